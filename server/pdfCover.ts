// A PDF's first page as an image: the cover a catalogue shows where its viewer does not run (without
// scripts, or before it has loaded). pdf.js draws the page onto a canvas; sharp then encodes it as any
// other variant. Run in the encoder's own process (server/imageEncoder.ts), like every variant.
import fs from 'node:fs';
import path from 'node:path';

/** The fonts PDFs may name without embedding them (Helvetica and the like), which pdf.js ships. */
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The first page of the PDF at `source`, `width` pixels wide, as a PNG. */
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
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / natural.width });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return await canvas.encode('png');
  } finally {
    await document.destroy();
  }
}
