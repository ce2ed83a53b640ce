// What becomes of an uploaded PDF, done in the media worker (imageEncoder.ts), never on the server's
// main thread: pdf-lib reads it, every stream is unpacked through each of its filters against one
// running byte budget (object and cross-reference streams before pdf-lib reads what they hold, the
// pages' streams once it has), and the PDF is rebuilt from its pages alone. The worker's memory as a
// whole is watched by the server, which stops it past its limit.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { Inflate } from 'pako';
import {
  decodePDFRawStream,
  EncryptedPDFError,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFXRefStreamParser,
} from 'pdf-lib';

/** A catalogue of more pages than this is refused: the flipbook would be unusable anyway. */
const MAX_PDF_PAGES = 500;

/**
 * A PDF may unpack to far more than it weighs: a Flate stream of zeros of 400 KB holds 400 MB, which
 * pdf.js (the cover, and every visitor's flipbook) would hold in memory. Its streams may unpack to at
 * most this many times the file's size in all, or PDF_MIN_UNPACKED_BYTES for a small file: far above
 * any catalogue's pages and pictures (photos are JPEG, which is not unpacked), far below a bomb's.
 */
const PDF_MAX_UNPACK_RATIO = 32;
const PDF_MIN_UNPACKED_BYTES = 64 * 1024 * 1024;

/** The bytes a PDF's streams may unpack to in all. */
const pdfUnpackLimit = (packedBytes: number) => Math.max(PDF_MIN_UNPACKED_BYTES, PDF_MAX_UNPACK_RATIO * packedBytes);

/** A PDF the library does not take; the message says why, to the owner. */
export class PdfRefusedError extends Error {}

class OverBudget extends Error {}

/** What a PDF's streams may still unpack to. */
class UnpackBudget {
  private left: number;

  constructor(limit: number) {
    this.left = limit;
  }

  get remaining(): number {
    return Math.max(0, this.left);
  }

  spend(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new OverBudget();
  }
}

/** Picture codecs: their data is drawn by the codec (with its own size limits), not unpacked here. */
const PICTURE_CODECS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);
const FLATE = new Set(['FlateDecode', 'Fl']);

function filtersOf(dict: PDFDict): string[] {
  const filter = dict.lookup(PDFName.of('Filter'));
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray)
    return filter.asArray().map((name) => (name instanceof PDFName ? name.decodeText() : ''));
  return [];
}

/**
 * Inflates `data` as pdf.js does, giving up (OverBudget) as soon as more than `max` bytes have come
 * out. A stream that breaks off gives what it holds; one whose data goes bad (or fails its checksum)
 * gives what came out before, which pdf.js draws too: pako, slower than zlib, tells that part.
 */
