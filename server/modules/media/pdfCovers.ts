// What the server does with PDFs, in the encoder's process (imageEncoder.ts), never on its main thread:
// it rebuilds each upload or replacement (pdfCleaning.ts) and renders its cover (pdfCover.ts) before
// the file is accepted (a PDF that unpacks too far, or whose first page cannot be rendered within the
// limits, is refused), and at start renders the cover of any PDF under MEDIA_DIR that has none yet (a
// restore, a file put there by hand), in the background, once the same checks have passed.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createImageEncoder, EncodeMemoryError, EncodeTimeoutError, type ImageEncoderOptions } from './imageEncoder';
import { PdfRefusedError } from './pdfCleaning';
import { MediaError } from './pipeline';
import {
  coverPathOf,
  PDF_COVER_HEAP_MB,
  PDF_COVER_TIMEOUT_MS,
  PDF_COVER_WIDTH,
  PDF_WORKER_MEMORY_MB,
} from './pdfCover';

/** The cover's quality: it is the source of every variant, so a little above theirs. */
const COVER_QUALITY = 90;

export interface CoverMaker {
  /**
   * Rebuilds the PDF at `source` into `target` from its pages alone (or only checks it, without one);
   * its pages. Refuses the PDF (422, naming it and saying why) when the library does not take it.
   */
  clean(source: string, target: string | null, fileName: string): Promise<number>;
  /** Renders the cover of the PDF at `pdf` into `target`; refuses the PDF (422, naming it) when it cannot. */
  make(pdf: string, target: string, fileName: string): Promise<void>;
  close(): void;
}

/** Why a PDF's rebuilding failed, in a sentence for the owner. */
function refusalOf(error: unknown, fileName: string): MediaError {
  if (error instanceof PdfRefusedError) return new MediaError(422, error.message);
  if (error instanceof EncodeMemoryError) {
    return new MediaError(
      422,
      `“${fileName}” takes more than ${PDF_WORKER_MEMORY_MB} MB to read, far more than its pages need. Save it again (or print it to a new PDF) and upload that.`,
    );
  }
  if (error instanceof EncodeTimeoutError) {
    return new MediaError(
      422,
      `“${fileName}” takes too long to read (more than ${PDF_COVER_TIMEOUT_MS / 1000} s). Save it again (or print it to a new PDF) and upload that.`,
    );
  }
  return new MediaError(422, `“${fileName}” could not be read as a PDF: the file may be damaged.`);
}

export function createCoverMaker({ niceness }: Pick<ImageEncoderOptions, 'niceness'> = {}): CoverMaker {
  const encoder = createImageEncoder({
    niceness,
    timeoutMs: PDF_COVER_TIMEOUT_MS,
    heapMb: PDF_COVER_HEAP_MB,
    memoryMb: PDF_WORKER_MEMORY_MB,
  });
  return {
    async clean(source, target, fileName) {
      try {
        return await encoder.cleanPdf(source, target, fileName);
      } catch (error) {
        if (target) await fs.promises.rm(target, { force: true });
        throw refusalOf(error, fileName);
      }
    },
    async make(pdf, target, fileName) {
      try {
        await encoder.encode({ source: pdf, target, width: PDF_COVER_WIDTH, quality: COVER_QUALITY, pdf: true });
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        if (error instanceof EncodeMemoryError) throw refusalOf(error, fileName);
        if (error instanceof EncodeTimeoutError) {
          throw new MediaError(
            422,
            `“${fileName}” takes too long to draw (its first page took more than ${PDF_COVER_TIMEOUT_MS / 1000} s). Save it again with smaller pictures, or print it to a new PDF, and upload that.`,
          );
        }
        throw new MediaError(422, `“${fileName}” could not be drawn as a PDF: the file may be damaged.`);
      }
    },
    close: () => encoder.close(),
  };
}

async function pdfsUnder(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await pdfsUnder(full)));
    else if (entry.isFile() && path.extname(entry.name).toLowerCase() === '.pdf') found.push(full);
  }
  return found;
}

export interface MissingCoversOptions extends Pick<ImageEncoderOptions, 'niceness'> {
  signal?: AbortSignal;
  /** Told the pages of each PDF that passed the checks (by its path under `mediaDir`, with "/"). */
  checked?: (stored: string, pages: number) => void;
}

/** Renders the cover of every PDF under `mediaDir` that has none, one at a time. */
export async function makeMissingCovers(
  mediaDir: string,
  log: FastifyBaseLogger,
  { signal, checked, niceness }: MissingCoversOptions = {},
): Promise<number> {
  const missing: string[] = [];
  for (const pdf of await pdfsUnder(mediaDir)) {
    // An upload or a replacement renders its own; a PDF without one came in some other way.
    if (!(await fs.promises.stat(coverPathOf(pdf)).catch(() => null))) missing.push(pdf);
  }
  if (missing.length === 0) return 0;
  const maker = createCoverMaker({ niceness });
  signal?.addEventListener('abort', () => maker.close());
  let made = 0;
  try {
    for (const pdf of missing) {
      if (signal?.aborted) break;
      try {
        // The checks of an upload hold here too.
        const fileName = path.relative(mediaDir, pdf);
        const pages = await maker.clean(pdf, null, fileName);
        checked?.(fileName.split(path.sep).join('/'), pages);
        await maker.make(pdf, coverPathOf(pdf), fileName);
        made += 1;
      } catch (error) {
        if (signal?.aborted) break;
        log.warn({ pdf, err: error }, 'The cover of a PDF could not be drawn; its pictures are not shown');
      }
    }
  } finally {
    maker.close();
  }
  return made;
}
