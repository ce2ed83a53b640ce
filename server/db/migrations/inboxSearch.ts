// Migration 9: the inbox at tens of thousands of messages. A full-text index of the fields the search
// looks in (SQLite FTS5; accents and case ignored, so "jose" finds "José"), and a tally of the
// folders' counts: both kept by triggers, whoever writes (the server, the command line, an import).
import type { Db } from '../types';

const FIELDS = ['first_name', 'last_name', 'email', 'message'];

export function indexInbox(db: Db): void {
  const columns = FIELDS.join(', ');
  const values = (row: 'new' | 'old') => FIELDS.map((field) => `${row}.${field}`).join(', ');
  /** A row's part of the tally: +1 or -1 in each count it belongs to. */
  const tally = (row: 'new' | 'old', sign: '+' | '-') => `
    UPDATE inbox_tally SET
      unread = unread ${sign} (${row}.archived_at IS NULL AND ${row}.read_at IS NULL),
      inbox = inbox ${sign} (${row}.archived_at IS NULL),
      archived = archived ${sign} (${row}.archived_at IS NOT NULL);`;
  db.exec(`
    CREATE VIRTUAL TABLE contact_messages_search USING fts5(
      ${columns},
      content = 'contact_messages',
      content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2'
    );
    INSERT INTO contact_messages_search (contact_messages_search) VALUES ('rebuild');

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
      INSERT INTO contact_messages_search (contact_messages_search, rowid, ${columns})
        VALUES ('delete', old.id, ${values('old')});
      ${tally('old', '-')}
    END;
    CREATE TRIGGER contact_messages_edited AFTER UPDATE OF ${columns} ON contact_messages BEGIN
      INSERT INTO contact_messages_search (contact_messages_search, rowid, ${columns})
        VALUES ('delete', old.id, ${values('old')});
      INSERT INTO contact_messages_search (rowid, ${columns}) VALUES (new.id, ${values('new')});
    END;
    CREATE TRIGGER contact_messages_moved AFTER UPDATE OF read_at, archived_at ON contact_messages BEGIN
      ${tally('old', '-')}
      ${tally('new', '+')}
    END;
  `);
}
