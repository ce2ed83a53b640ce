// The contact inbox in SQLite: messages visitors sent, stored once each.
import type { ContactMessage } from '../../../src/api/types';
import type { Db } from '../../db/types';
import { queueMessageMail } from './notifier';
import type { StoredContactMessage } from './types';
import { CONTACT_FIELDS } from '../../../src/api/model/contactMessage';

export type { StoredContactMessage };

function all<T>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

/** A message repeated within this time from the same address is a resend, not a new message. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Stores a message, unless the same address sent the very same fields within DUPLICATE_WINDOW_MS:
 * then the stored one's id is returned, so a resend (a double submit, a retry after a lost answer, a
 * replayed request) still gets its success without a second copy in the inbox.
 */
export function insertContactMessage(
  db: Db,
  message: ContactMessage,
  meta: { ip?: string | null; userAgent?: string | null; queueMail?: boolean } = {},
): { id: number; created_at: string; duplicate: boolean } {
  const now = new Date();
  const createdAt = now.toISOString();
  const ip = meta.ip ?? null;
  const store = db.transaction(() => {
    const earlier = db
      .prepare(
        `SELECT id, created_at FROM contact_messages
         WHERE created_at >= ? AND ip IS ? AND ${CONTACT_FIELDS.map((field) => `${field} = ?`).join(' AND ')}
         ORDER BY id DESC LIMIT 1`,
      )
      .get(
        new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString(),
        ip,
        ...CONTACT_FIELDS.map((field) => message[field]),
      ) as { id: number; created_at: string } | undefined;
    if (earlier) return { ...earlier, duplicate: true };
    const result = db
      .prepare(
        `INSERT INTO contact_messages (${CONTACT_FIELDS.join(', ')}, ip, user_agent, created_at)
         VALUES (${CONTACT_FIELDS.map(() => '?').join(', ')}, ?, ?, ?)`,
      )
      .run(
        ...CONTACT_FIELDS.map((field) => message[field]),
        ip,
        meta.userAgent ? meta.userAgent.slice(0, 512) : null,
        createdAt,
      );
    const id = Number(result.lastInsertRowid);
    // Queued with the message, in one commit: a stored message always has its email on the way.
    if (meta.queueMail) queueMessageMail(db, id, now);
    return { id, created_at: createdAt, duplicate: false };
  });
  // IMMEDIATE: another process (the CLI) cannot slip the same row in between the look and the write.
  return store.immediate();
}

export function listContactMessages(db: Db, limit = 100): StoredContactMessage[] {
  return all(db, 'SELECT * FROM contact_messages ORDER BY id DESC LIMIT ?', limit);
}

/**
 * How many messages arrived from `from` until before `to` (those deleted since are gone): the sum of
 * each folder's count, so that each is a seek in its folder's index of times.
 */
export function countMessagesBetween(db: Db, from: Date, to: Date): number {
  const range = [from.toISOString(), to.toISOString()];
  const inFolder = (folder: string) =>
    db
      .prepare(`SELECT COUNT(*) FROM contact_messages WHERE ${folder} AND created_at >= ? AND created_at < ?`)
      .pluck()
      .get(...range) as number;
  return inFolder('archived_at IS NULL') + inFolder('archived_at IS NOT NULL');
}
