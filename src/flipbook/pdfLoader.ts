// The one door to pdf.js. pdf.js (and its worker) are fetched on the first call, never at import
// time, so nothing of it reaches a page that does not show a catalogue. Tests replace this module.
import type * as PdfJsModule from 'pdfjs-dist';
import { yieldToMain } from '../yieldToMain';

/** An opened PDF, reduced to what the flipbook needs. */
export interface PdfDocumentHandle {
  pageCount: number;
  /** Height divided by width of the first page, to size the book before any page is drawn. */
  pageAspect: number;
  /**
   * Draws a page (1-based) `pixelWidth` pixels wide and returns an image URL of it. The handle owns
   * the URLs it hands out and releases them in destroy().
   */
  renderPage(pageNumber: number, pixelWidth: number, signal?: AbortSignal): Promise<string>;
  destroy(): void;
}

export interface PdfLoadingTask {
  promise: Promise<PdfDocumentHandle>;
  /** Abandons the load (or closes the document once it is open). */
  destroy(): void;
}

export class PdfAbortedError extends Error {
  constructor() {
    super('The PDF load was abandoned.');
    this.name = 'PdfAbortedError';
  }
}

type PdfJs = typeof PdfJsModule;

interface PdfJsWithWorker {
  pdfjs: PdfJs;
  /**
   * One worker for every catalogue the page opens. pdf.js would otherwise start a worker of its own
   * for each document, and WebKit takes seconds to start one: a category switch waited for it.
   */
  worker: PdfJsModule.PDFWorker;
}

let pdfjsPromise: Promise<PdfJsWithWorker> | null = null;

function loadPdfJs(): Promise<PdfJsWithWorker> {
  pdfjsPromise ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    // Bundled with the site: the worker never comes from a third-party CDN.
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    return { pdfjs, worker: new pdfjs.PDFWorker() };
  });
  // A failed chunk load must not stick: the next attempt (e.g. a retry) tries again.
  pdfjsPromise.catch(() => {
    pdfjsPromise = null;
  });
  return pdfjsPromise;
}

function canvasToUrl(canvas: HTMLCanvasElement): Promise<string> {
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => resolve(blob ? URL.createObjectURL(blob) : canvas.toDataURL('image/jpeg', 0.9)),
      'image/webp',
      0.9,
    );
  });
}

export function openPdf(url: string): PdfLoadingTask {
  // Set by the cancel function while a load is awaited (the annotation keeps it from narrowing).
  let abandoned = false as boolean;
  let destroyTask: (() => void) | null = null;
  const issuedUrls: string[] = [];

  const promise = (async (): Promise<PdfDocumentHandle> => {
    const { pdfjs, worker } = await loadPdfJs();
    if (abandoned) throw new PdfAbortedError();
    // eval stays off: the content server's CSP forbids it and the catalogues do not need it. Fonts a
    // catalogue names without embedding them come from pdf.js's own data, served by the site, never
    // from the visitor's system: the page looks the same everywhere, and WebKit spends no time asking
    // for system fonts that it then refuses.
    const task = pdfjs.getDocument({
      url,
      worker,
      isEvalSupported: false,
      standardFontDataUrl: process.env.PDF_STANDARD_FONTS_URL,
      useSystemFonts: false,
    });
    destroyTask = () => void task.destroy();
    const doc = await task.promise;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- cancelled while the document loaded
    if (abandoned) throw new PdfAbortedError();
    const first = await doc.getPage(1);
    const base = first.getViewport({ scale: 1 });

    return {
      pageCount: doc.numPages,
      pageAspect: base.width > 0 ? base.height / base.width : Math.SQRT2,
      async renderPage(pageNumber, pixelWidth, signal) {
        const page = await doc.getPage(pageNumber);
        const natural = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: pixelWidth / natural.width });
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(viewport.width));
        canvas.height = Math.max(1, Math.round(viewport.height));
        const renderTask = page.render({ canvas, viewport });
        // pdf.js draws in slices of a few milliseconds but runs them back to back in one task;
        // yielding between them leaves the browser free to paint and answer input meanwhile.
        renderTask.onContinue = (next: () => void) => void yieldToMain().then(next);
        const cancel = () => renderTask.cancel();
        signal?.addEventListener('abort', cancel, { once: true });
        try {
          await renderTask.promise;
        } finally {
          signal?.removeEventListener('abort', cancel);
          page.cleanup();
        }
        if (signal?.aborted) throw new PdfAbortedError();
        const imageUrl = await canvasToUrl(canvas);
        if (imageUrl.startsWith('blob:')) issuedUrls.push(imageUrl);
        return imageUrl;
      },
      destroy() {
        abandoned = true;
        destroyTask?.();
        issuedUrls.splice(0).forEach((issued) => URL.revokeObjectURL(issued));
      },
    };
  })();

  return {
    promise,
    destroy() {
      abandoned = true;
      destroyTask?.();
      issuedUrls.splice(0).forEach((issued) => URL.revokeObjectURL(issued));
    },
  };
}
