// Gives every file under MEDIA_DIR a library record: the demo media on first start, and files put
// there by hand or by a restore. Such files are recorded as they are (they were not uploaded). No PDF
// is read here, on the server's own thread, which a hostile file would hold: a PDF's pages come from
// the demo content's file, or from the background pass that checks PDFs without a cover in the
// encoder's process (pdfCovers.ts), else stay unknown.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { exportContent } from '../content';
import type { Db } from '../../db/types';
import { allMediaPaths, insertMediaRecord, type NewMediaRecord } from './records';
import { detectMediaType, SNIFF_BYTES, type MediaType } from './kinds';

/** The demo icons are SVG drawings: kept as they are, since no upload can bring one. */
const SVG: MediaType = { kind: 'image', mime: 'image/svg+xml', ext: 'svg' };

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function typeOf(file: string): Promise<MediaType | undefined> {
  const head = await readHead(file);
  if (path.extname(file).toLowerCase() === '.svg' && /<svg[\s>]/i.test(head.toString('utf8'))) return SVG;
  return detectMediaType(head, path.basename(file)).catch(() => undefined);
}

async function factsOf(file: string, type: MediaType): Promise<Pick<NewMediaRecord, 'width' | 'height' | 'pages'>> {
  try {
    if (type.kind === 'image') {
      const { width, height, autoOrient } = await sharp(file).metadata();
      // As shown: a photo with a rotation flag is shown upright.
      return { width: autoOrient?.width ?? width ?? null, height: autoOrient?.height ?? height ?? null, pages: null };
    }
  } catch {
    // A file that cannot be read is still listed, so the owner can see and replace it.
  }
  return { width: null, height: null, pages: null };
}

/** Every visible file under `dir`, as a stored path ("home/banner-left.jpg"). Hidden names are never served. */
async function storedFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const stored = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await storedFiles(path.join(dir, entry.name), stored)));
    else if (entry.isFile()) found.push(stored);
  }
  return found;
}

/**
 * What the demo content's own file says of its media: alt texts, which pictures only decorate, and how
 * many pages its catalogues have (written by `npm run content:media`, which draws them).
 */
export const MEDIA_DESCRIPTIONS_FILE = 'media-descriptions.json';

type Description = Partial<Pick<NewMediaRecord, 'alt' | 'decorative' | 'pages'>>;

/**
 * The descriptions a new record starts with: the content folder's file of them (the demo media's),
 * then the published gallery's own alt texts.
 */
function knownDescriptions(db: Db, contentDir: string | undefined): Map<string, Description> {
  const known = new Map<string, Description>();
  for (const item of exportContent(db).galleryItems) {
    const alt = item.alt?.trim();
    if (alt && !known.has(item.image)) known.set(item.image, { alt });
  }
  if (!contentDir) return known;
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(path.join(contentDir, MEDIA_DESCRIPTIONS_FILE), 'utf8')) as unknown;
  } catch {
    return known;
  }
  for (const [stored, value] of Object.entries(listed ?? {})) {
    const { alt, decorative, pages } = (value ?? {}) as { alt?: unknown; decorative?: unknown; pages?: unknown };
    if (decorative === true) known.set(stored, { decorative: true });
    else if (typeof alt === 'string' && alt.trim()) known.set(stored, { alt: alt.trim() });
    if (typeof pages === 'number' && Number.isSafeInteger(pages) && pages > 0) {
      known.set(stored, { ...known.get(stored), pages });
    }
  }
  return known;
}

/**
 * Records the files under `mediaDir` that have no record yet, with the descriptions the content gives
 * them. Returns how many it recorded. Cheap once done: a directory walk and one query.
 */
export async function adoptMediaFiles(db: Db, mediaDir: string, contentDir?: string): Promise<number> {
  const known = allMediaPaths(db);
  const descriptions = knownDescriptions(db, contentDir);
  const records: NewMediaRecord[] = [];
  for (const stored of await storedFiles(mediaDir)) {
    if (known.has(stored)) continue;
    const file = path.join(mediaDir, ...stored.split('/'));
    const type = await typeOf(file);
    if (!type) continue;
    const { size } = await fs.promises.stat(file);
    records.push({
      path: stored,
      kind: type.kind,
      mime: type.mime,
      bytes: size,
      ...(await factsOf(file, type)),
      original_name: path.basename(stored),
      ...descriptions.get(stored),
    });
  }
  return db.transaction(() => {
    // Another process (the command line) may have recorded some meanwhile.
    const now = allMediaPaths(db);
    const fresh = records.filter((record) => !now.has(record.path));
    for (const record of fresh) insertMediaRecord(db, record);
    return fresh.length;
  })();
}
