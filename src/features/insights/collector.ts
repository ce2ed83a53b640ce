// The visit counter's collector, a chunk of its own that the app fetches once it has drawn a public
// page and the browser is idle (watchInsights.ts). It turns what happens into the contract's events
// (insightEvents.ts), gathers those that come close together, and sends them to the content server
// (beacon.ts): a short while after the first of them, at once with a page view (a visitor may leave
// any moment after it), or when the page is hidden. The page views before it arrived were sent at
// once too (watchInsights.ts): it goes on from the last of them.
// It never throws, never shows anything, and never holds up what the visitor does.
//
// Real visitors' speed comes from Google's web-vitals (its own chunk, fetched from here): the
// largest paint (LCP), the first byte (TTFB), the layout shifts (CLS) and the slowest answer to an
// input (INP), as one `vitals` event when the page is first hidden. web-vitals measures a document:
// LCP and TTFB are those of the page the visitor arrived on, and CLS and INP cover everything until
// then, pages reached inside the app included; the event carries the page arrived on. Pages reached
// inside the app get their page view and no speed of their own.
import type { Metric } from 'web-vitals';
import {
  BEACON_LIMITS,
  type InsightBeacon,
  type InsightEventInput,
  type InsightProps,
} from '../../api/insightsContract';
import { locationRequested } from '../../state/locationSlice';
import { landingOf, screenWidth, sendInsights, type Landing } from './beacon';
import { insightEvent } from './insightEvents';
import type { Collector, Counted, Seen } from './collection';

/** How long the events that come close together are gathered before they are sent, in ms. */
export const BATCH_DELAY_MS = 2000;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * Starts collecting: `held` is what happened before the collector arrived, but for the page views,
 * which were `counted` already.
 */
export function startCollector(held: Seen[], counted: Counted): Collector {
  const queue: InsightEventInput[] = [];
  let landing: Landing | null = null;
  let lastPage = counted.lastPage;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const vitals: InsightProps = {};
  let vitalsPath = counted.landingPath;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      // As many events to a beacon as its limits allow; the first carries where the visit came from.
      while (queue.length > 0) {
        const beacon: InsightBeacon = { ...landing, width: screenWidth(), events: [] };
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

  // A page view goes at once, after what came before it: the visitor may leave at any moment.
  const pageView = (path: string) => {
    add({ name: 'page_view', path });
    flush();
  };

  const see = (seen: Seen) => {
    try {
      const { subject, path } = seen;
      if (subject instanceof Element || !locationRequested.match(subject)) {
        const event = insightEvent(seen);
        if (event) add(event);
      } else if (path !== lastPage) {
        // A page view for each page the visitor goes to, not for a change of its query or fragment.
        if (lastPage === null) {
          landing = landingOf(subject.payload.search);
          vitalsPath = path;
        }
        lastPage = path;
        pageView(path);
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
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', hidden);

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
    shownAgain: () => {
      if (lastPage !== null) pageView(lastPage);
    },
    stop: () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hidden);
      clearTimeout(timer);
    },
  };
}
