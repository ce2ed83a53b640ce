// The salon's accounts as the owners manage them: each with its role, when it was made and last
// signed in, and how many browsers are signed in with it now.
import type { TeamMember } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import type { Owner } from './owners';

type MemberRow = Pick<Owner, 'id' | 'email' | 'role' | 'created_at' | 'last_sign_in_at'> & { sessions: number };

const SELECT_MEMBERS = `
  SELECT o.id, o.email, o.role, o.created_at, o.last_sign_in_at,
    (SELECT COUNT(*) FROM owner_sessions s WHERE s.owner_id = o.id) AS sessions
  FROM owners o`;

const memberOf = (row: MemberRow, viewerId: number): TeamMember => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
  sessions: row.sessions,
  you: row.id === viewerId,
});

/** Every account, owners first, then by email. */
export function listMembers(db: Db, viewerId: number): TeamMember[] {
  const rows = db.prepare(`${SELECT_MEMBERS} ORDER BY o.role != 'owner', o.email`).all() as MemberRow[];
  return rows.map((row) => memberOf(row, viewerId));
}

export function findMember(db: Db, id: number, viewerId: number): TeamMember | undefined {
  const row = db.prepare(`${SELECT_MEMBERS} WHERE o.id = ?`).get(id) as MemberRow | undefined;
  return row && memberOf(row, viewerId);
}
