// The page view the page's own script counts as the page arrives, before the app has started, and
// the app's counter going on from it without counting that page twice. navigator.sendBeacon is the
// boundary, stood in for to read what would be sent; the store and the counter are real.
import { makeStore } from '../../../src/app/store';
import { INSIGHTS_META_NAME } from '../../../src/api/insightsContract';
import type { InsightBeacon } from '../../../src/api/insightsContract';
import { startCounting } from '../../../src/features/insights/firstView';
import { PAGE_COUNTER } from '../../../src/features/insights/pageCounter';
import { watchInsights } from '../../../src/features/insights/watchInsights';
import { locationRequested } from '../../../src/state/locationSlice';
import { parseBeacon } from '../../../server/modules/insights/schema';

let sent: InsightBeacon[];

beforeEach(() => {
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => {
      sent.push(JSON.parse(body) as InsightBeacon);
      return true;
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(navigator, 'doNotTrack');
  Reflect.deleteProperty(document, 'prerendering');
  Reflect.deleteProperty(window, PAGE_COUNTER);
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  for (const beacon of sent) expect(parseBeacon(beacon)).toMatchObject({ ok: true });
});

const arriveAt = (address: string) => window.history.replaceState(null, '', address);
const views = () => sent.flatMap((beacon) => beacon.events.map((event) => `${event.name} ${event.path}`));

it('counts the page as it arrives, with the campaign it came from, before any app has run', () => {
  arriveAt('/services?utm_source=flyer');
  startCounting();
  expect(views()).toEqual(['page_view /services']);
  expect(sent[0]?.utm).toEqual({ source: 'flyer' });
});

it('lets the app go on from it: the same page is not counted again, the next one is', () => {
  arriveAt('/gallery');
  startCounting();
  const store = makeStore();
  const stop = watchInsights(store);
  store.dispatch(locationRequested({ pathname: '/gallery', search: '', hash: '' }));
  store.dispatch(locationRequested({ pathname: '/about', search: '', hash: '' }));
  stop();
  expect(views()).toEqual(['page_view /gallery', 'page_view /about']);
  // Where the visit came from is told with the first view only.
  expect(sent[1]).not.toHaveProperty('utm');
});

it('counts nothing in the salon’s area, with Do Not Track, or when the server says counting is off', () => {
  arriveAt('/admin/messages');
  startCounting();
  arriveAt('/login');
  startCounting();
  // There, the app is left a counter for the public pages the visitor may go on to.
  expect(window[PAGE_COUNTER]?.firstView).toBeNull();
  Reflect.deleteProperty(window, PAGE_COUNTER);
  arriveAt('/');
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
  startCounting();
  Reflect.deleteProperty(navigator, 'doNotTrack');
  document.head.innerHTML = `<meta name="${INSIGHTS_META_NAME}" content="off">`;
  startCounting();
  expect(sent).toEqual([]);
  // Where counting is not allowed, the app is left no counter either.
  expect(window[PAGE_COUNTER]).toBeUndefined();
});

it('waits while the page is only prerendered, and counts it once it is shown', () => {
  Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
  arriveAt('/about');
  startCounting();
  expect(sent).toEqual([]);
  Reflect.deleteProperty(document, 'prerendering');
  document.dispatchEvent(new Event('prerenderingchange'));
  expect(views()).toEqual(['page_view /about']);
});
