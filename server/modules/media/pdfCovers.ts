// Renders PDF covers (server/modules/media/pdfCover.ts) when PDFs come in: for each upload or replacement, before it is
// accepted (a PDF whose first page cannot be rendered within the time limit is refused), and at start for
// any PDF under MEDIA_DIR that has none yet (a restore, a file put there by hand), in the background.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createImageEncoder, EncodeTimeoutError } from './imageEncoder';
import { MediaError } from './pipeline';
import { pdfUnpackedBytes, pdfUnpackLimit } from './cleaning';
import { coverPathOf, PDF_COVER_HEAP_MB, PDF_COVER_TIMEOUT_MS, PDF_COVER_WIDTH } from './pdfCover';

/** The cover's quality: it is the source of every variant, so a little above theirs. */
const COVER_QUALITY = 90;

export interface CoverMaker {
  /** Renders the cover of the PDF at `pdf` into `target`; refuses the PDF (422, naming it) when it cannot. */
  make(pdf: string, target: string, fileName: string): Promise<void>;
  close(): void;
}

export function createCoverMaker(): CoverMaker {
  const encoder = createImageEncoder({ timeoutMs: PDF_COVER_TIMEOUT_MS, heapMb: PDF_COVER_HEAP_MB });
  return {
    async make(pdf, target, fileName) {
      try {
        await encoder.encode({ source: pdf, target, width: PDF_COVER_WIDTH, quality: COVER_QUALITY, pdf: true });
      } catch (error) {
        await fs.promises.rm(target, { force: true });
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

/** Renders the cover of every PDF under `mediaDir` that has none, one at a time. */
export async function makeMissingCovers(
  mediaDir: string,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<number> {
  const missing: string[] = [];
  for (const pdf of await pdfsUnder(mediaDir)) {
    // An upload or a replacement renders its own; a PDF without one came in some other way.
    if (!(await fs.promises.stat(coverPathOf(pdf)).catch(() => null))) missing.push(pdf);
  }
  if (missing.length === 0) return 0;
  const maker = createCoverMaker();
  signal?.addEventListener('abort', () => maker.close());
  let made = 0;
  try {
    for (const pdf of missing) {
      if (signal?.aborted) break;
      try {
        // The limits of an upload hold here too (server/modules/media/cleaning.ts).
        const data = await fs.promises.readFile(pdf);
        const limit = pdfUnpackLimit(data.length);
        if ((await pdfUnpackedBytes(data, limit)) > limit) {
          log.warn({ pdf }, 'A PDF unpacks to far more than its pages need: no cover is drawn for it');
          continue;
        }
        await maker.make(pdf, coverPathOf(pdf), path.relative(mediaDir, pdf));
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
