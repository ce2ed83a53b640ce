// Makes an accepted upload safe to publish: photos re-encoded upright with no metadata (a phone's GPS
// position, its model), PDFs rebuilt from their pages without document metadata or scripts, videos
// re-muxed without any metadata (server/modules/media/videoCleaning.ts).
import fs from 'node:fs';
import zlib from 'node:zlib';
import sharp, { type Metadata } from 'sharp';
import { EncryptedPDFError, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { MediaError } from './pipeline';
import type { MediaType } from './kinds';
import { cleanVideo } from './videoCleaning';

/**
 * Past this many pixels an image is refused before it is decoded: a few hundred bytes of PNG can
 * claim 50,000 × 50,000 pixels, 7.5 GB once decoded. 100 megapixels is above any phone camera's.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Stored originals are at most this long on either side; the site shows none wider than 1600. */
export const MAX_IMAGE_EDGE = 4096;

/** A catalogue of more pages than this is refused: the flipbook would be unusable anyway. */
export const MAX_PDF_PAGES = 500;

export interface CleanedFile {
  width: number | null;
  height: number | null;
  pages: number | null;
}

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000).toLocaleString('en-US')} megapixels`;

/**
 * Re-encodes a photo in its own format: the orientation flag is applied to the pixels, colours are
 * converted to sRGB, and nothing else of the file is kept (EXIF, GPS, XMP, IPTC, ICC profiles).
 */
export async function cleanImage(
  source: string,
  target: string,
  type: MediaType,
  fileName: string,
): Promise<CleanedFile> {
  let header: Metadata;
  try {
    // Only the header is read here, so a huge claimed size costs nothing yet.
    header = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(422, `“${fileName}” could not be read as an image: the file may be damaged.`);
  }
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new MediaError(
      422,
      `“${fileName}” claims ${header.width.toLocaleString('en-US')} × ${header.height.toLocaleString('en-US')} pixels (${megapixels(pixels)}); the library takes images of up to ${megapixels(MAX_IMAGE_PIXELS)}.`,
    );
  }
  // The limit again while decoding, in case the header under-reported.
  let image = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  if (type.mime === 'image/jpeg') image = image.jpeg({ quality: 90 });
  else if (type.mime === 'image/png') image = image.png();
  else if (type.mime === 'image/webp') image = image.webp({ quality: 90 });
  else if (type.mime === 'image/avif') image = image.avif({ quality: 70 });
  else throw new MediaError(415, `“${fileName}” is not a photo the library can store.`);
  try {
    const info = await image.toFile(target);
    return { width: info.width, height: info.height, pages: null };
  } catch {
    await fs.promises.rm(target, { force: true });
    throw new MediaError(422, `“${fileName}” could not be read as an image: the file may be damaged.`);
  }
}

/**
 * A PDF may unpack to far more than it weighs: a Flate stream of zeros of 400 KB holds 400 MB, which
 * pdf.js (the cover, and every visitor's flipbook) would hold in memory. Its streams may unpack to at
 * most this many times the file's size in all, or PDF_MIN_UNPACKED_BYTES for a small file: far above
 * any catalogue's pages and pictures (photos are JPEG, which is not unpacked), far below a bomb's.
 */
export const PDF_MAX_UNPACK_RATIO = 32;
export const PDF_MIN_UNPACKED_BYTES = 64 * 1024 * 1024;

/** The bytes a PDF's Flate streams may unpack to in all. */
export const pdfUnpackLimit = (packedBytes: number) =>
  Math.max(PDF_MIN_UNPACKED_BYTES, PDF_MAX_UNPACK_RATIO * packedBytes);

/** Where each stream's data starts: after "stream" and its end of line, closing a dictionary. */
const STREAM_START = />>\s*stream(?:\r\n|\n|\r)/g;

/**
 * How many bytes the Flate (zlib) streams of a PDF unpack to, counted as they are unpacked and never
 * kept, stopping as soon as `limit` is passed (the answer is then more than `limit`). Streams that are
 * not zlib data (JPEG pictures, uncompressed text) count nothing. The file's own bytes are read as
 * they are, without a PDF parser, so object streams count too.
 */
export async function pdfUnpackedBytes(data: Buffer, limit: number): Promise<number> {
  const text = data.toString('latin1');
  let total = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const stream = data.subarray(start, end === -1 ? data.length : end);
    // zlib data starts with a header whose 16-bit value is a multiple of 31, deflate (8) in its low bits.
    if (stream.length < 2 || (stream[0]! & 0x0f) !== 8 || ((stream[0]! << 8) | stream[1]!) % 31 !== 0) continue;
    total += await unpackedLength(stream, limit - total + 1);
    if (total > limit) return total;
  }
  return total;
}

/** The length `stream` inflates to, stopping once it passes `max`; a broken stream counts what came out. */
function unpackedLength(stream: Buffer, max: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ chunkSize: 1024 * 1024 });
    let length = 0;
    const done = () => {
      inflate.removeAllListeners();
      inflate.on('error', () => undefined);
      inflate.destroy();
      resolve(length);
    };
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > max) done();
    });
    inflate.on('end', done);
    inflate.on('error', done);
    inflate.end(stream);
  });
}

/** Keys that carry metadata or actions on any object of a PDF: none of them is needed to show its pages. */
const STRIPPED_KEYS = ['Metadata', 'PieceInfo', 'AA', 'OpenAction', 'JavaScript', 'JS', 'EmbeddedFiles'].map((k) =>
  PDFName.of(k),
);

const damaged = (fileName: string) =>
  new MediaError(422, `“${fileName}” could not be read as a PDF: the file may be damaged.`);

/**
 * Rebuilds a PDF from its pages alone: the document information (author, producer, creator, title),
 * its XMP metadata, document scripts, attachments and objects no page uses (old revisions) stay behind.
 */
export async function cleanPdf(source: string, target: string, fileName: string): Promise<CleanedFile> {
  const data = await fs.promises.readFile(source);
  // Before any parser unpacks anything.
  const limit = pdfUnpackLimit(data.length);
  if ((await pdfUnpackedBytes(data, limit)) > limit) {
    throw new MediaError(
      422,
      `“${fileName}” unpacks to more than ${Math.round(limit / (1024 * 1024))} MB, far more than its pages need. Save it again (or print it to a new PDF) and upload that.`,
    );
  }
  let original: PDFDocument;
  try {
    original = await PDFDocument.load(data, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw new MediaError(
        422,
        `“${fileName}” is protected by a password. Save it without protection and upload it again.`,
      );
    }
    throw damaged(fileName);
  }
  let pages: number;
  try {
    pages = original.getPageCount();
  } catch {
    throw damaged(fileName);
  }
  if (pages === 0) throw new MediaError(422, `“${fileName}” has no pages.`);
  if (pages > MAX_PDF_PAGES) {
    throw new MediaError(
      422,
      `“${fileName}” has ${pages} pages; the library takes PDFs of up to ${MAX_PDF_PAGES} pages.`,
    );
  }
  const clean = await PDFDocument.create({ updateMetadata: false });
  try {
    for (const page of await clean.copyPages(original, original.getPageIndices())) clean.addPage(page);
  } catch {
    throw damaged(fileName);
  }
  for (const [, object] of clean.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
    for (const key of STRIPPED_KEYS) dict?.delete(key);
  }
  await fs.promises.writeFile(target, await clean.save());
  return { width: null, height: null, pages };
}

export interface CleaningTools {
  /** The ffmpeg that re-muxes videos (server/modules/media/videoCleaning.ts), or null when the server has none. */
  ffmpeg: string | null;
}

export async function cleanUpload(
  source: string,
  target: string,
  type: MediaType,
  fileName: string,
  tools: CleaningTools,
): Promise<CleanedFile> {
  if (type.kind === 'image') return cleanImage(source, target, type, fileName);
  if (type.kind === 'pdf') return cleanPdf(source, target, fileName);
  await cleanVideo(tools.ffmpeg, source, target, type, fileName);
  return { width: null, height: null, pages: null };
}
