// What the raw events take in the database, and making room once they reach the cap
// (ANALYTICS_MAX_MB). An event's size is counted as its texts' bytes plus a fixed share for its
// numbers, its keys and its index entry; the largest event the contract allows comes to about 1 KB.
// Once the cap is reached, the raw events of days already rolled up go first, oldest first: their
// days' totals stay, so the report loses nothing and today's visitors are still counted.
import type { Db } from '../../db/types';
import { rolledThrough } from './daily';

/** The bytes of an event beyond its texts: its time, day, visitor key, name, id, record and index entry. */
export const EVENT_OVERHEAD_BYTES = 120;

/** Events deleted at a time while making room: a short transaction, whatever the store holds. */
const DELETE_BATCH = 5000;

/** Room is made down to this share of the cap, so that not every beacon after it has to. */
const MAKE_ROOM_TO = 0.9;

const texts = ['path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'browser'] as const;
const SIZE_SQL = `(${texts.map((column) => `length(CAST(${column} AS BLOB))`).join(' + ')} + coalesce(length(CAST(props AS BLOB)), 0) + ${EVENT_OVERHEAD_BYTES})`;

export interface EventTexts {
  path: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  browser: string;
  props: string | null;
}

/** An event's size as SIZE_SQL counts it once stored. */
export function eventBytes(event: EventTexts): number {
  const { path, referrer, utmSource, utmMedium, utmCampaign, browser, props } = event;
  return (
    [path, referrer, utmSource, utmMedium, utmCampaign, browser, props ?? ''].reduce(
      (sum, text) => sum + Buffer.byteLength(text),
      0,
    ) + EVENT_OVERHEAD_BYTES
  );
}

/** The bytes all raw events take. */
export function storedEventBytes(db: Db): number {
  return db.prepare(`SELECT coalesce(SUM(${SIZE_SQL}), 0) FROM insight_events`).pluck().get() as number;
}

/**
 * Deletes raw events of days already rolled up, oldest first, until the `stored` bytes and the
 * `incoming` ones come to MAKE_ROOM_TO of `maxBytes` or none is left, at most `batches` batches at a
 * time. Returns the bytes freed.
 */
export function makeRoom(db: Db, stored: number, incoming: number, maxBytes: number, batches = 4): number {
  const through = rolledThrough(db);
  if (!through) return 0;
  const drop = db.prepare(
    `DELETE FROM insight_events WHERE id IN
       (SELECT id FROM insight_events WHERE day <= ? ORDER BY day LIMIT ${DELETE_BATCH})
     RETURNING ${SIZE_SQL}`,
  );
  let freed = 0;
  for (let batch = 0; batch < batches && stored + incoming - freed > maxBytes * MAKE_ROOM_TO; batch += 1) {
    const sizes = drop.pluck().all(through) as number[];
    if (sizes.length === 0) break;
    freed += sizes.reduce((sum, size) => sum + size, 0);
  }
  return freed;
}
