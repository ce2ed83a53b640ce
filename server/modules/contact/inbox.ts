// The inbox's reads and writes: contact messages with their read and archived state, newest first,
// a page at a time from where the last page ended, searched over the sender's name, email and text by
// a full-text index that also knows each message's folder, the folders counted by a tally (both kept
// by triggers: server/db/migrations/inboxSearch.ts).
import {
  INBOX_PAGE_SIZE,
  type CursorPage,
  type InboxCounts,
  type InboxFolder,
  type InboxMessage,
  type MessageChange,
} from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import { CONTACT_FIELDS } from '../../../src/api/model/contactMessage';
import { encodeCursor, NEWEST, type MessageCursor } from './inboxCursor';

const COLUMNS = ['id', ...CONTACT_FIELDS, 'created_at', 'read_at', 'archived_at'].join(', ');

export interface MessageQuery {
  folder: InboxFolder;
  /** Words to find in the name, email or text: each word the start of one (case and accents do not matter). */
  search?: string;
}

/** The searched fields, by their columns in the full-text index. */
const SEARCHED = '{first_name last_name email message}';

/**
 * The full-text query of a folder and what was typed: every word of it, each as the start of a word
 * of the name, email or text ("amara cut" finds Amara's message about a cut; "nunez@example" an
 * address). Null when the search holds no letter or digit, which nothing matches.
 */
function matchQuery(folder: InboxFolder, search: string): string | null {
  const words = search
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
  if (words.length === 0) return null;
  return `folder:${folder} AND ${SEARCHED}: (${words.map((word) => `"${word}"*`).join(' AND ')})`;
}

interface Filter {
  sql: string;
  params: string[];
  count: (db: Db) => number;
}

/** Which messages a query names, and how to count them: by the folder's tally, or in the search index. */
function where(query: MessageQuery): Filter | null {
  const search = query.search?.trim();
  if (!search) {
    return {
      sql: query.folder === 'archived' ? 'archived_at IS NOT NULL' : 'archived_at IS NULL',
      params: [],
      count: (db) => countMessages(db)[query.folder === 'archived' ? 'archived' : 'inbox'],
    };
  }
  const match = matchQuery(query.folder, search);
  if (match === null) return null;
  return {
    sql: 'id IN (SELECT rowid FROM contact_messages_search WHERE contact_messages_search MATCH ?)',
    params: [match],
    count: (db) =>
      db
        .prepare('SELECT COUNT(*) FROM contact_messages_search WHERE contact_messages_search MATCH ?')
        .pluck()
        .get(match) as number,
  };
}

/**
 * The statement that reads a query's messages older than a place in the list, newest first (ties in
 * time by id), `rows` at most: the list's pages and the export's batches alike. Each folder has an
 * index in this order (server/db/migrations/inboxFolders.ts), so a page is found by a seek and read
 * as the index's next entries, whatever its depth. A search reads and sorts every message it finds
 * (the full-text index gives them in no order): its cost grows with what it finds, as its count's
 * does, not with the depth of the page.
 */
const pageSql = (filter: Filter, rows: number) =>
  `SELECT ${COLUMNS} FROM contact_messages WHERE ${filter.sql} AND (created_at, id) < (?, ?)
   ORDER BY created_at DESC, id DESC LIMIT ${rows}`;

/** A page and one row more: whether that row comes says whether an older page follows. */
const PAGE_ROWS = INBOX_PAGE_SIZE + 1;

/**
 * The list's statement for a query and where its page starts, with its parameters and the count of
 * all the messages it pages through; null when nothing can match.
 */
export function listStatement(query: MessageQuery, before: MessageCursor = NEWEST) {
  const filter = where(query);
  if (!filter) return null;
  return { sql: pageSql(filter, PAGE_ROWS), params: [...filter.params, before.at, before.id], count: filter.count };
}

/** A page of the query's messages: those older than `before` (by default from the newest), with the cursor of the next. */
export function listMessages(db: Db, query: MessageQuery, before?: MessageCursor): CursorPage<InboxMessage> {
  const statement = listStatement(query, before);
  if (!statement) return { data: [], total: 0, next: null };
  const rows = db.prepare(statement.sql).all(...statement.params) as InboxMessage[];
  const data = rows.slice(0, INBOX_PAGE_SIZE);
  const next = rows.length > INBOX_PAGE_SIZE ? encodeCursor(data.at(-1)!) : null;
  return { data, total: statement.count(db), next };
}

/** Rows a CSV export reads at a time: the event loop answers others between them. */
const EXPORT_BATCH = 500;

/**
 * Every message matching the query, newest first, a batch at a time (for the CSV export, streamed):
 * each batch starts after the last one's last message, so none is read twice or missed when the
 * folder changes meanwhile.
 */
export async function* exportMessages(db: Db, query: MessageQuery): AsyncGenerator<InboxMessage[]> {
  const filter = where(query);
  if (!filter) return;
  const batch = db.prepare(pageSql(filter, EXPORT_BATCH));
  let after = NEWEST;
  for (;;) {
    const rows = batch.all(...filter.params, after.at, after.id) as InboxMessage[];
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    after = { at: last.created_at, id: last.id };
    // The next batch waits for what else is waiting.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function getMessage(db: Db, id: number): InboxMessage | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE id = ?`).get(id) as InboxMessage | undefined;
}

/** The folders' counts, from their tally (kept by the database's triggers). */
export function countMessages(db: Db): InboxCounts {
  return db.prepare('SELECT unread, inbox, archived FROM inbox_tally').get() as InboxCounts;
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
