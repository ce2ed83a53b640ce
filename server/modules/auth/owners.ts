// The accounts of the people who may sign in to the admin area (the table is named for its first kind,
// the owner), each with its role. Made on the command line, or by accepting an owner's invitation.
import type { Db } from '../../db/types';
import type { Role } from '../../../src/api/adminContract';
import { isValidEmail } from '../../../src/api/model/values';

export interface Owner {
  id: number;
  email: string;
  role: Role;
  /** Null for an account that signs in with its passkeys only (a member who joined with one). */
  password_hash: string | null;
  created_at: string;
  password_changed_at: string;
  last_sign_in_at: string | null;
}

/** Emails are kept and compared in lower case: people do not mean two accounts by "Ana@" and "ana@". */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Why `email` cannot name an account, or null when it can. */
export function ownerEmailProblem(email: string): string | null {
  return isValidEmail(normaliseEmail(email)) ? null : `"${email}" is not a valid email address.`;
}

export function findOwnerByEmail(db: Db, email: string): Owner | undefined {
  return db.prepare('SELECT * FROM owners WHERE email = ?').get(normaliseEmail(email)) as Owner | undefined;
}

export function findOwner(db: Db, id: number): Owner | undefined {
  return db.prepare('SELECT * FROM owners WHERE id = ?').get(id) as Owner | undefined;
}

export function ownerExists(db: Db): boolean {
  return db.prepare('SELECT 1 FROM owners LIMIT 1').get() !== undefined;
}

export function listOwners(db: Db): Owner[] {
  return db.prepare('SELECT * FROM owners ORDER BY email').all() as Owner[];
}

export function addOwner(db: Db, email: string, passwordHash: string | null, role: Role = 'owner'): Owner {
  const now = new Date().toISOString();
  const result = db
    .prepare('INSERT INTO owners (email, password_hash, created_at, password_changed_at, role) VALUES (?, ?, ?, ?, ?)')
    .run(normaliseEmail(email), passwordHash, now, now, role);
  return findOwner(db, Number(result.lastInsertRowid))!;
}

/** Why the last owner cannot lose their role or account (the database refuses it: migration 12). */
export const LAST_OWNER_MESSAGE =
  'The salon must keep an owner: make another account an owner first, then this one can change.';

/**
 * Whether `error` is the database refusing to leave the salon without an owner: read by its code and
 * message, not by its class (an error from the driver need not share this code's Error).
 */
export const isLastOwnerError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_TRIGGER' &&
  (error as { message?: unknown }).message === 'last owner';

/** Gives the account another role; false when it would leave the salon without an owner. */
export function setRole(db: Db, ownerId: number, role: Role): boolean {
  try {
    db.prepare('UPDATE owners SET role = ? WHERE id = ?').run(role, ownerId);
    return true;
  } catch (error) {
    if (isLastOwnerError(error)) return false;
    throw error;
  }
}

/** Replaces the password's hash; `changed` says whether the password itself changed (not only its hash). */
export function setPasswordHash(db: Db, ownerId: number, passwordHash: string, changed: boolean): void {
  if (changed) {
    db.prepare('UPDATE owners SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(
      passwordHash,
      new Date().toISOString(),
      ownerId,
    );
  } else {
    db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?').run(passwordHash, ownerId);
  }
}

/** Whether the account has a password (one that joined with a passkey may have none). */
export function hasPassword<T extends Pick<Owner, 'password_hash'>>(owner: T): owner is T & { password_hash: string } {
  return owner.password_hash !== null;
}

export function recordSignIn(db: Db, ownerId: number): void {
  db.prepare('UPDATE owners SET last_sign_in_at = ? WHERE id = ?').run(new Date().toISOString(), ownerId);
}

/** Removes the account, its sessions with it (the foreign key cascades); false when it is the last owner. */
export function removeOwner(db: Db, ownerId: number): boolean {
  try {
    db.prepare('DELETE FROM owners WHERE id = ?').run(ownerId);
    return true;
  } catch (error) {
    if (isLastOwnerError(error)) return false;
    throw error;
  }
}
