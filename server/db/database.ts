// Opens the SQLite database and brings its schema up to date (the steps are in ./migrations).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

import type { Db } from './types';
import { MIGRATIONS } from './migrations';
import { vacuumIfAsked } from './vacuum';

export type { Db };

export const SCHEMA_VERSION = MIGRATIONS.length;

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Brings the schema up to `target` (the newest by default; the tests stop earlier to make old databases). */
export function migrate(db: Db, target = SCHEMA_VERSION): void {
  const current = schemaVersion(db);
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The database is at schema version ${current}, newer than this server's ${SCHEMA_VERSION}. ` +
        'Run a newer server, or point DATABASE_PATH at another file.',
    );
  }
  for (let version = current; version < target; version += 1) {
    const step = MIGRATIONS[version]!;
    // The version bump commits with the step, so a crash never leaves a half-applied step recorded.
    db.transaction(() => {
      step(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  vacuumIfAsked(db);
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: every commit reaches the disk before we answer, so an accepted contact message
  // survives even a power cut, not only a killed process. Writes here are rare.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // The CLI may write while the server runs; wait for the lock rather than fail.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
