// Space given back after a migration that freed much of it. SQLite keeps freed pages in the file for
// later writes; only VACUUM gives them back, and it cannot run inside a transaction, where each
// migration runs. So the migration leaves a note in meta, and the database is vacuumed once the
// migrations are done: at the start that ran them, or, should that fail, at the next one.
import type { Db } from './types';

const KEY = 'vacuum_wanted';

/** Inside a migration: the file is to be vacuumed once the migrations are done. */
export function askForVacuum(db: Db): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    KEY,
    new Date().toISOString(),
  );
}

/** Vacuums the database if a migration asked for it. A failure (no room on the disk for the copy) only leaves the file as large as it was. */
export function vacuumIfAsked(db: Db): void {
  if (db.inTransaction || db.readonly) return;
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'meta'").get();
  if (!hasMeta || !db.prepare('SELECT 1 FROM meta WHERE key = ?').get(KEY)) return;
  try {
    db.exec('VACUUM');
  } catch (error) {
    process.emitWarning(`The database was not vacuumed, the next start tries again: ${(error as Error).message}`);
    return;
  }
  db.prepare('DELETE FROM meta WHERE key = ?').run(KEY);
  // In WAL mode the vacuumed copy went through the log: empty it, or the log keeps the bytes the file gave back.
  if (db.pragma('journal_mode', { simple: true }) === 'wal') db.pragma('wal_checkpoint(TRUNCATE)');
}
