// The salon's settings as stored (salon_settings, migration 16): its time zone, in which the salon's
// times are entered and shown (a publish scheduled for 09:00, and later a weekly report's days).
import type { SalonSettings } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import { serverTimeZone, timeZoneProblem } from './timeZones';

const TIME_ZONE = 'time_zone';

function storedValue(db: Db, key: string): string | null {
  return (db.prepare('SELECT value FROM salon_settings WHERE key = ?').pluck().get(key) as string | undefined) ?? null;
}

/**
 * The salon's time zone (an IANA name): the one an owner chose, or the server's until one does (or
 * should the server's time zone data no longer know the one chosen).
 */
export function salonTimeZone(db: Db): string {
  const chosen = storedValue(db, TIME_ZONE);
  return chosen !== null && timeZoneProblem(chosen) === null ? chosen : serverTimeZone();
}

export function salonSettings(db: Db): SalonSettings {
  const chosen = storedValue(db, TIME_ZONE);
  return { timeZone: salonTimeZone(db), timeZoneChosen: chosen !== null && timeZoneProblem(chosen) === null };
}

/** Makes `zone` the salon's (checked by the caller with timeZoneProblem). */
export function setSalonTimeZone(db: Db, zone: string, by: string | null): void {
  db.prepare(
    `INSERT INTO salon_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at,
       updated_by = excluded.updated_by`,
  ).run(TIME_ZONE, zone, new Date().toISOString(), by);
}
