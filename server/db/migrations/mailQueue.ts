// Migration 14: one queue for every email the server sends (server/lib/mailQueue.ts), in place of the
// contact messages' own: each mail has a kind and a reference, unique together, so a mail is queued
// once; what a mail needs beyond the database (an invitation's link) waits in payload until it is sent.
// The contact messages' mails still queued or lately sent move over as they are.
import type { Db } from '../types';

export function createMailQueue(db: Db): void {
  db.exec(`
    CREATE TABLE mail_queue (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      ref TEXT NOT NULL,
      payload TEXT CHECK (payload IS NULL OR json_valid(payload)),
      queued_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      -- ms since the epoch
      next_attempt_at INTEGER NOT NULL,
      last_error TEXT,
      sent_at TEXT,
      UNIQUE (kind, ref)
    );
    CREATE INDEX mail_queue_due ON mail_queue (sent_at, next_attempt_at);
    INSERT INTO mail_queue (kind, ref, queued_at, attempts, next_attempt_at, last_error, sent_at)
      SELECT 'contact-message', CAST(message_id AS TEXT), queued_at, attempts, next_attempt_at, last_error, sent_at
      FROM mail_outbox ORDER BY message_id;
    DROP TABLE mail_outbox;
  `);
}
