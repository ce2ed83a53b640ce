// The owners' sessions in SQLite, for @fastify/session. A session id is kept only as its SHA-256
// hash, so a copy of the database holds no id that could be used as a cookie. Only signed-in
// sessions are stored: a visitor who never signs in costs no row. A session ends after SESSION
// idle time without a request, and at the latest after its maximum lifetime, whatever the owner does.
import crypto from 'node:crypto';
import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { Db } from '../../db/types';

declare module 'fastify' {
  interface Session {
    /** The signed-in owner. */
    ownerId?: number;
    /** When the owner signed in (ms since the epoch). */
    createdAt?: number;
    /** When the session was last noted as used in the database (ms since the epoch; see seenResolutionMs). */
    seenAt?: number;
    /** Where and with what the owner signed in, for the record. */
    ip?: string;
    userAgent?: string;
    /** The anti-forgery token's secret (@fastify/csrf-protection). */
    _csrf?: string;
  }
}

export interface SessionLifetimes {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, whatever happens. */
  maxMs: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { idleMs: 30 * 60_000, maxMs: 12 * 60 * 60_000 };

export const hashSessionId = (sessionId: string) => crypto.createHash('sha256').update(sessionId).digest('base64url');

interface SessionRow {
  data: string;
  created_at: number;
  seen_at: number;
}

/**
 * How often a session in use is noted as seen in the database (it is a write): a minute, or a quarter
 * of the idle time when that is shorter. The store's own memory of the last use is exact; the
 * database's serves a restart, and is never more than this behind.
 */
export const seenResolutionMs = (lifetimes: SessionLifetimes) => Math.min(60_000, Math.floor(lifetimes.idleMs / 4));

/** Whether a session that started at `createdAt` and was last used at `seenAt` is still alive at `now`. */
export function sessionAlive(createdAt: number, seenAt: number, lifetimes: SessionLifetimes, now = Date.now()) {
  return now - seenAt < lifetimes.idleMs && now - createdAt < lifetimes.maxMs;
}

export function sqliteSessionStore(db: Db, lifetimes: SessionLifetimes): SessionStore {
  const select = db.prepare('SELECT data, created_at, seen_at FROM owner_sessions WHERE id_hash = ?');
  const upsert = db.prepare(
    `INSERT INTO owner_sessions (id_hash, owner_id, data, created_at, seen_at, ip, user_agent)
     VALUES (@idHash, @ownerId, @data, @createdAt, @seenAt, @ip, @userAgent)
     ON CONFLICT (id_hash) DO UPDATE SET data = excluded.data, seen_at = excluded.seen_at`,
  );
  const remove = db.prepare('DELETE FROM owner_sessions WHERE id_hash = ?');
  /** When each session was last used, to the millisecond (the database has it to the resolution). */
  const lastUse = new Map<string, number>();

  return {
    get(sessionId, callback) {
      try {
        const idHash = hashSessionId(sessionId);
        const row = select.get(idHash) as SessionRow | undefined;
        if (!row) {
          lastUse.delete(idHash);
          return callback(null, null);
        }
        // Idle time runs from the last real use, not from the last time it was written down.
        const now = Date.now();
        const seen = Math.max(row.seen_at, lastUse.get(idHash) ?? 0);
        if (!sessionAlive(row.created_at, seen, lifetimes, now)) {
          remove.run(idHash);
          lastUse.delete(idHash);
          return callback(null, null);
        }
        lastUse.set(idHash, now);
        // Keep the memory to the sessions in use.
        if (lastUse.size > 10_000) {
          for (const [key, at] of lastUse) if (now - at >= lifetimes.idleMs) lastUse.delete(key);
        }
        // The columns are what the lifetimes are measured by; the data follows them.
        callback(null, { ...(JSON.parse(row.data) as Session), createdAt: row.created_at, seenAt: row.seen_at });
      } catch (error) {
        callback(error);
      }
    },
    set(sessionId, session, callback) {
      try {
        // A session nobody signed in to is not kept (the anti-forgery secret is made only after sign-in).
        if (session.ownerId === undefined) return callback();
        const now = Date.now();
        upsert.run({
          idHash: hashSessionId(sessionId),
          ownerId: session.ownerId,
          data: JSON.stringify(session),
          createdAt: session.createdAt ?? now,
          seenAt: session.seenAt ?? now,
          ip: session.ip ?? null,
          userAgent: session.userAgent?.slice(0, 512) ?? null,
        });
        callback();
      } catch (error) {
        callback(error);
      }
    },
    destroy(sessionId, callback) {
      try {
        lastUse.delete(hashSessionId(sessionId));
        remove.run(hashSessionId(sessionId));
        callback();
      } catch (error) {
        callback(error);
      }
    },
  };
}

/** Ends every session of the owner, but the one whose id is `keepSessionId` if given. */
export function endOwnerSessions(db: Db, ownerId: number, keepSessionId?: string): number {
  if (keepSessionId === undefined) {
    return db.prepare('DELETE FROM owner_sessions WHERE owner_id = ?').run(ownerId).changes;
  }
  return db
    .prepare('DELETE FROM owner_sessions WHERE owner_id = ? AND id_hash != ?')
    .run(ownerId, hashSessionId(keepSessionId)).changes;
}

/** Rows of sessions that have ended, let go. */
export function pruneSessions(db: Db, lifetimes: SessionLifetimes, now = Date.now()): void {
  // The noted last use may be behind the real one by up to the resolution.
  db.prepare('DELETE FROM owner_sessions WHERE seen_at <= ? OR created_at <= ?').run(
    now - lifetimes.idleMs - seenResolutionMs(lifetimes),
    now - lifetimes.maxMs,
  );
}
