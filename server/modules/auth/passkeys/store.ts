// Owners' passkeys, their requirement and recovery codes, and the challenges under way, in SQLite.
import crypto from 'node:crypto';
import type { Db } from '../../../db/types';

export interface StoredPasskey {
  id: number;
  owner_id: number;
  credential_id: string;
  public_key: Buffer;
  sign_count: number;
  transports: string;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface PasskeySettings {
  owner_id: number;
  user_handle: string;
  required: number;
  required_changed_at: string | null;
}

export const listPasskeys = (db: Db, ownerId: number) =>
  db.prepare('SELECT * FROM owner_passkeys WHERE owner_id = ? ORDER BY id').all(ownerId) as StoredPasskey[];

export const countPasskeys = (db: Db, ownerId: number) =>
  (db.prepare('SELECT COUNT(*) AS n FROM owner_passkeys WHERE owner_id = ?').get(ownerId) as { n: number }).n;

export const findPasskey = (db: Db, ownerId: number, id: number) =>
  db.prepare('SELECT * FROM owner_passkeys WHERE owner_id = ? AND id = ?').get(ownerId, id) as
    StoredPasskey | undefined;

export const findPasskeyByCredential = (db: Db, credentialId: string) =>
  db.prepare('SELECT * FROM owner_passkeys WHERE credential_id = ?').get(credentialId) as StoredPasskey | undefined;

export function addPasskey(
  db: Db,
  passkey: Pick<
    StoredPasskey,
    'owner_id' | 'credential_id' | 'public_key' | 'sign_count' | 'device_type' | 'backed_up' | 'name'
  > & { transports: string[] },
): StoredPasskey {
  const result = db
    .prepare(
      `INSERT INTO owner_passkeys
         (owner_id, credential_id, public_key, sign_count, transports, device_type, backed_up, name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      passkey.owner_id,
      passkey.credential_id,
      passkey.public_key,
      passkey.sign_count,
      JSON.stringify(passkey.transports),
      passkey.device_type,
      passkey.backed_up,
      passkey.name,
      new Date().toISOString(),
    );
  return findPasskey(db, passkey.owner_id, Number(result.lastInsertRowid))!;
}

export function renamePasskey(db: Db, ownerId: number, id: number, name: string): void {
  db.prepare('UPDATE owner_passkeys SET name = ? WHERE owner_id = ? AND id = ?').run(name, ownerId, id);
}

export function removePasskey(db: Db, ownerId: number, id: number): void {
  db.prepare('DELETE FROM owner_passkeys WHERE owner_id = ? AND id = ?').run(ownerId, id);
}

/** Notes a use: the new signature counter, the backup state the authenticator reports, the time. */
export function recordPasskeyUse(db: Db, id: number, signCount: number, backedUp: boolean): void {
  db.prepare('UPDATE owner_passkeys SET sign_count = ?, backed_up = ?, last_used_at = ? WHERE id = ?').run(
    signCount,
    backedUp ? 1 : 0,
    new Date().toISOString(),
    id,
  );
}

export const passkeySettings = (db: Db, ownerId: number) =>
  db.prepare('SELECT * FROM owner_passkey_settings WHERE owner_id = ?').get(ownerId) as PasskeySettings | undefined;

/**
 * The owner's user handle, made the first time: `handle` when given (the one a passkey made while
 * joining already holds), else 32 random bytes, base64url.
 */
export function userHandle(db: Db, ownerId: number, handle = crypto.randomBytes(32).toString('base64url')): string {
  db.prepare('INSERT OR IGNORE INTO owner_passkey_settings (owner_id, user_handle) VALUES (?, ?)').run(ownerId, handle);
  return passkeySettings(db, ownerId)!.user_handle;
}

export const passkeyRequired = (db: Db, ownerId: number) => passkeySettings(db, ownerId)?.required === 1;

export function setPasskeyRequired(db: Db, ownerId: number, required: boolean): void {
  userHandle(db, ownerId);
  db.prepare('UPDATE owner_passkey_settings SET required = ?, required_changed_at = ? WHERE owner_id = ?').run(
    required ? 1 : 0,
    new Date().toISOString(),
    ownerId,
  );
}

/** Turns the requirement off and removes the recovery codes; returns whether it was on. */
export function releasePasskeyRequirement(db: Db, ownerId: number): boolean {
  if (!passkeyRequired(db, ownerId)) return false;
  db.transaction(() => {
    setPasskeyRequired(db, ownerId, false);
    db.prepare('DELETE FROM owner_recovery_codes WHERE owner_id = ?').run(ownerId);
  })();
  return true;
}

// Challenges -----------------------------------------------------------------------------------

export type ChallengePurpose = 'register' | 'sign-in';

export const flowHash = (flow: string) => crypto.createHash('sha256').update(flow).digest('base64url');

/** Keeps a challenge for the flow (a newer one replaces an older of the same flow). */
export function saveChallenge(
  db: Db,
  flow: string,
  purpose: ChallengePurpose,
  ownerId: number | null,
  challenge: string,
  ttlMs: number,
  now = Date.now(),
): void {
  db.prepare(
    `INSERT INTO passkey_challenges (flow_hash, purpose, owner_id, challenge, expires_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (flow_hash) DO UPDATE SET purpose = excluded.purpose, owner_id = excluded.owner_id,
       challenge = excluded.challenge, expires_at = excluded.expires_at`,
  ).run(flowHash(flow), purpose, ownerId, challenge, now + ttlMs);
}

/**
 * Takes the flow's challenge out (it can be answered once, whatever the outcome): the challenge when
 * it is of that purpose (and owner) and still fresh, else null.
 */
export function takeChallenge(
  db: Db,
  flow: string,
  purpose: ChallengePurpose,
  ownerId: number | null,
  now = Date.now(),
): string | null {
  const row = db.prepare('DELETE FROM passkey_challenges WHERE flow_hash = ? RETURNING *').get(flowHash(flow)) as
    { purpose: string; owner_id: number | null; challenge: string; expires_at: number } | undefined;
  if (!row || row.purpose !== purpose || row.owner_id !== ownerId || row.expires_at <= now) return null;
  return row.challenge;
}

export function pruneChallenges(db: Db, now = Date.now()): void {
  db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now);
}
