// Migration 10: each folder of the inbox read a page at a time at any depth. The list asks for the
// messages older than the last one shown, newest first, ties in time by id; an index per folder,
// holding only that folder's messages in that order, finds where such a page starts by a seek and
// reads the page as its next entries, never the messages before it nor the other folder's (which
// an index of every message by time would read through when the folders are uneven, as they are
// once most messages are archived). The index on whether a message is archived (migration 4) is
// dropped: no query has used it since the folders are counted by their tally (migration 9), and
// every new, archived or restored message was updating it.
import type { Db } from '../types';

export function indexInboxFolders(db: Db): void {
  db.exec(`
    CREATE INDEX contact_messages_inbox ON contact_messages (created_at, id) WHERE archived_at IS NULL;
    CREATE INDEX contact_messages_archived ON contact_messages (created_at, id) WHERE archived_at IS NOT NULL;
    DROP INDEX contact_messages_folder;
  `);
}
