// The visit counter with a real store: what it reports of the store's actions and the page's clicks,
// how it gathers them into beacons, and when it stays silent. The browser's navigator.sendBeacon is
// the boundary, stood in for to read what would be sent; every beacon sent must pass the content
// server's own check of the contract.
import { makeStore, type AppStore } from '../../../src/app/store';
import { contentApi } from '../../../src/api/contentApi';
import { INSIGHTS_META_NAME } from '../../../src/api/insightsContract';
import { BEACON_LIMITS, type InsightBeacon } from '../../../src/api/insightsContract';
import type { ProductsPageData } from '../../../src/api/types';
import { bookingOpened, bookingProgressed } from '../../../src/features/booking/bookingSlice';
import { contactSendStarted, contactSent } from '../../../src/features/contact/contactSlice';
import { BATCH_DELAY_MS } from '../../../src/features/insights/collector';
import { outboundChannel } from '../../../src/features/insights/insightEvents';
import { startCounting } from '../../../src/features/insights/firstView';
import { PAGE_COUNTER } from '../../../src/features/insights/pageCounter';
import { watchInsights } from '../../../src/features/insights/watchInsights';
import { catalogueOpened, productOpened } from '../../../src/features/products/productsSlice';
import { locationChanged, locationRequested } from '../../../src/state/locationSlice';
import { parseBeacon } from '../../../server/modules/insights/schema';

/** What whenIdle waits where the browser cannot say when it is idle (jsdom), and a little more. */
const IDLE_MS = 250;

let sent: Array<{ url: string; beacon: InsightBeacon }>;
let stops: Array<() => void>;

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  stops = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, beacon: JSON.parse(body) as InsightBeacon });
      return true;
    },
  });
});

afterEach(() => {
  stops.forEach((stop) => stop());
  jest.clearAllTimers();
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  Reflect.deleteProperty(navigator, 'doNotTrack');
  Reflect.deleteProperty(document, 'referrer');
  Reflect.deleteProperty(window, PAGE_COUNTER);
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const { beacon } of sent) expect(parseBeacon(beacon)).toMatchObject({ ok: true });
});

/**
 * A store watched by the app's counter, the page's own script having run first (as in the head of
 * every page) on a page it does not count, the sign-in page: every page view below is the app's.
 */
function watched(): AppStore {
  window.history.replaceState(null, '', '/login');
  startCounting();
  const store = makeStore();
  stops.push(watchInsights(store));
  return store;
}

/** The visitor goes to a page, and the router shows it (as the app tells both). */
function visit(store: AppStore, pathname: string, search = '') {
  store.dispatch(locationRequested({ pathname, search, hash: '' }));
  store.dispatch(locationChanged({ pathname, search, hash: '' }));
}

/** Lets the idle wait, the collector's arrival and the batch's delay pass. */
async function settle() {
  await jest.advanceTimersByTimeAsync(IDLE_MS);
  await jest.advanceTimersByTimeAsync(BATCH_DELAY_MS);
}

const events = () => sent.flatMap(({ beacon }) => beacon.events);

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Reflect.deleteProperty(document, 'visibilityState');
}

it('sends each page view at once, and the rest of what happened before the collector arrived in one beacon, once idle and after a short delay', async () => {
  Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://www.instagram.com/salon/' });
  const store = watched();
  const productsPage = {
    products: [{ id: 4, title: 'Care', products: [{ id: 9, title: 'Curl cream' }] }],
  } as unknown as ProductsPageData;
  await store.dispatch(contentApi.util.upsertQueryData('getProductsPage', undefined, productsPage));

  visit(store, '/services', '?utm_source=flyer&utm_medium=print&utm_campaign=spring&name=Ann');
  store.dispatch(bookingOpened('service'));
  store.dispatch(bookingProgressed('profile_viewed'));
  store.dispatch(bookingProgressed('event_type_viewed'));
  store.dispatch(bookingProgressed('date_and_time_selected'));
  store.dispatch(bookingProgressed('event_scheduled'));
  visit(store, '/contact');
  store.dispatch(contactSendStarted());
  store.dispatch(contactSent());
  visit(store, '/products', '?product=9');
  store.dispatch(productOpened(9));
  store.dispatch(catalogueOpened('Care'));
  const width = window.screen.width;
  // The page views, each as it came, the first with where the visit came from.
  expect(sent).toEqual([
    {
      url: '/api/insights',
      beacon: {
        referrer: 'https://www.instagram.com/salon/',
        utm: { source: 'flyer', medium: 'print', campaign: 'spring' },
        width,
        events: [{ name: 'page_view', path: '/services' }],
      },
    },
    { url: '/api/insights', beacon: { width, events: [{ name: 'page_view', path: '/contact' }] } },
    { url: '/api/insights', beacon: { width, events: [{ name: 'page_view', path: '/products' }] } },
  ]);

  await jest.advanceTimersByTimeAsync(IDLE_MS);
  expect(sent).toHaveLength(3);
  await jest.advanceTimersByTimeAsync(BATCH_DELAY_MS);

  expect(sent).toHaveLength(4);
  expect(sent[3]?.beacon).toEqual({
    width,
    events: [
      { name: 'booking_opened', path: '/services', props: { from: 'service' } },
      { name: 'booking_type_viewed', path: '/services' },
      { name: 'booking_time_picked', path: '/services' },
      { name: 'booking_booked', path: '/services' },
      { name: 'contact_sent', path: '/contact' },
      { name: 'product_opened', path: '/products', props: { product: 'Curl cream' } },
      { name: 'catalogue_opened', path: '/products', props: { catalogue: 'Care' } },
    ],
  });
  // The collector goes on from the last page counted: the same page again is no new view.
  visit(store, '/products', '?product=10');
  visit(store, '/about');
  await jest.advanceTimersByTimeAsync(BATCH_DELAY_MS);
  expect(sent.slice(4).map(({ beacon }) => beacon)).toEqual([
    { width, events: [{ name: 'page_view', path: '/about' }] },
  ]);
});

