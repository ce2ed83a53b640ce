// The daily salt and the visitor key made with it. The salt is random, one per day, and deleted as
// soon as its day is over: a key made with yesterday's salt can never be made again, so a visitor
// cannot be followed from one day to the next, and nothing stored leads back to an address.
import crypto from 'node:crypto';
import type { Db } from '../../db/types';

/** Hex characters of the SHA-256 kept: 64 bits, plenty to tell a day's visitors apart. */
const KEY_LENGTH = 16;

export interface Salts {
  /** The key of today's visitor from this address and user agent. */
  visitorKey(day: string, address: string, userAgent: string): string;
  /** Deletes every salt but today's. */
  prune(today: string): void;
}

export function dailySalts(db: Db): Salts {
  const select = db.prepare<[string], { salt: Buffer }>('SELECT salt FROM insight_salts WHERE day = ?');
  const removeOthers = db.prepare('DELETE FROM insight_salts WHERE day <> ?');
  const insert = db.prepare('INSERT OR IGNORE INTO insight_salts (day, salt) VALUES (?, ?)');
  let cached: { day: string; salt: Buffer } | null = null;

  const saltOf = (day: string): Buffer => {
    if (cached?.day === day) return cached.salt;
    const salt = db.transaction(() => {
      // A new day: the salts of other days go first, in the same transaction.
      removeOthers.run(day);
      insert.run(day, crypto.randomBytes(32));
      return select.get(day)!.salt;
    })();
    cached = { day, salt };
    return salt;
  };

  return {
    visitorKey(day, address, userAgent) {
      return crypto
        .createHash('sha256')
        .update(saltOf(day))
        .update(`\0${address}\0${userAgent}`)
        .digest('hex')
        .slice(0, KEY_LENGTH);
    },
    prune(today) {
      removeOthers.run(today);
      if (cached?.day !== today) cached = null;
    },
  };
}
