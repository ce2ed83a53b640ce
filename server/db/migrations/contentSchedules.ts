// Migration 17: publishes set for a time. A schedule keeps the draft as it was when scheduled (its
// content, until it is settled: the version it becomes holds it after), the minute it goes on the site
// (UTC, and the salon's local time and zone it was entered in), and how it ended: published (with
// the version it made), failed (with why), or cancelled. One waits at a time.
import type { Db } from '../types';

export function createContentSchedules(db: Db): void {
  db.exec(`
    CREATE TABLE content_schedules (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      state TEXT NOT NULL CHECK (state IN ('pending', 'published', 'failed', 'cancelled')),
      content TEXT CHECK (content IS NULL OR json_valid(content)),
      -- The draft's revision and the published version it was scheduled from.
      draft_revision INTEGER NOT NULL,
      based_on INTEGER REFERENCES content_versions (id),
      restored_from INTEGER REFERENCES content_versions (id),
      note TEXT,
      -- ISO 8601, UTC, on the minute.
      publish_at TEXT NOT NULL,
      local_date TEXT NOT NULL,
      local_time TEXT NOT NULL,
      time_zone TEXT NOT NULL,
      scheduled_by TEXT NOT NULL,
      scheduled_at TEXT NOT NULL,
      settled_at TEXT,
      settled_by TEXT,
      failure TEXT,
      -- A failure stays in the editor until someone has seen it (or the draft is published or scheduled again).
      cleared INTEGER NOT NULL DEFAULT 0 CHECK (cleared IN (0, 1)),
      version_id INTEGER REFERENCES content_versions (id),
      CHECK ((state = 'pending') = (content IS NOT NULL))
    );
    CREATE UNIQUE INDEX content_schedules_one_pending ON content_schedules (state) WHERE state = 'pending';
    CREATE INDEX content_schedules_version ON content_schedules (version_id) WHERE version_id IS NOT NULL;
  `);
}
