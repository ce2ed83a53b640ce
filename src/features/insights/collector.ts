// The visit counter's collector, a chunk of its own that the app fetches once it has drawn a public
// page and the browser is idle (watchInsights.ts). It turns what happens into the contract's events
// (insightEvents.ts), gathers those that come close together, and sends them to the content server
// as text with navigator.sendBeacon (a fetch that outlives the page where the browser refuses it):
// a short while after the first of them, or at once when the page is hidden. It never throws, never
// shows anything, and never holds up what the visitor does.
//
// Real visitors' speed comes from Google's web-vitals (its own chunk, fetched from here): the
// largest paint (LCP), the first byte (TTFB), the layout shifts (CLS) and the slowest answer to an
// input (INP), as one `vitals` event when the page is first hidden. web-vitals measures a document:
// LCP and TTFB are those of the page the visitor arrived on, and CLS and INP cover everything until
// then, pages reached inside the app included; the event carries the page arrived on. Pages reached
// inside the app get their page view and no speed of their own.
import type { Metric } from 'web-vitals';
import { config } from '../../config';
import {
  BEACON_LIMITS,
  INSIGHTS_COLLECT_PATH,
  type InsightBeacon,
  type InsightEventInput,
  type InsightProps,
} from '../../api/insightsContract';
import { insightEvent, text } from './insightEvents';
import type { Collector, Seen } from './watchInsights';

/** How long the events that come close together are gathered before they are sent, in ms. */
export const BATCH_DELAY_MS = 2000;

/** Sends one beacon's body, as text (no preflight); whatever fails is let go. */
export function sendInsights(body: string): void {
  const url = `${config.apiBase}${INSIGHTS_COLLECT_PATH}`;
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

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Where the visit came from, told with its first page: another site's address, and the campaign. */
function landingOf(search: unknown): Pick<InsightBeacon, 'referrer' | 'utm'> {
  const landing: Pick<InsightBeacon, 'referrer' | 'utm'> = {};
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

/** Starts collecting: `held` is what happened before the collector arrived. */
export function startCollector(held: Seen[]): Collector {
  const queue: InsightEventInput[] = [];
  let landing: Pick<InsightBeacon, 'referrer' | 'utm'> | null = null;
  let lastPage: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const vitals: InsightProps = {};
  let vitalsPath: string | null = null;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      // As many events to a beacon as its limits allow; the first carries where the visit came from.
      while (queue.length > 0) {
        const beacon: InsightBeacon = { ...landing, width: Math.round(window.screen.width) || 0, events: [] };
        landing = null;
        let body = '';
        let taken = 0;
        for (const next of queue) {
          if (taken === BEACON_LIMITS.events) break;
          beacon.events.push(next);
          const longer = JSON.stringify(beacon);
          if (taken > 0 && bytes(longer) > BEACON_LIMITS.bytes) break;
          body = longer;
          taken += 1;
        }
        queue.splice(0, taken);
        sendInsights(body);
      }
    } catch {
      queue.length = 0;
    }
  };

  const add = (event: InsightEventInput) => {
    queue.push({ ...event, path: event.path.slice(0, BEACON_LIMITS.pathLength) });
    timer ??= setTimeout(flush, BATCH_DELAY_MS);
  };

  const see = (seen: Seen) => {
    try {
      const { subject, path } = seen;
      if (subject instanceof Element || subject.type !== 'location/locationChanged') {
        const event = insightEvent(seen);
        if (event) add(event);
      } else if (path !== lastPage) {
        // A page view for each page, not for a change of its query or fragment.
        if (lastPage === null) {
          landing = landingOf((subject.payload as { search?: unknown } | undefined)?.search);
          vitalsPath = path;
        }
        lastPage = path;
        add({ name: 'page_view', path });
      }
    } catch {
      // What cannot be read is not counted.
    }
  };

  const hidden = () => {
    if (vitalsPath !== null && Object.keys(vitals).length > 0) {
      add({ name: 'vitals', path: vitalsPath, props: { ...vitals } });
      vitalsPath = null;
    }
    flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hidden();
  };
  // A page the browser shows again from its back-forward cache is seen again.
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted && lastPage !== null) add({ name: 'page_view', path: lastPage });
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', hidden);
  window.addEventListener('pageshow', onShow);

  import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
    ({ onCLS, onINP, onLCP, onTTFB }) => {
      // Every change is kept, so that the values are at hand whenever the page is hidden.
      const keep = ({ name, value }: Metric) => {
        // Within what the server takes: at most ten minutes.
        vitals[name] = Math.min(name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value), 600_000);
      };
      for (const on of [onCLS, onINP, onLCP, onTTFB])
        try {
          on(keep, { reportAllChanges: true });
        } catch {
          // A browser that cannot measure this one (no Performance Timeline): the others may still be.
        }
    },
    () => undefined,
  );

  held.forEach(see);
  return {
    see,
    stop: () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('pageshow', onShow);
      clearTimeout(timer);
    },
  };
}
