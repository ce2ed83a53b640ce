// The inbox's reads and writes: contact messages with their read and archived state, newest first,
// a page at a time, searched over the sender's name, email and text.
import {
  INBOX_PAGE_SIZE,
  type InboxCounts,
  type InboxFolder,
  type InboxMessage,
  type MessageChange,
  type Paged,
} from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import { CONTACT_FIELDS, contactMessageFields } from '../../../src/api/model/contactMessage';

const COLUMNS = ['id', ...CONTACT_FIELDS, 'created_at', 'read_at', 'archived_at'].join(', ');

/** The fields the search looks in, joined by spaces. */
const SEARCHED = CONTACT_FIELDS.filter((field) => contactMessageFields[field].searched).join(" || ' ' || ");

export interface MessageQuery {
  folder: InboxFolder;
  /** Words to find in the name, email or text (case does not matter). */
  search?: string;
}

/** SQLite's lower() knows only ASCII: "JOSÉ" must still find "José". */
function ensureFold(db: Db) {
  db.function('fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
}

/** LIKE's own characters in what was typed are matched as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(query: MessageQuery): { sql: string; params: string[] } {
  const clauses = [query.folder === 'archived' ? 'archived_at IS NOT NULL' : 'archived_at IS NULL'];
  const params: string[] = [];
  // Each word must appear somewhere: "amara cut" finds Amara's message about a cut.
  for (const word of (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
    clauses.push(`fold(${SEARCHED}) LIKE ? ESCAPE '\\'`);
    params.push(likePattern(word));
  }
  return { sql: clauses.join(' AND '), params };
}

export function listMessages(db: Db, query: MessageQuery, page: number): Paged<InboxMessage> {
  ensureFold(db);
  const { sql, params } = where(query);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM contact_messages WHERE ${sql}`).get(...params) as { n: number })
    .n;
  const data = db
    .prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE) as InboxMessage[];
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)), total };
}

/** Every message matching the query, newest first (for the CSV export). */
export function allMessages(db: Db, query: MessageQuery): InboxMessage[] {
  ensureFold(db);
  const { sql, params } = where(query);
  return db
    .prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE ${sql} ORDER BY created_at DESC, id DESC`)
    .all(...params) as InboxMessage[];
}

export function getMessage(db: Db, id: number): InboxMessage | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE id = ?`).get(id) as InboxMessage | undefined;
}

export function countMessages(db: Db): InboxCounts {
  return db
    .prepare(
      `SELECT
         COUNT(*) FILTER (WHERE archived_at IS NULL AND read_at IS NULL) AS unread,
         COUNT(*) FILTER (WHERE archived_at IS NULL) AS inbox,
         COUNT(*) FILTER (WHERE archived_at IS NOT NULL) AS archived
       FROM contact_messages`,
    )
    .get() as InboxCounts;
}

/** Applies the change; a state already as asked keeps its original time. */
export function changeMessage(db: Db, id: number, change: MessageChange, now = new Date()): InboxMessage | undefined {
  const mark = (column: 'read_at' | 'archived_at', on: boolean) => {
    if (on)
      db.prepare(`UPDATE contact_messages SET ${column} = COALESCE(${column}, ?) WHERE id = ?`).run(
        now.toISOString(),
        id,
      );
    else db.prepare(`UPDATE contact_messages SET ${column} = NULL WHERE id = ?`).run(id);
  };
  db.transaction(() => {
    if (change.read !== undefined) mark('read_at', change.read);
    if (change.archived !== undefined) mark('archived_at', change.archived);
  })();
  return getMessage(db, id);
}

export function deleteMessage(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM contact_messages WHERE id = ?').run(id).changes > 0;
}
