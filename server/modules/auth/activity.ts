// The admin area's activity log: who did what, when, and from which address. Sign-ins (failed ones too),
// sign-outs, password changes and passkey changes are recorded here in auth; every other module's
// signed-in routes record theirs (messages, media, the content) through recordOwnerActivity.
import type { FastifyRequest } from 'fastify';
import type { ActivityAction, ActivityEntry, Paged } from '../../../src/api/adminContract';
import { ACTIVITY_PAGE_SIZE } from '../../../src/api/adminContract';
import { stripInvisible } from '../../../src/api/model/invisibleText';
import type { Db } from '../../db/types';

export interface ActivityRecord {
  /** What happened: one of ActivityAction, or a later capability's own. */
  action: ActivityAction | (string & {});
  /** The account's email (for a failed sign-in, the email that was tried), or null. */
  account: string | null;
  /** The address of the request (request.ip), or "command line". */
  address: string | null;
  /** Anything that tells this entry apart, e.g. "message #12". */
  detail?: string | null;
  at?: Date;
}

/**
 * What is written is what was given, on one line, without invisible characters (an email tried at
 * sign-in or a file's name can carry bidi controls that would make the entry read otherwise), cut
 * to a length that still reads well in the log.
 */
const cut = (text: string | null | undefined, max: number) =>
  text == null ? null : [...stripInvisible(text)].slice(0, max).join('');

/** Records one entry. */
export function recordActivity(db: Db, entry: ActivityRecord): void {
  db.prepare('INSERT INTO activity_log (at, account, address, action, detail) VALUES (?, ?, ?, ?, ?)').run(
    (entry.at ?? new Date()).toISOString(),
    cut(entry.account, 254),
    cut(entry.address, 100),
    cut(entry.action, 60),
    cut(entry.detail, 500),
  );
}

/** Records what the signed-in owner of `request` (set by the session check) did, from its address. */
export function recordOwnerActivity(db: Db, request: FastifyRequest, action: string, detail?: string): void {
  recordActivity(db, { action, account: request.owner.email, address: request.ip, detail });
}

/** Saves of the draft by one account from one address this close together are one entry. */
export const DRAFT_SAVES_MERGED_MS = 15 * 60_000;

/**
 * Records a save of the draft. The editor saves about a second after each pause in typing, so the
 * saves one owner makes in a sitting are one entry ("12 saves, the last of home (revision 40)"),
 * brought up to date by each save, rather than hundreds.
 */
export function recordDraftSave(
  db: Db,
  entry: { account: string; address: string; part: string; revision: number },
  now = new Date(),
): void {
  const last = db
    .prepare('SELECT id, at, account, address, action, detail FROM activity_log ORDER BY id DESC LIMIT 1')
    .get() as ActivityEntry | undefined;
  const account = cut(entry.account, 254);
  const address = cut(entry.address, 100);
  const sameSitting =
    last?.action === 'draft-saved' &&
    last.account === account &&
    last.address === address &&
    now.getTime() - Date.parse(last.at) < DRAFT_SAVES_MERGED_MS;
  const saves = sameSitting ? Number(/^(\d+) saves/.exec(last.detail ?? '')?.[1] ?? 1) + 1 : 1;
  const what = `${entry.part} (revision ${entry.revision})`;
  const detail = saves === 1 ? what : `${saves} saves, the last of ${what}`;
  if (sameSitting) {
    db.prepare('UPDATE activity_log SET at = ?, detail = ? WHERE id = ?').run(
      now.toISOString(),
      cut(detail, 500),
      last.id,
    );
  } else {
    recordActivity(db, { action: 'draft-saved', account: entry.account, address: entry.address, detail, at: now });
  }
}

/** Newest first, a page at a time. */
export function listActivity(db: Db, page: number): Paged<ActivityEntry> {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM activity_log').get() as { n: number }).n;
  const data = db
    .prepare('SELECT id, at, account, address, action, detail FROM activity_log ORDER BY id DESC LIMIT ? OFFSET ?')
    .all(ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE) as ActivityEntry[];
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE)), total };
}

/** Entries are kept for a year. */
export function pruneActivity(db: Db, now = Date.now()): void {
  db.prepare('DELETE FROM activity_log WHERE at < ?').run(new Date(now - 365 * 24 * 60 * 60_000).toISOString());
}
