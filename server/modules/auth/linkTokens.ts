// Links in an email that act for one account without a session (unsubscribing from the weekly
// report): the link carries the account's id and an HMAC of it and of what the link is for, made
// with the area's secret (cookies.ts), so only this server can make one, for that account and that
// purpose alone. Such a link does one harmless thing, so it needs no expiry: used again, it does it again.
import crypto from 'node:crypto';
import type { Db } from '../../db/types';
import { adminSecret } from './cookies';
import type { ThrottlePolicy } from './throttle';
import { lockedFor, recordFailure } from './throttle';

const mac = (secret: string, purpose: string, ownerId: number) =>
  crypto.createHmac('sha256', secret).update(`link|${purpose}|${ownerId}`).digest('base64url');

/** The token of a link that acts for `ownerId`, for `purpose` only. */
export function ownerLinkToken(db: Db, purpose: string, ownerId: number): string {
  return `${ownerId}.${mac(adminSecret(db), purpose, ownerId)}`;
}

/** The account a token made by ownerLinkToken for `purpose` acts for, or null for any other text. */
export function ownerOfLinkToken(db: Db, purpose: string, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const match = /^([1-9]\d{0,14})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const ownerId = Number(match[1]);
  const expected = Buffer.from(mac(adminSecret(db), purpose, ownerId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? ownerId : null;
}

/**
 * Wrong guesses at a secret taken without a session (a link's token), counted against the address
 * like failed sign-ins (the same key): past the free ones, the address waits.
 */
export interface GuessCounter {
  /** How long until `address` may try again (0: now). */
  waitMs(address: string): number;
  failed(address: string): void;
}

export function addressGuesses(db: Db, policy: ThrottlePolicy): GuessCounter {
  const keys = (address: string) => [{ key: `address:${address}`, policy }];
  return {
    waitMs: (address) => lockedFor(db, keys(address)),
    failed: (address) => void recordFailure(db, keys(address)),
  };
}
