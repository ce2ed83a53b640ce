// Failed sign-ins, counted per address and per account, slow the next attempts down: after a few
// free failures each further one locks that address or account for longer (doubling, up to a cap),
// answered 429 with Retry-After. A lock always ends, and a success clears the count. The owner's own
// browser, which has signed in before, is counted on its own instead of with the account (a trusted
// device cookie, see signInRoutes.ts): someone guessing at the account from elsewhere slows down
// only themselves. Kept in SQLite, so a restart forgives nothing.
import type { Db } from '../../db/types';

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A count with no failure for this long starts again from nothing. */
  forgetAfterMs: number;
}

export interface ThrottlePolicies {
  address: ThrottlePolicy;
  account: ThrottlePolicy;
}

export const DEFAULT_THROTTLE: ThrottlePolicies = {
  // Several people behind one office or mobile network address may mistype.
  address: { freeFailures: 20, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  account: { freeFailures: 5, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
};

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

interface FailureRow {
  failures: number;
  locked_until: number;
  last_failure_at: number;
}

/** How long until every key may try again (0: now). */
export function lockedFor(db: Db, keys: readonly ThrottleKey[], now = Date.now()): number {
  const select = db.prepare('SELECT failures, locked_until, last_failure_at FROM sign_in_failures WHERE key = ?');
  let wait = 0;
  for (const { key } of keys) {
    const row = select.get(key) as FailureRow | undefined;
    if (row && row.locked_until > now) wait = Math.max(wait, row.locked_until - now);
  }
  return wait;
}

/** Counts a failure against each key; returns the longest lock it started (0: none). */
export function recordFailure(db: Db, keys: readonly ThrottleKey[], now = Date.now()): number {
  const select = db.prepare('SELECT failures, locked_until, last_failure_at FROM sign_in_failures WHERE key = ?');
  const upsert = db.prepare(
    `INSERT INTO sign_in_failures (key, failures, locked_until, last_failure_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until,
       last_failure_at = excluded.last_failure_at`,
  );
  let longest = 0;
  db.transaction(() => {
    for (const { key, policy } of keys) {
      const row = select.get(key) as FailureRow | undefined;
      const fresh = !row || now - row.last_failure_at > policy.forgetAfterMs;
      const failures = (fresh ? 0 : row.failures) + 1;
      const over = failures - policy.freeFailures;
      const lock = over > 0 ? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over - 1, 30)) : 0;
      longest = Math.max(longest, lock);
      upsert.run(key, failures, lock > 0 ? now + lock : 0, now);
    }
  })();
  return longest;
}

export function clearFailures(db: Db, keys: readonly ThrottleKey[]): void {
  const remove = db.prepare('DELETE FROM sign_in_failures WHERE key = ?');
  for (const { key } of keys) remove.run(key);
}

/** Counts nobody has added to for longer than any policy remembers, let go. */
export function pruneFailures(db: Db, policies: ThrottlePolicies, now = Date.now()): void {
  const longest = Math.max(policies.address.forgetAfterMs, policies.account.forgetAfterMs);
  db.prepare('DELETE FROM sign_in_failures WHERE last_failure_at < ? AND locked_until < ?').run(now - longest, now);
}
