// Invitations to the salon's area: an owner invites an email with a role, and the link the invitee
// opens holds a random token (256 bits) that is kept only as its hash. It works once, until it
// expires (INVITATION_DAYS), and a new invitation to the same email replaces the one waiting.
import crypto from 'node:crypto';
import { INVITATION_DAYS, type Invitation, type Role } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import { normaliseEmail } from './owners';

const DAY_MS = 24 * 60 * 60_000;

interface InvitationRow {
  id: number;
  email: string;
  role: Role;
  invited_by: string;
  created_at: string;
  expires_at: number;
  accepted_at: string | null;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const invitationOf = (row: InvitationRow, now: number): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: new Date(row.expires_at).toISOString(),
  expired: row.expires_at <= now,
});

/**
 * Invites `email` as `role`, replacing an invitation waiting for it; returns it with its token, and
 * the id of the one it replaced.
 */
export function createInvitation(
  db: Db,
  invite: { email: string; role: Role; invitedBy: string },
  now = Date.now(),
): { invitation: Invitation; token: string; replaced: number | undefined } {
  const token = crypto.randomBytes(32).toString('base64url');
  const email = normaliseEmail(invite.email);
  let replaced: number | undefined;
  const id = db.transaction(() => {
    replaced = db
      .prepare('DELETE FROM invitations WHERE email = ? AND accepted_at IS NULL RETURNING id')
      .pluck()
      .get(email) as number | undefined;
    return db
      .prepare(
        `INSERT INTO invitations (email, role, token_hash, invited_by, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        email,
        invite.role,
        hashToken(token),
        invite.invitedBy,
        new Date(now).toISOString(),
        now + INVITATION_DAYS * DAY_MS,
      ).lastInsertRowid;
  })();
  const row = db.prepare('SELECT * FROM invitations WHERE id = ?').get(id) as InvitationRow;
  return { invitation: invitationOf(row, now), token, replaced };
}

/** The invitations not yet accepted (expired ones too, marked), newest first. */
export function waitingInvitations(db: Db, now = Date.now()): Invitation[] {
  const rows = db
    .prepare('SELECT * FROM invitations WHERE accepted_at IS NULL ORDER BY id DESC')
    .all() as InvitationRow[];
  return rows.map((row) => invitationOf(row, now));
}

/** Withdraws an invitation not yet accepted; returns it, or undefined when there is none. */
export function withdrawInvitation(db: Db, id: number, now = Date.now()): Invitation | undefined {
  const row = db.prepare('SELECT * FROM invitations WHERE id = ? AND accepted_at IS NULL').get(id) as
    InvitationRow | undefined;
  if (!row) return undefined;
  db.prepare('DELETE FROM invitations WHERE id = ?').run(id);
  return invitationOf(row, now);
}

/** The invitation `token` opens while it can still be used (not accepted, not expired). */
export function usableInvitation(db: Db, token: string, now = Date.now()): Invitation | undefined {
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const row = db
    .prepare('SELECT * FROM invitations WHERE token_hash = ? AND accepted_at IS NULL AND expires_at > ?')
    .get(hashToken(token), now) as InvitationRow | undefined;
  return row && invitationOf(row, now);
}

/**
 * Marks the invitation used and runs `makeAccount` in the same transaction: true when this call used
 * it, false when it was used, withdrawn or expired meanwhile (then no account is made).
 */
export function acceptInvitation(db: Db, id: number, makeAccount: () => void, now = Date.now()): boolean {
  return db.transaction(() => {
    const used = db
      .prepare('UPDATE invitations SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL AND expires_at > ?')
      .run(new Date(now).toISOString(), id, now);
    if (used.changes !== 1) return false;
    makeAccount();
    return true;
  })();
}

/** Invitations accepted or expired more than 30 days ago are let go. */
export function pruneInvitations(db: Db, now = Date.now()): void {
  const before = now - 30 * DAY_MS;
  db.prepare('DELETE FROM invitations WHERE expires_at < ? OR accepted_at < ?').run(
    before,
    new Date(before).toISOString(),
  );
}