it('counts the page of a visitor who leaves before the collector arrives, and in its back-forward cache', async () => {
  const store = watched();
  visit(store, '/gallery');
  hidePage();
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  expect(events()).toEqual([
    { name: 'page_view', path: '/gallery' },
    { name: 'page_view', path: '/gallery' },
  ]);
});

it('leaves out the characters the server refuses, and what has no name to count it by', async () => {
  const store = watched();
  const productsPage = {
    products: [
      {
        id: 4,
        title: 'Care',
        products: [
          { id: 9, title: 'Curl\u00adcream 👩\u200d🦱' },
          { id: 10, title: ' \u200b ' },
        ],
      },
    ],
  } as unknown as ProductsPageData;
  await store.dispatch(contentApi.util.upsertQueryData('getProductsPage', undefined, productsPage));
  visit(store, '/products', '?utm_source=news%0Aletter&utm_campaign=%E2%80%AEspring');
  store.dispatch(productOpened(9));
  store.dispatch(productOpened(10));
  store.dispatch(productOpened(11));
  store.dispatch(catalogueOpened(''));
  store.dispatch(catalogueOpened(`Care\u200b ${'x'.repeat(100)}`));
  await settle();

  expect(sent[0]?.beacon.utm).toEqual({ source: 'newsletter', campaign: 'spring' });
  expect(events()).toEqual([
    { name: 'page_view', path: '/products' },
    { name: 'product_opened', path: '/products', props: { product: 'Curlcream 👩🦱' } },
    { name: 'catalogue_opened', path: '/products', props: { catalogue: `Care ${'x'.repeat(75)}` } },
  ]);
});

it('counts a page once however its query or fragment changes, and tells where the visit came from only once', async () => {
  const store = watched();
  visit(store, '/', '?utm_source=newsletter');
  await settle();
  visit(store, '/', '?x=1');
  visit(store, '/about');
  visit(store, '/');
  await jest.advanceTimersByTimeAsync(BATCH_DELAY_MS);

  // Each page view at once, in a beacon of its own; where the visit came from with the first only.
  expect(sent.map(({ beacon }) => beacon.utm)).toStrictEqual([{ source: 'newsletter' }, undefined, undefined]);
  expect(sent.every(({ beacon }) => beacon.referrer === undefined)).toBe(true);
  expect(events().map((e) => e.path)).toEqual(['/', '/about', '/']);
});

it('counts a page the visitor moved on from before it was shown, before and after the collector arrived', async () => {
  const store = watched();
  const request = (pathname: string) => store.dispatch(locationRequested({ pathname, search: '', hash: '' }));
  visit(store, '/');
  // The services page's code is on its way when the visitor follows the next link: never shown.
  request('/services');
  request('/gallery');
  store.dispatch(locationChanged({ pathname: '/gallery', search: '', hash: '' }));
  await settle();
  request('/about');
  request('/contact');
  store.dispatch(locationChanged({ pathname: '/contact', search: '', hash: '' }));
  await jest.advanceTimersByTimeAsync(BATCH_DELAY_MS);
  expect(events().map((e) => e.path)).toEqual(['/', '/services', '/gallery', '/about', '/contact']);
});

it('counts the page again when the browser shows it from its back-forward cache', async () => {
  const store = watched();
  visit(store, '/about');
  await settle();
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  await jest.advanceTimersByTimeAsync(BATCH_DELAY_MS);
  expect(events()).toEqual([
    { name: 'page_view', path: '/about' },
    { name: 'page_view', path: '/about' },
  ]);
});

it('sends at once when the page is hidden, and splits what exceeds a beacon into several', async () => {
  const store = watched();
  visit(store, '/');
  await jest.advanceTimersByTimeAsync(IDLE_MS);
  for (let i = 0; i < BEACON_LIMITS.events + 5; i += 1)
    store.dispatch(catalogueOpened(`Catalogue ${'é'.repeat(70)} ${i}`));
  hidePage();

  expect(sent.length).toBeGreaterThan(1);
  for (const { beacon } of sent) {
    expect(beacon.events.length).toBeLessThanOrEqual(BEACON_LIMITS.events);
    expect(new TextEncoder().encode(JSON.stringify(beacon)).length).toBeLessThanOrEqual(BEACON_LIMITS.bytes);
  }
  expect(events()).toHaveLength(BEACON_LIMITS.events + 6);
  expect(events().every((e) => String(e.props?.catalogue ?? '').length <= BEACON_LIMITS.textLength)).toBe(true);
});

