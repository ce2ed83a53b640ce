// Recovery codes: ten single-use codes an owner who requires a passkey keeps apart (printed, in a
// password manager), each signing in once in place of the passkey, with the password. Each holds 120
// random bits (24 characters of Crockford's base32, shown in groups of four), so a SHA-256 hash is
// enough to store it (OWASP ASVS 6.5.2: 112 bits or more); only the hashes are kept.
import crypto from 'node:crypto';
import type { Db } from '../../../db/types';

export const RECOVERY_CODE_COUNT = 10;

/** Crockford's base32: no I, L, O or U, so nothing reads as something else. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 24;

/** One new code, "7KQ2-M9XD-4HPA-ZC3R-W8NE-F6TB", from the system's secure random source. */
export function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(15); // 120 bits, 5 per character
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = CODE_LENGTH - 1; i >= 0; i -= 1) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code.match(/.{4}/g)!.join('-');
}

/**
 * A code as typed, the way it is hashed: spaces and dashes dropped, upper case, and the letters
 * people mistake for digits read as those digits (O as 0, I and L as 1). Null when it cannot be one.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

const hashCode = (normalised: string) => crypto.createHash('sha256').update(normalised).digest('base64url');

/** Replaces every code of the owner with ten new ones; returns them, to be shown once. */
export function replaceRecoveryCodes(db: Db, ownerId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = new Date().toISOString();
  db.transaction(() => {
    db.prepare('DELETE FROM owner_recovery_codes WHERE owner_id = ?').run(ownerId);
    const insert = db.prepare('INSERT INTO owner_recovery_codes (owner_id, code_hash, created_at) VALUES (?, ?, ?)');
    for (const code of codes) insert.run(ownerId, hashCode(normaliseRecoveryCode(code)!), now);
  })();
  return codes;
}

/** How many of the owner's codes are still unused. */
export const recoveryCodesLeft = (db: Db, ownerId: number) =>
  (
    db
      .prepare('SELECT COUNT(*) AS n FROM owner_recovery_codes WHERE owner_id = ? AND used_at IS NULL')
      .get(ownerId) as {
      n: number;
    }
  ).n;

/** Uses up the code if it is one of the owner's unused ones; returns whether it was (once only). */
export function useRecoveryCode(db: Db, ownerId: number, typed: string): boolean {
  const code = normaliseRecoveryCode(typed);
  if (code === null) return false;
  // One statement: two requests with the same code cannot both use it.
  return (
    db
      .prepare('UPDATE owner_recovery_codes SET used_at = ? WHERE owner_id = ? AND code_hash = ? AND used_at IS NULL')
      .run(new Date().toISOString(), ownerId, hashCode(code)).changes === 1
  );
}
