// Migration 18: an account may have no password (a member who joined with a passkey). Only the NOT
// NULL of owners.password_hash goes, which changes nothing stored: SQLite's documented way for it
// (https://www.sqlite.org/lang_altertable.html, "otherwise"), editing the table's definition in place,
// where the usual copy into a new table would have to drop `owners`, and with it, through their
// foreign keys' ON DELETE CASCADE, every session, passkey and subscription of every account.
import type { Db } from '../types';

const BEFORE = 'password_hash TEXT NOT NULL,';
const AFTER = 'password_hash TEXT,';

export function makePasswordOptional(db: Db): void {
  const definition = db
    .prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'owners'")
    .pluck()
    .get() as string;
  if (definition.split(BEFORE).length !== 2) throw new Error('owners.password_hash is not as migration 4 made it');
  const version = db.pragma('schema_version', { simple: true }) as number;
  // better-sqlite3 opens databases in defensive mode, which forbids writing the schema table.
  db.unsafeMode(true);
  try {
    db.pragma('writable_schema = ON');
    db.prepare("UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = 'owners'").run(
      definition.replace(BEFORE, AFTER),
    );
    // Every connection reads the table's definition again.
    db.pragma(`schema_version = ${version + 1}`);
    db.pragma('writable_schema = RESET');
  } finally {
    db.unsafeMode(false);
  }
  const problems = db.pragma('quick_check', { simple: true });
  if (problems !== 'ok') throw new Error(`The database's check after migration 18 failed: ${String(problems)}`);
}
