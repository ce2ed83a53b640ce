// The queue of new-message emails, kept in SQLite beside the messages: a message's email is queued in
// the same transaction that stores it, and stays queued until the mail server has taken it, so
// neither a mail server that is down nor a restart loses it.
import type { Db } from '../../db/types';
import type { StoredContactMessage } from './types';

export interface DueMail {
  message: StoredContactMessage;
  attempts: number;
}

/** Queues the email of a message just stored; called inside the transaction that stores it. */
export function queueMessageMail(db: Db, messageId: number, now = new Date()): void {
  db.prepare('INSERT OR IGNORE INTO mail_outbox (message_id, queued_at, next_attempt_at) VALUES (?, ?, ?)').run(
    messageId,
    now.toISOString(),
    now.getTime(),
  );
}

/** The mails due now, oldest first. A message deleted meanwhile takes its mail with it. */
export function dueMails(db: Db, now: number, limit: number): DueMail[] {
  const rows = db
    .prepare(
      `SELECT m.*, o.attempts AS outbox_attempts FROM mail_outbox o JOIN contact_messages m ON m.id = o.message_id
       WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.message_id LIMIT ?`,
    )
    .all(now, limit) as Array<StoredContactMessage & { outbox_attempts: number }>;
  return rows.map(({ outbox_attempts, ...message }) => ({ message, attempts: outbox_attempts }));
}

/** When the next queued mail falls due (ms since the epoch), or null when none waits. */
export function nextDueAt(db: Db): number | null {
  const row = db.prepare('SELECT MIN(next_attempt_at) AS at FROM mail_outbox WHERE sent_at IS NULL').get() as {
    at: number | null;
  };
  return row.at;
}

export function markSent(db: Db, messageId: number, now = new Date()): void {
  db.prepare('UPDATE mail_outbox SET sent_at = ?, last_error = NULL WHERE message_id = ?').run(
    now.toISOString(),
    messageId,
  );
}

export function markFailed(db: Db, messageId: number, error: string, retryAt: number): void {
  db.prepare(
    'UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE message_id = ?',
  ).run(error.slice(0, 500), retryAt, messageId);
}

export interface OutboxState {
  waiting: number;
  lastError: string | null;
  lastSentAt: string | null;
}

export function outboxState(db: Db): OutboxState {
  const waiting = db.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE sent_at IS NULL').get() as { n: number };
  const failing = db
    .prepare(
      'SELECT last_error FROM mail_outbox WHERE sent_at IS NULL AND last_error IS NOT NULL ORDER BY next_attempt_at DESC LIMIT 1',
    )
    .get() as { last_error: string } | undefined;
  const sent = db.prepare('SELECT MAX(sent_at) AS at FROM mail_outbox').get() as { at: string | null };
  return { waiting: waiting.n, lastError: failing?.last_error ?? null, lastSentAt: sent.at };
}

/** Sent mails are kept a while (the admin area shows when the last one went), then let go. */
export function pruneSentMails(db: Db, before: Date): void {
  db.prepare('DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < ?').run(before.toISOString());
}
