// The media table: one record per stored file (see the migration in db.ts), read and written here only.
import type { MediaDescription, MediaItem, MediaKind } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';

export type { MediaDescription };

/** A record as stored: an item of the library without what is worked out from the content. */
export type MediaRecord = Omit<MediaItem, 'uses' | 'needs_description'>;

interface MediaRow extends Omit<MediaRecord, 'decorative' | 'focal'> {
  decorative: 0 | 1;
  focal_x: number | null;
  focal_y: number | null;
}

export type NewMediaRecord = Pick<
  MediaRecord,
  'path' | 'kind' | 'mime' | 'bytes' | 'width' | 'height' | 'pages' | 'original_name'
> &
  Partial<Pick<MediaRecord, 'alt' | 'decorative'>>;

/** What the file is now, after it was replaced. */
export type MediaFileFacts = Pick<MediaRecord, 'mime' | 'bytes' | 'width' | 'height' | 'pages' | 'original_name'>;

const COLUMNS = `id, path, kind, mime, bytes, width, height, pages, original_name, alt, decorative, focal_x, focal_y,
  revision, created_at, updated_at`;

function fromRow({ decorative, focal_x, focal_y, ...row }: MediaRow): MediaRecord {
  return {
    ...row,
    decorative: decorative === 1,
    focal: focal_x === null || focal_y === null ? null : { x: focal_x, y: focal_y },
  };
}

export function insertMediaRecord(db: Db, record: NewMediaRecord, now = new Date().toISOString()): MediaRecord {
  const { id } = db
    .prepare(
      `INSERT INTO media (path, kind, mime, bytes, width, height, pages, original_name, alt, decorative, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      record.path,
      record.kind,
      record.mime,
      record.bytes,
      record.width,
      record.height,
      record.pages,
      record.original_name,
      record.alt ?? null,
      record.decorative ? 1 : 0,
      now,
      now,
    ) as { id: number };
  return getMediaRecord(db, id)!;
}

/** A recorded PDF's pages, once they are known (they are never read on the server's thread). */
export function recordPdfPages(db: Db, stored: string, pages: number): void {
  db.prepare("UPDATE media SET pages = ? WHERE path = ? AND kind = 'pdf' AND pages IS NULL").run(pages, stored);
}

export function getMediaRecord(db: Db, id: number): MediaRecord | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM media WHERE id = ?`).get(id) as MediaRow | undefined;
  return row && fromRow(row);
}

export function getMediaRecordsByPath(db: Db, paths: readonly string[]): Map<string, MediaRecord> {
  if (paths.length === 0) return new Map();
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM media WHERE path IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(paths)) as MediaRow[];
  return new Map(rows.map((row) => [row.path, fromRow(row)]));
}

export function allMediaPaths(db: Db): Set<string> {
  return new Set((db.prepare('SELECT path FROM media').pluck().all() as string[]) ?? []);
}

/** LIKE matches the characters as typed: % and _ in a search are not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MediaQuery {
  /** Words to find in the original name, the alt text or the stored path (each word, any order). */
  search?: string;
  kind?: MediaKind;
  limit: number;
  offset: number;
}

/** The newest first. */
export function listMediaRecords(db: Db, query: MediaQuery): { records: MediaRecord[]; total: number } {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
    where.push("(original_name LIKE ? ESCAPE '\\' OR alt LIKE ? ESCAPE '\\' OR path LIKE ? ESCAPE '\\')");
    const pattern = likePattern(word);
    params.push(pattern, pattern, pattern);
  }
  if (query.kind) {
    where.push('kind = ?');
    params.push(query.kind);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM media ${clause}`).get(...params) as { total: number };
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM media ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, query.limit, query.offset) as MediaRow[];
  return { records: rows.map(fromRow), total };
}

export function describeMediaRecord(db: Db, id: number, change: MediaDescription, now = new Date().toISOString()) {
  const sets: string[] = ['updated_at = ?'];
  const params: unknown[] = [now];
  if (change.alt !== undefined) {
    sets.push('alt = ?');
    params.push(change.alt);
  }
  if (change.decorative !== undefined) {
    sets.push('decorative = ?');
    params.push(change.decorative ? 1 : 0);
  }
  if (change.focal !== undefined) {
    sets.push('focal_x = ?', 'focal_y = ?');
    params.push(change.focal?.x ?? null, change.focal?.y ?? null);
  }
  db.prepare(`UPDATE media SET ${sets.join(', ')} WHERE id = ?`).run(...params, id);
}

/** The same record (and path) for a new file: the revision moves on, so its address changes for caches. */
export function replaceMediaFile(db: Db, id: number, facts: MediaFileFacts, now = new Date().toISOString()) {
  db.prepare(
    `UPDATE media SET mime = ?, bytes = ?, width = ?, height = ?, pages = ?, original_name = ?,
       revision = revision + 1, updated_at = ? WHERE id = ?`,
  ).run(facts.mime, facts.bytes, facts.width, facts.height, facts.pages, facts.original_name, now, id);
}

export function deleteMediaRecord(db: Db, id: number): void {
  db.prepare('DELETE FROM media WHERE id = ?').run(id);
}
