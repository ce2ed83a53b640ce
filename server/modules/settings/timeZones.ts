// Time zones by their IANA names: which names the server knows, and which one it runs in. The
// salon's wall-clock times in a zone are src/api/zonedTime.ts, which the editor shares.

/** The zones the server's ICU knows by their own names, with UTC (which the list leaves out). */
const KNOWN = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

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
