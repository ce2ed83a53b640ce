// Who asked for the weekly report (weekly_report_subscribers, migration 15): one row per owner who
// ticked it on the account page, gone when they untick it, unsubscribe or their account goes.
import type { Db } from '../../db/types';

export interface Subscriber {
  ownerId: number;
  /** When the owner asked for it (ISO 8601). */
  since: string;
  /** The site's address the owner asked from: the email's links, when SITE_URL is not set. */
  origin: string;
}

const columns = 'owner_id AS ownerId, since, origin';

export function subscriber(db: Db, ownerId: number): Subscriber | undefined {
  return db.prepare(`SELECT ${columns} FROM weekly_report_subscribers WHERE owner_id = ?`).get(ownerId) as
    Subscriber | undefined;
}

/** Starts the owner's report; true when it was off (asking again keeps the first date). */
export function subscribe(db: Db, ownerId: number, origin: string, now: Date): boolean {
  return (
    db
      .prepare('INSERT OR IGNORE INTO weekly_report_subscribers (owner_id, since, origin) VALUES (?, ?, ?)')
      .run(ownerId, now.toISOString(), origin).changes === 1
  );
}

/** Stops the owner's report; true when it was on. */
export function unsubscribe(db: Db, ownerId: number): boolean {
  return db.prepare('DELETE FROM weekly_report_subscribers WHERE owner_id = ?').run(ownerId).changes === 1;
}

/** The owners who asked for the report by `moment` (a report is never sent for a week's time already past). */
export function subscribersBy(db: Db, moment: Date): Subscriber[] {
  return db
    .prepare(`SELECT ${columns} FROM weekly_report_subscribers WHERE since <= ? ORDER BY owner_id`)
    .all(moment.toISOString()) as Subscriber[];
}
