// A PDF's first page as an image: the cover a catalogue shows where its viewer does not run (without
// scripts, or before it has loaded). It is rendered once, when the PDF comes in (an upload, a replacement,
// or a file found at start without one), and stored beside it under a hidden name
// (".<name>.pdf.cover.webp", never served as it is); a visitor's variant (?w=&fm=webp) is made from
// that picture, so no visitor's request ever makes pdf.js parse a PDF. pdf.js renders the page onto a
// canvas of bounded size, decoding images of bounded size, in the encoder's own process
// (server/modules/media/imageEncoder.ts), which is killed when the rendering takes too long.
import fs from 'node:fs';
import path from 'node:path';
import { VARIANT_WIDTHS } from '../../../src/api/contract';

/** The fonts PDFs may name without embedding them (Helvetica and the like), which pdf.js ships. */
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Covers are rendered this wide: the widest variant the site asks for. */
export const PDF_COVER_WIDTH = Math.max(...VARIANT_WIDTHS);

/** The cover's canvas holds at most this many pixels (a page far taller than wide is rendered smaller). */
export const MAX_COVER_PIXELS = PDF_COVER_WIDTH * PDF_COVER_WIDTH * 3;

/** pdf.js decodes no image of the page larger than this many pixels (it leaves it out instead). */
export const MAX_PDF_IMAGE_PIXELS = 40_000_000;

/** Drawing a cover that takes more processor time than this is given up: the PDF is refused. */
export const PDF_COVER_TIMEOUT_MS = 20_000;

/** The JavaScript heap of the process that reads PDFs and renders their covers, in MiB. */
export const PDF_COVER_HEAP_MB = 384;

/**
 * All the memory that process may hold, in MiB: the heap, and the buffers outside it that unpacked
 * streams, decoded pictures and the canvas take. Past it, the PDF it was reading is refused.
 */
export const PDF_WORKER_MEMORY_MB = 640;

/** Where the cover of the PDF at `pdf` is stored: beside it, hidden. */
export function coverPathOf(pdf: string): string {
  return path.join(path.dirname(pdf), `.${path.basename(pdf)}.cover.webp`);
}

/** The first page of the PDF at `source`, `width` pixels wide (less for a very tall page), as a PNG. */
export async function renderPdfCover(source: string, width: number): Promise<Buffer> {
  const [{ getDocument }, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
  ]);
  const data = new Uint8Array(await fs.promises.readFile(source));
  const document = await getDocument({
    data,
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
    maxImageSize: MAX_PDF_IMAGE_PIXELS,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    let scale = width / natural.width;
    const area = natural.width * scale * natural.height * scale;
    if (area > MAX_COVER_PIXELS) scale *= Math.sqrt(MAX_COVER_PIXELS / area);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return await canvas.encode('png');
  } finally {
    await document.destroy();
  }
}
