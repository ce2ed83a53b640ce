// When the weekly report goes: on Monday at 08:00 in the salon's time zone, about the week from
// Monday to Sunday that has just ended there. Days are written YYYY-MM-DD, as the visit report names them.
import type { InsightsPeriod } from '../../../src/api/insightsContract';

/** The local time on Mondays when the report of the week before goes. */
export const SENDING_TIME = { hour: 8, minute: 0 } as const;

/** The day `n` days after `day` (before, for a negative n): calendar arithmetic, whatever the time zone. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `ms`, read as if it were UTC (a RangeError for a zone Intl does not know). */
function wallClock(ms: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The local day of `ms` in `timeZone`, and its weekday (1 Monday … 7 Sunday). */
export function localDay(ms: number, timeZone: string): { day: string; weekday: number } {
  const wall = new Date(wallClock(ms, timeZone));
  return { day: wall.toISOString().slice(0, 10), weekday: wall.getUTCDay() || 7 };
}

/**
 * The moment `day` at `hour`:`minute` happens in `timeZone`: the first, where a clock change repeats
 * that time; where it skips it, as far after the change as the time was after its start.
 */
export function zonedMoment(day: string, hour: number, minute: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  // With the zone's offset of a day before and of a day after: each is right unless a change lies between.
  const offsetAt = (ms: number) => wallClock(ms, timeZone) - ms;
  const candidates = [wall - offsetAt(wall - 86_400_000), wall - offsetAt(wall + 86_400_000)];
  const fitting = candidates.filter((moment) => wallClock(moment, timeZone) === wall);
  return fitting.length > 0 ? Math.min(...fitting) : Math.max(...candidates);
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
