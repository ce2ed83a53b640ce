// Draws a PDF's pages with pdf.js, the pages on show first, then their neighbours, one at a time,
// at the resolution the current size needs (again, sharper, after the book grows). One pump per
// document: turning a page or resizing re-aims it rather than cancelling the page being drawn.
import { useEffect, useRef, useState } from 'react';
import { EMPTY_PAGES, nextPageToDraw, type PageImage, type PageImages } from './pageImages';
import type { PdfDocumentHandle } from './pdfLoader';

/** The pages of `doc` drawn so far, around the 0-based page `current`, `pixelWidth` pixels wide. */
export function usePageImages(doc: PdfDocumentHandle | null, current: number, pixelWidth: number): PageImages {
  // Remembers the document it belongs to, so a new document starts clean without an extra render.
  const [drawnPages, setDrawnPages] = useState<{ doc: PdfDocumentHandle | null; pages: PageImages }>({
    doc: null,
    pages: new Map(),
  });
  const wanted = useRef({ current, pixelWidth });
  const kick = useRef<() => void>(() => undefined);
  useEffect(() => {
    wanted.current = { current, pixelWidth };
    kick.current();
  }, [current, pixelWidth]);

  useEffect(() => {
    if (!doc) return;
    const controller = new AbortController();
    const drawn = new Map<number, PageImage>();
    const nextPage = () => nextPageToDraw(drawn, wanted.current.current, wanted.current.pixelWidth, doc.pageCount);
    // Read afresh after each await (a property read would be narrowed as if nothing could change it).
    const aborted = () => controller.signal.aborted;
    let running = false;
    const pump = async () => {
      if (running) return;
      running = true;
      for (let page = nextPage(); page !== null && !aborted(); page = nextPage()) {
        const needed = wanted.current.pixelWidth;
        try {
          const imageUrl = await doc.renderPage(page, needed, controller.signal);
          drawn.set(page, { url: imageUrl, pixelWidth: needed });
        } catch {
          if (aborted()) break;
          drawn.set(page, { ...drawn.get(page), pixelWidth: needed, failed: true });
        }
        if (!aborted()) setDrawnPages({ doc, pages: new Map(drawn) });
      }
      running = false;
    };
    kick.current = () => void pump();
    void pump();
    return () => {
      controller.abort();
      kick.current = () => undefined;
    };
  }, [doc]);

  return drawnPages.doc === doc ? drawnPages.pages : EMPTY_PAGES;
}
