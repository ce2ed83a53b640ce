// Time zones by their IANA names, and the salon's wall-clock times in them: which names the server
// knows, what instant a local date and time names in a zone (the night the clocks go forward, a time
// that does not exist; the night they go back, a time that happens twice), and back again.

/** The zones the server's ICU knows by their own names, with UTC (which the list leaves out). */
const KNOWN = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** Every zone name an owner may choose, sorted. */
export const timeZoneNames = (): string[] => [...KNOWN].sort();

/** The name Intl gives `zone`, or null when it is not one it knows. */
function resolvedName(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Why `zone` cannot be the salon's, or null when it can: an IANA name the server knows, or another
 * name of one (Europe/Kyiv for Europe/Kiev). Offsets such as +01:00 are refused: they never change
 * with the seasons, as the salon's clocks do.
 */
export function timeZoneProblem(zone: unknown): string | null {
  const message =
    'Choose the salon’s time zone from the list: an area and a city, such as Europe/London or America/New_York.';
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return message;
  if (KNOWN.has(zone)) return null;
  const resolved = /^[A-Za-z]+(?:\/[\w+-]+)+$/.test(zone) ? resolvedName(zone) : null;
  return resolved !== null && KNOWN.has(resolved)
    ? null
    : `The server does not know the time zone “${zone.slice(0, 64)}”. ${message}`;
}

/** The zone the server runs in: the salon's until an owner chooses one. */
export function serverTimeZone(): string {
  const zone = resolvedName(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC';
  return timeZoneProblem(zone) === null ? zone : 'UTC';
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
  const found = instantsOf(date, time, zone);
  if (found.length > 0) return { ok: true, at: found[0]!, repeated: found.length > 1 };
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
