// The visit counter's way out, shared by the page's own script, which sends the page views until the
// collector has arrived (firstView.ts; the app's part asks it to, watchInsights.ts), and the
// collector (collector.ts):
// beacons as text with navigator.sendBeacon, or a fetch that outlives the page where the browser
// refuses it, and where the visit came from, told with its first page.
import { API_BASE } from '../../apiBase';
import { BEACON_LIMITS, INSIGHTS_COLLECT_PATH, type InsightBeacon } from '../../api/insightsContract';

/**
 * A text as the server takes it: without the invisible characters it refuses (controls, format
 * characters such as an emoji's joiner or a soft hyphen, line and bidi controls), trimmed and short.
 */
export const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
        .trim()
        .slice(0, BEACON_LIMITS.textLength)
    : '';

/** Sends one beacon's body, as text (no preflight); whatever fails is let go. */
export function sendInsights(body: string): void {
  const url = `${API_BASE}${INSIGHTS_COLLECT_PATH}`;
  try {
    if (navigator.sendBeacon(url, body)) return;
  } catch {
    // No beacons here (or not for this address): a fetch that may outlive the page.
  }
  try {
    fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Nothing else to try: a count lost is better than a visitor bothered.
  }
}

export type Landing = Pick<InsightBeacon, 'referrer' | 'utm'>;

/** Where the visit came from, told with its first page: another site's address, and the campaign. */
export function landingOf(search: unknown): Landing {
  const landing: Landing = {};
  try {
    if (new URL(document.referrer).host !== window.location.host)
      landing.referrer = document.referrer.slice(0, BEACON_LIMITS.referrerLength);
  } catch {
    // No referrer, or none worth keeping.
  }
  const query = new URLSearchParams(typeof search === 'string' ? search : '');
  const utm: NonNullable<InsightBeacon['utm']> = {};
  for (const key of ['source', 'medium', 'campaign'] as const) {
    const value = text(query.get(`utm_${key}`));
    if (value) utm[key] = value;
  }
  if (Object.keys(utm).length > 0) landing.utm = utm;
  return landing;
}

/** The screen's width, which the server makes a device class of. */
export const screenWidth = (): number => Math.round(window.screen.width) || 0;

/** A page view on its own, with where the visit came from when it is the first. */
export function sendPageView(path: string, landing: Landing | null): void {
  const beacon: InsightBeacon = {
    ...landing,
    width: screenWidth(),
    events: [{ name: 'page_view', path: path.slice(0, BEACON_LIMITS.pathLength) }],
  };
  sendInsights(JSON.stringify(beacon));
}
