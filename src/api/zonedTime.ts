// Wall-clock times in a time zone (IANA names), the same on the server and in the browser: the date
// and time a zone's clocks show at an instant, and the instant a date and time name there (the night
// the clocks go forward, a time that does not exist; the night they go back, one that happens twice),
// the day a zone's clocks show at an instant (how the salon's days are cut), and the calendar's days
// written YYYY-MM-DD, which are the same in every zone.

/** Whether `value` is a day of the calendar written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `n` days after `day` (before, for a negative n): calendar arithmetic, whatever the time zone. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` at `ms`, to the minute: { date: '2026-12-01', time: '09:00' }. */
export function localTimeAt(ms: number, zone: string): { date: string; time: string } {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

/** The same wall-clock reading taken as UTC: what the zone's offset is measured against. */
const asUtc = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);

export type LocalInstant =
  /** The instant (ms since the epoch); `repeated` when the clocks show that time twice (the first is taken). */
  | { ok: true; at: number; repeated: boolean }
  /** The time does not exist that day (the clocks go forward past it); `next` is the first that does. */
  | { ok: false; next: { date: string; time: string } };

/** The instants at which the clocks of `zone` show `date` and `time`: none, one, or two (in order). */
function instantsOf(date: string, time: string, zone: string): number[] {
  const wall = asUtc(date, time);
  const offsetAt = (ms: number) => {
    const local = localTimeAt(ms, zone);
    return asUtc(local.date, local.time) - Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  };
  // A zone changes its offset at most once a day: the offsets a day before and a day after are the
  // only candidates, and each that reads back as the time asked for is an instant it names.
  return [...new Set([offsetAt(wall - DAY_MS), offsetAt(wall + DAY_MS)])]
    .map((offset) => wall - offset)
    .filter((ms) => {
      const local = localTimeAt(ms, zone);
      return local.date === date && local.time === time;
    })
    .sort((a, b) => a - b);
}

/** The instant a local date ('YYYY-MM-DD') and time ('HH:MM') name in `zone`. */
export function instantOfLocalTime(date: string, time: string, zone: string): LocalInstant {
  const [first, second] = instantsOf(date, time, zone);
  if (first !== undefined) return { ok: true, at: first, repeated: second !== undefined };
  // In the gap: the first minute after it that the clocks show (gaps last an hour, a day at the most).
  const wall = asUtc(date, time);
  for (let minutes = 1; minutes <= 24 * 60; minutes += 1) {
    const later = new Date(wall + minutes * MINUTE_MS).toISOString();
    if (instantsOf(later.slice(0, 10), later.slice(11, 16), zone).length > 0) {
      return { ok: false, next: { date: later.slice(0, 10), time: later.slice(11, 16) } };
    }
  }
  return { ok: false, next: { date, time } };
}

/** The instant a local date and time name in `zone`, or, in a gap, the first instant after it. */
export function momentOfLocalTime(date: string, time: string, zone: string): number {
  const local = instantOfLocalTime(date, time, zone);
  if (local.ok) return local.at;
  const next = instantOfLocalTime(local.next.date, local.next.time, zone);
  return next.ok ? next.at : asUtc(date, time);
}

/**
 * The last day `dayIn` read in each zone, with the instants it runs from and until, and whether its
 * date is shown throughout them: not so a day the clocks go back in (25 hours), should they go back
 * across midnight, so such a day is read each time.
 */
const knownDays = new Map<string, { day: string; from: number; to: number; throughout: boolean }>();

/**
 * The day (YYYY-MM-DD) the clocks of `zone` show at `ms`: what the salon's days are cut by. Read
 * for every visit counted, so the day last read in a zone is kept with its bounds, and an instant
 * within them needs no formatting.
 */
export function dayIn(ms: number, zone: string): string {
  const known = knownDays.get(zone);
  if (known && ms >= known.from && ms < known.to) return known.throughout ? known.day : localTimeAt(ms, zone).date;
  const day = localTimeAt(ms, zone).date;
  const from = momentOfLocalTime(day, '00:00', zone);
  const to = momentOfLocalTime(addDays(day, 1), '00:00', zone);
  // A day of 24 hours or fewer (the clocks went forward) shows its date from its first instant to its last.
  if (ms >= from && ms < to) knownDays.set(zone, { day, from, to, throughout: to - from <= DAY_MS });
  return day;
}
