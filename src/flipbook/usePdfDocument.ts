// Opens a PDF with pdf.js; a new URL abandons the previous load (pdf.js's loading task is destroyed).
import { useEffect, useState } from 'react';
import { openPdf, type PdfDocumentHandle } from './pdfLoader';

export type PdfDocumentState =
  { status: 'loading' } | { status: 'ready'; doc: PdfDocumentHandle } | { status: 'error' };

export function usePdfDocument(url: string): PdfDocumentState {
  // Remembers the URL it belongs to, so a new URL starts as loading without an extra render.
  const [opened, setOpened] = useState<{ url: string } & PdfDocumentState>({ url, status: 'loading' });

  useEffect(() => {
    const task = openPdf(url);
    let active = true;
    task.promise.then(
      (doc) => {
        if (active) setOpened({ url, status: 'ready', doc });
        else doc.destroy();
      },
      () => {
        if (active) setOpened({ url, status: 'error' });
      },
    );
    return () => {
      active = false;
      task.destroy();
    };
  }, [url]);

  return opened.url === url ? opened : { status: 'loading' };
}