function inflateWithin(data: Uint8Array, max: number): Uint8Array {
  try {
    return zlib.inflateSync(data, { maxOutputLength: Math.max(1, max), finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new OverBudget();
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  const inflator = new Inflate({ chunkSize: 1024 * 1024 });
  inflator.onData = (chunk) => {
    length += chunk.length;
    if (length > max) throw new OverBudget();
    chunks.push(chunk as Uint8Array);
  };
  inflator.onEnd = () => undefined;
  inflator.push(data, true);
  return Buffer.concat(chunks, length);
}

const filterContext = PDFContext.create();

/** One of the other filters (hex, base 85, LZW, run length) by pdf-lib's own decoder; a broken stream gives nothing. */
function decodeWith(filter: string, data: Uint8Array): Uint8Array {
  try {
    return decodePDFRawStream(PDFRawStream.of(filterContext.obj({ Filter: filter }), data)).decode();
  } catch {
    return new Uint8Array(0);
  }
}

/** Unpacks `stream` through each of its filters in turn, counting what comes out against `budget`. */
function spendOn(stream: PDFRawStream, budget: UnpackBudget): void {
  let data = stream.contents;
  for (const filter of filtersOf(stream.dict)) {
    if (PICTURE_CODECS.has(filter)) break;
    // Each step stops as soon as it passes what is left.
    data = FLATE.has(filter) ? inflateWithin(data, budget.remaining) : decodeWith(filter, data);
    if (data.length > budget.remaining) throw new OverBudget();
  }
  budget.spend(data.length);
}

/**
 * pdf-lib unpacks object streams and cross-reference streams while it reads a file: each is counted
 * against `budget` first. pdf-lib reads on past an object it fails to read, so a stream over the
 * budget is noted and the read refused once it ends. For one read at a time (`readPdf` takes turns).
 */
async function countedWhileRead<T>(budget: UnpackBudget, read: () => Promise<T>): Promise<T> {
  const objectStreams = PDFObjectStreamParser.forStream.bind(PDFObjectStreamParser);
  const xrefStreams = PDFXRefStreamParser.forStream.bind(PDFXRefStreamParser);
  let over = false;
  const counted = (stream: PDFRawStream) => {
    try {
      spendOn(stream, budget);
    } catch (error) {
      over ||= error instanceof OverBudget;
      throw error;
    }
  };
  PDFObjectStreamParser.forStream = (stream, waitForTick) => {
    counted(stream);
    return objectStreams(stream, waitForTick);
  };
  PDFXRefStreamParser.forStream = (stream) => {
    counted(stream);
    return xrefStreams(stream);
  };
  try {
    const result = await read();
    if (over) throw new OverBudget();
    return result;
  } finally {
    PDFObjectStreamParser.forStream = objectStreams;
    PDFXRefStreamParser.forStream = xrefStreams;
  }
}

let turn: Promise<unknown> = Promise.resolve();

/** Reads a PDF whose streams unpack to at most `budget`, one PDF at a time. */
function readPdf(data: Uint8Array, budget: UnpackBudget): Promise<PDFDocument> {
  const read = turn.then(() => countedWhileRead(budget, () => PDFDocument.load(data, { updateMetadata: false })));
  turn = read.catch(() => undefined);
  return read;
}

/** Keys that carry metadata or actions on any object of a PDF: none of them is needed to show its pages. */
const STRIPPED_KEYS = ['Metadata', 'PieceInfo', 'AA', 'OpenAction', 'JavaScript', 'JS', 'EmbeddedFiles'].map((k) =>
  PDFName.of(k),
);

const damaged = (fileName: string) =>
  new PdfRefusedError(`“${fileName}” could not be read as a PDF: the file may be damaged.`);

const unpacksTooFar = (fileName: string, limit: number) =>
  new PdfRefusedError(
    `“${fileName}” unpacks to more than ${Math.round(limit / (1024 * 1024))} MB, far more than its pages need. Save it again (or print it to a new PDF) and upload that.`,
  );

/**
 * The PDF at `source` rebuilt from its pages alone, once every stream it keeps is counted: the
 * document information (author, producer, creator, title), its XMP metadata, document scripts,
 * attachments and objects no page uses (old revisions) stay behind. Refuses (PdfRefusedError) a PDF
 * that unpacks too far, is damaged, protected by a password, empty or too long.
 */
export async function rebuildPdf(source: string, fileName: string): Promise<{ pdf: PDFDocument; pages: number }> {
  const data = await fs.promises.readFile(source);
  const limit = pdfUnpackLimit(data.length);
  const budget = new UnpackBudget(limit);
  try {
    let original: PDFDocument;
    try {
      original = await readPdf(data, budget);
    } catch (error) {
      if (error instanceof EncryptedPDFError) {
        throw new PdfRefusedError(
          `“${fileName}” is protected by a password. Save it without protection and upload it again.`,
        );
      }
      throw error;
    }
    const pages = original.getPageCount();
    if (pages === 0) throw new PdfRefusedError(`“${fileName}” has no pages.`);
    if (pages > MAX_PDF_PAGES) {
      throw new PdfRefusedError(
        `“${fileName}” has ${pages} pages; the library takes PDFs of up to ${MAX_PDF_PAGES} pages.`,
      );
    }
    const pdf = await PDFDocument.create({ updateMetadata: false });
    for (const page of await pdf.copyPages(original, original.getPageIndices())) pdf.addPage(page);
    for (const [, object] of pdf.context.enumerateIndirectObjects()) {
      if (object instanceof PDFRawStream) spendOn(object, budget);
      const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
      for (const key of STRIPPED_KEYS) dict?.delete(key);
    }
    return { pdf, pages };
  } catch (error) {
    if (error instanceof OverBudget) throw unpacksTooFar(fileName, limit);
    if (error instanceof PdfRefusedError) throw error;
    throw damaged(fileName);
  }
}
