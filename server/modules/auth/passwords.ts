// Owner passwords: the rules a new one must meet, and argon2id hashing (OWASP's Password Storage
// Cheat Sheet: at least 19 MiB of memory, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_LIMITS } from '../../../src/api/adminContract';

export interface HashParameters {
  /** KiB of memory. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const DEFAULT_HASH_PARAMETERS: HashParameters = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/**
 * What is hashed: the password as typed, in Unicode's compatibility form (NFKC), so that the same
 * characters typed on another keyboard or system still match. Nothing is trimmed or cut.
 */
const normalised = (password: string) => password.normalize('NFKC');

/** An argon2id hash (the library's default algorithm; needsRehash notices any other). */
export function hashPassword(password: string, parameters: HashParameters): Promise<string> {
  return hash(normalised(password), parameters);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, normalised(password));
  } catch {
    // A stored value that is not a hash at all matches nothing.
    return false;
  }
}

/** Whether a stored hash was made with other parameters (or another algorithm) than today's. */
export function needsRehash(stored: string, parameters: HashParameters): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m !== parameters.memoryCost || t !== parameters.timeCost || p !== parameters.parallelism;
}

let dummyHash: Promise<string> | undefined;
let dummyParameters: HashParameters | undefined;

/**
 * A hash of nothing anyone knows, checked when no account has the email given, so that an unknown
 * email costs the same time as a known one with a wrong password.
 */
export function verifyAgainstNothing(password: string, parameters: HashParameters): Promise<boolean> {
  if (!dummyHash || dummyParameters !== parameters) {
    dummyParameters = parameters;
    dummyHash = hashPassword(`no account ${Math.random()}`, parameters);
  }
  return dummyHash.then((stored) => verifyPassword(stored, password)).then(() => false);
}

/**
 * Checks a password against an account's hash. An account without a password (it signs in with its
 * passkeys) matches nothing, after the time a check takes: its answer is a wrong password's.
 */
export function verifyAccountPassword(
  stored: string | null,
  password: string,
  parameters: HashParameters,
): Promise<boolean> {
  return stored === null ? verifyAgainstNothing(password, parameters) : verifyPassword(stored, password);
}

/** zxcvbn's list of common passwords, most common first: none of them may be chosen. */
const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export const COMMON_PASSWORD_COUNT = COMMON.size;

/** Characters as they are compared and hashed: code points after normalising (e + U+0301 is one, é). */
const length = (text: string) => [...normalised(text)].length;

/** Whether two passwords are the same once normalised, as their hashes would say. */
export const samePassword = (a: string, b: string) => normalised(a) === normalised(b);

/** Why a new password cannot be used, as a sentence for the owner, or null when it can. */
export function passwordProblem(password: string, email?: string): string | null {
  const chars = length(password);
  if (chars < PASSWORD_LIMITS.min) {
    return `Choose a password of at least ${PASSWORD_LIMITS.min} characters; a few words in a row make a good one.`;
  }
  if (chars > PASSWORD_LIMITS.max) return `Choose a password of at most ${PASSWORD_LIMITS.max} characters.`;
  const folded = normalised(password).toLowerCase();
  if (COMMON.has(folded)) {
    return 'This password is one of the most common passwords, which are tried first. Please choose another.';
  }
  if (email && folded.includes(email.toLowerCase()))
    return 'Choose a password that does not contain your email address.';
  return null;
}
