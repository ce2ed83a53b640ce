// Owner accounts: the people who may sign in to the admin area. Made only on the command line.
import type { Db } from '../../db/types';
import { isValidEmail } from '../../../src/api/model/values';

export interface Owner {
  id: number;
  email: string;
  password_hash: string;
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

export function addOwner(db: Db, email: string, passwordHash: string): Owner {
  const now = new Date().toISOString();
  const result = db
    .prepare('INSERT INTO owners (email, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?)')
    .run(normaliseEmail(email), passwordHash, now, now);
  return findOwner(db, Number(result.lastInsertRowid))!;
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

export function recordSignIn(db: Db, ownerId: number): void {
  db.prepare('UPDATE owners SET last_sign_in_at = ? WHERE id = ?').run(new Date().toISOString(), ownerId);
}

/** Removes the account; its sessions go with it (the foreign key cascades). */
export function removeOwner(db: Db, ownerId: number): void {
  db.prepare('DELETE FROM owners WHERE id = ?').run(ownerId);
}