it('falls back to a fetch that outlives the page when the browser refuses the beacon, and never throws', async () => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
  const fetched: RequestInit[] = [];
  const realFetch = window.fetch;
  window.fetch = ((_url: string, init: RequestInit) => {
    fetched.push(init);
    return Promise.reject(new TypeError('offline'));
  }) as typeof fetch;
  try {
    const store = watched();
    expect(() => visit(store, '/about')).not.toThrow();
    await settle();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(fetched[0]?.body as string)).toMatchObject({ events: [{ name: 'page_view', path: '/about' }] });
  } finally {
    window.fetch = realFetch;
  }
});

describe('stays silent', () => {
  it.each([
    [
      'Global Privacy Control',
      () => Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true }),
    ],
    ['Do Not Track', () => Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' })],
    [
      'the server saying analytics is off',
      () => {
        document.head.innerHTML = `<meta name="${INSIGHTS_META_NAME}" content="off">`;
      },
    ],
  ])('with %s', async (_why, set) => {
    set();
    const store = watched();
    visit(store, '/');
    store.dispatch(bookingOpened('banner'));
    await settle();
    hidePage();
    expect(sent).toEqual([]);
  });

  it('in the signed-in area and on its sign-in page, and counts the public pages around them', async () => {
    const store = watched();
    visit(store, '/login');
    visit(store, '/admin');
    visit(store, '/admin/messages/3');
    await settle();
    expect(sent).toEqual([]);

    visit(store, '/about');
    visit(store, '/administration-of-curls');
    visit(store, '/admin/website');
    await settle();
    expect(events()).toEqual([
      { name: 'page_view', path: '/about' },
      { name: 'page_view', path: '/administration-of-curls' },
    ]);
  });

  it('while the page is prerendered, and counts it once it is shown', async () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    const store = watched();
    visit(store, '/');
    await settle();
    expect(sent).toEqual([]);

    Reflect.deleteProperty(document, 'prerendering');
    document.dispatchEvent(new Event('prerenderingchange'));
    await settle();
    expect(events()).toEqual([{ name: 'page_view', path: '/' }]);
  });
});

describe('links out of the site', () => {
  it.each([
    ['https://www.instagram.com/curlcraft', 'instagram'],
    ['https://instagram.com/curlcraft', 'instagram'],
    ['https://m.facebook.com/curlcraft', 'facebook'],
    ['https://www.tiktok.com/@curlcraft', 'tiktok'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://www.youtube.com/@curlcraft', 'youtube'],
    ['https://www.pinterest.co.uk/curlcraft', 'pinterest'],
    ['https://pinterest.com/curlcraft', 'pinterest'],
    ['https://wa.me/15551234567', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone=15551234567', 'whatsapp'],
    ['tel:+1 555 123 4567', 'phone'],
    ['mailto:hello@example.com', 'email'],
    ['https://maps.google.com/?q=salon', 'other'],
    ['https://notinstagram.com/', 'other'],
    ['https://instagram.com.example.net/', 'other'],
    ['/about', null],
    ['http://localhost/products?product=3', null],
    ['#main', null],
    ['javascript:void(0)', null],
  ])('%s is %s', (href, channel) => {
    expect(outboundChannel(href, 'http://localhost/contact')).toBe(channel);
  });

  it('are reported by channel alone, as are catalogue downloads by the catalogue, and nothing else clicked', async () => {
    const store = watched();
    visit(store, '/contact');
    document.body.innerHTML = `
      <a href="tel:+15551234567">Call <span>us</span></a>
      <a href="https://wa.me/15551234567">WhatsApp</a>
      <a href="mailto:hello@example.com">Mail</a>
      <a href="https://www.instagram.com/curlcraft">Instagram</a>
      <a href="/about">About</a>
      <button type="button">Menu</button>
      <div data-catalogue="Care"><a href="/storage/care.pdf" download>Download</a></div>`;
    for (const element of document.body.querySelectorAll('a, button, span')) {
      element.addEventListener('click', (event) => event.preventDefault());
      (element as HTMLElement).click();
    }
    await settle();

    expect(events()).toEqual([
      { name: 'page_view', path: '/contact' },
      { name: 'outbound_click', path: '/contact', props: { channel: 'phone' } },
      { name: 'outbound_click', path: '/contact', props: { channel: 'phone' } },
      { name: 'outbound_click', path: '/contact', props: { channel: 'whatsapp' } },
      { name: 'outbound_click', path: '/contact', props: { channel: 'email' } },
      { name: 'outbound_click', path: '/contact', props: { channel: 'instagram' } },
      { name: 'catalogue_downloaded', path: '/contact', props: { catalogue: 'Care' } },
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/555|hello@|curlcraft/);
  });
});
