// Migration 16: the salon's own settings, which the owners choose in the area (its time zone first),
// one row per setting. A setting without a row has its default (the time zone: the server's).
import type { Db } from '../types';

export function createSalonSettings(db: Db): void {
  db.exec(`
    CREATE TABLE salon_settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      updated_by TEXT
    );
  `);
}
