// When the weekly report goes: on Monday at 08:00 in the salon's time zone, about the week from
// Monday to Sunday that has just ended there. Days are written YYYY-MM-DD, as the visit report names them.
import type { InsightsPeriod } from '../../../src/api/insightsContract';
import { addDays, localTimeAt, momentOfLocalTime } from '../../../src/api/zonedTime';

/** The local time on Mondays when the report of the week before goes. */
export const SENDING_TIME = { hour: 8, minute: 0 } as const;

/** The local day of `ms` in `timeZone`, and its weekday (1 Monday … 7 Sunday). */
export function localDay(ms: number, timeZone: string): { day: string; weekday: number } {
  const { date } = localTimeAt(ms, timeZone);
  return { day: date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() || 7 };
}

/** The moment `day` at `hour`:`minute` happens in `timeZone` (a time the clocks skip: the first after). */
export function zonedMoment(day: string, hour: number, minute: number, timeZone: string): number {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return momentOfLocalTime(day, time, timeZone);
}

export interface DueWeek {
  /** The week whose report is due (Monday to Sunday), or null before this week's sending time. */
  week: InsightsPeriod | null;
  /** This week's sending time. */
  sendAt: number;
  /** The next week's sending time. */
  nextAt: number;
}

/**
 * Which week's report is due at `now`: from this Monday's sending time on, the week just ended, all
 * week long (a server that was down on Monday still sends it); before it, none, never the week
 * before last.
 */
export function dueWeek(now: number, timeZone: string): DueWeek {
  const { day, weekday } = localDay(now, timeZone);
  const monday = addDays(day, 1 - weekday);
  const sendAt = zonedMoment(monday, SENDING_TIME.hour, SENDING_TIME.minute, timeZone);
  const nextAt = zonedMoment(addDays(monday, 7), SENDING_TIME.hour, SENDING_TIME.minute, timeZone);
  return { week: now < sendAt ? null : { from: addDays(monday, -7), to: addDays(monday, -1) }, sendAt, nextAt };
}

/** The moments a week starts and ends in `timeZone`: from its Monday's midnight until the next Monday's. */
export function weekMoments(week: InsightsPeriod, timeZone: string): { from: Date; to: Date } {
  return {
    from: new Date(zonedMoment(week.from, 0, 0, timeZone)),
    to: new Date(zonedMoment(addDays(week.to, 1), 0, 0, timeZone)),
  };
}
