// Migration 13: invitations to the salon's area. An owner invites an email with a role; the link the
// invitee opens carries a random token that is kept only as its SHA-256 hash, works once (accepted_at)
// and only until it expires. One invitation waits per email at a time.
import type { Db } from '../types';

export function createInvitations(db: Db): void {
  db.exec(`
    CREATE TABLE invitations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'front-desk')),
      token_hash TEXT NOT NULL UNIQUE,
      invited_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      -- ms since the epoch
      expires_at INTEGER NOT NULL,
      accepted_at TEXT
    );
    CREATE UNIQUE INDEX invitations_waiting ON invitations (email) WHERE accepted_at IS NULL;
  `);
}
