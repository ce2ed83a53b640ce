// Migration 11: versions kept by their parts. Until now each version held a full copy of the content
// (300 KB for a salon some years in, for a new price or one more photo); from here a version keeps a
// small root, and the content's parts are stored once, by hash, in content_parts, shared by every
// version that holds them (server/modules/content/parts.ts). Every version reads back as it was.
import { writeContentParts } from '../../modules/content';
import type { Db } from '../types';
import { askForVacuum } from '../vacuum';

export function storeContentByParts(db: Db): void {
  db.exec(`
    CREATE TABLE content_parts (
      hash TEXT PRIMARY KEY,
      body TEXT NOT NULL CHECK (json_valid(body))
    );

    -- Renamed rather than added: the column keeps NOT NULL and its check, and whatever still
    -- read the full copy fails at once instead of getting a root it would take for content.
    ALTER TABLE content_versions RENAME COLUMN content TO root;
  `);
  const ids = db.prepare('SELECT id FROM content_versions ORDER BY id').pluck().all() as number[];
  const read = db.prepare('SELECT root FROM content_versions WHERE id = ?').pluck();
  const write = db.prepare('UPDATE content_versions SET root = ? WHERE id = ?');
  // One version at a time: two thousand full copies are too much to hold at once.
  for (const id of ids) write.run(writeContentParts(db, JSON.parse(read.get(id) as string)), id);
  // The full copies' pages are free now, but the file only shrinks by a VACUUM, after this step's transaction.
  if (ids.length > 0) askForVacuum(db);
}
