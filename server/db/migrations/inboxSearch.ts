// Migration 9: the inbox at tens of thousands of messages. A full-text index of the fields the search
// looks in and of each message's folder (SQLite FTS5, holding no copy of the text; accents and case
// ignored, so "jose" finds "José"), so that a search and its count never read the messages
// themselves; and a tally of the folders' counts. Both kept by triggers, whoever writes (the server,
// the command line, an import).
import type { Db } from '../types';

const FIELDS = ['first_name', 'last_name', 'email', 'message'];

export function indexInbox(db: Db): void {
  const columns = ['folder', ...FIELDS].join(', ');
  const folder = (row: string) => `CASE WHEN ${row}.archived_at IS NULL THEN 'inbox' ELSE 'archived' END`;
  const values = (row: string) => [folder(row), ...FIELDS.map((field) => `${row}.${field}`)].join(', ');
  /** A row's part of the tally: +1 or -1 in each count it belongs to. */
  const tally = (row: 'new' | 'old', sign: '+' | '-') => `
    UPDATE inbox_tally SET
      unread = unread ${sign} (${row}.archived_at IS NULL AND ${row}.read_at IS NULL),
      inbox = inbox ${sign} (${row}.archived_at IS NULL),
      archived = archived ${sign} (${row}.archived_at IS NOT NULL);`;
  db.exec(`
    CREATE VIRTUAL TABLE contact_messages_search USING fts5(
      ${columns},
      content = '',
      contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2'
    );
    INSERT INTO contact_messages_search (rowid, ${columns})
    SELECT id, ${values('contact_messages')} FROM contact_messages;

    CREATE TABLE inbox_tally (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      unread INTEGER NOT NULL,
      inbox INTEGER NOT NULL,
      archived INTEGER NOT NULL
    );
    INSERT INTO inbox_tally (id, unread, inbox, archived)
    SELECT 1,
      COUNT(*) FILTER (WHERE archived_at IS NULL AND read_at IS NULL),
      COUNT(*) FILTER (WHERE archived_at IS NULL),
      COUNT(*) FILTER (WHERE archived_at IS NOT NULL)
    FROM contact_messages;

    CREATE TRIGGER contact_messages_added AFTER INSERT ON contact_messages BEGIN
      INSERT INTO contact_messages_search (rowid, ${columns}) VALUES (new.id, ${values('new')});
      ${tally('new', '+')}
    END;
    CREATE TRIGGER contact_messages_deleted AFTER DELETE ON contact_messages BEGIN
      DELETE FROM contact_messages_search WHERE rowid = old.id;
      ${tally('old', '-')}
    END;
    CREATE TRIGGER contact_messages_edited AFTER UPDATE OF ${[...FIELDS, 'archived_at'].join(', ')} ON contact_messages BEGIN
      DELETE FROM contact_messages_search WHERE rowid = old.id;
      INSERT INTO contact_messages_search (rowid, ${columns}) VALUES (new.id, ${values('new')});
    END;
    CREATE TRIGGER contact_messages_moved AFTER UPDATE OF read_at, archived_at ON contact_messages BEGIN
      ${tally('old', '-')}
      ${tally('new', '+')}
    END;
  `);
}
