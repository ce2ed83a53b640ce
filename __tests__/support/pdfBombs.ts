// PDFs of a few hundred KB whose streams unpack to `unpacked` bytes, each hiding it another way, made
// here in code: the library must refuse every one (server/modules/media/pdfCleaning.ts).
import zlib from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';

/** A one-page PDF whose page is drawn by `stream` (its dictionary entries, then its bytes), as pdf-lib writes it. */
async function pageDrawnBy(dict: Record<string, unknown>, contents: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 300]);
  const stream = doc.context.register(doc.context.stream(contents, { ...dict, Length: contents.length }));
  page.node.set(PDFName.of('Contents'), stream);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** `bytes` as a PDF file's text (each byte one character), and back. */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A PDF written by hand from its objects' text, with no cross-reference table (readers rebuild one). */
function handWritten(objects: string[]): Buffer {
  const body = objects.map((object, index) => `${index + 1} 0 obj\n${object}\nendobj\n`).join('');
  return Buffer.from(`%PDF-1.7\n${body}trailer\n<< /Root 1 0 R /Size ${objects.length + 1} >>\n%%EOF\n`, 'latin1');
}

export interface PdfBomb {
  /** What hides it, for a test's name. */
  name: string;
  data: Buffer;
}

export async function pdfBombs(unpacked: number): Promise<PdfBomb[]> {
  const zeros = zlib.deflateSync(Buffer.alloc(unpacked), { level: 9 });

  // A comment between the dictionary and the keyword "stream", which the PDF syntax allows.
  const plain = await pageDrawnBy({ Filter: 'FlateDecode' }, zeros);
  const at = plain.indexOf('>>\nstream\n', plain.indexOf('/FlateDecode'));
  const commented = Buffer.concat([plain.subarray(0, at + 3), Buffer.from('% a note\n'), plain.subarray(at + 3)]);

  // The Flate data written as hexadecimal text first: a chain of two filters.
  const hex = Buffer.from(`${zeros.toString('hex')}>`, 'latin1');

  // The bytes "endstream" inside a stored (uncompressed) block at the start of the Flate data, before
  // the zeros: a reader that looks for the word ends the stream there; one that reads its length does not.
  const decoy = Buffer.from('\nendstream\nendobj\n', 'latin1');
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(decoy.length, 1);
  stored.writeUInt16LE(~decoy.length & 0xffff, 3);
  const withDecoy = Buffer.concat([
    Buffer.from([0x78, 0x01]),
    stored,
    decoy,
    // The same zeros without zlib's two-byte header and four-byte checksum.
    zeros.subarray(2, zeros.length - 4),
    // The checksum is left out: readers draw what came before it.
    Buffer.alloc(4),
  ]);

  // An object stream: the objects it holds are unpacked as the file is read, before any page is.
  const objects = Buffer.concat([
    Buffer.from('5 0 '),
    Buffer.alloc(unpacked, ' '),
    Buffer.from('<< /Kind /Padding >>'),
  ]);
  const objectStream = zlib.deflateSync(objects, { level: 9 });

  return [
    { name: 'a plain Flate stream', data: plain },
    { name: 'a comment before the stream', data: commented },
    { name: 'a chain of filters', data: await pageDrawnBy({ Filter: ['ASCIIHexDecode', 'FlateDecode'] }, hex) },
    { name: '"endstream" inside the stream', data: await pageDrawnBy({ Filter: 'FlateDecode' }, withDecoy) },
    {
      name: 'an object stream',
      data: handWritten([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] >>',
        `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n${latin1(objectStream)}\nendstream`,
      ]),
    },
  ];
}
