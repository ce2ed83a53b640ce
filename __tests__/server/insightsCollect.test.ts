// The collection endpoint's controls, each shown holding on the real server: the size limit, the
// contract's schema, the site's own pages only, Sec-GPC and DNT, bots, the rate per address, the
// storage cap, no-store, the owner's session for the report, and ANALYTICS=off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BEACON_LIMITS, INSIGHT_EVENTS, type InsightBeacon, type InsightsReport } from '../../src/api/insightsContract';
import { INSIGHTS_META_NAME } from '../../src/api/insightsContract';
import { readConfig } from '../../server/config';
import { browserFamily } from '../../server/modules/insights/classify';
import { eventBytes } from '../../server/modules/insights/storage';
import { startInsightsServer, UA, type InsightsTestServer, type Visitor } from '../support/insights';

const visitor: Visitor = { address: '203.0.113.7', userAgent: UA.chromeDesktop };
const pageView: InsightBeacon = { width: 1280, events: [{ name: 'page_view', path: '/' }] };

const servers: InsightsTestServer[] = [];
async function start(...args: Parameters<typeof startInsightsServer>) {
  const server = await startInsightsServer(...args);
  servers.push(server);
  return server;
}

afterAll(async () => {
  for (const server of servers) await server.close();
});

let server: InsightsTestServer;
beforeAll(async () => {
  server = await start();
});

describe('a beacon', () => {
  it('is stored when it is well-formed and from the site, as text or JSON, answered 204 and never cached', async () => {
    const before = server.storedEvents();
    const text = await server.beacon(visitor, pageView);
    expect(text.statusCode).toBe(204);
    expect(text.headers['cache-control']).toBe('no-store');
    const json = await server.beacon(visitor, pageView, { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(204);
    expect(server.storedEvents()).toBe(before + 2);
    // Every event the contract names is taken.
    const all = await server.beacon(visitor, {
      width: 500,
      events: INSIGHT_EVENTS.map((name) => ({
        name,
        path: '/',
        ...(name === 'catalogue_opened' || name === 'catalogue_downloaded'
          ? { props: { catalogue: 'Curls' } }
          : name === 'product_opened'
            ? { props: { product: 'Gel' } }
            : name === 'outbound_click'
              ? { props: { channel: 'phone' } }
              : name === 'vitals'
                ? { props: { LCP: 1200, CLS: 0.1 } }
                : name === 'booking_opened'
                  ? { props: { from: 'header' } }
                  : {}),
      })),
    });
    expect(all.statusCode).toBe(204);
    expect(server.storedEvents()).toBe(before + 2 + INSIGHT_EVENTS.length);
    // What may be left out or empty: a UTM value, the booking's button, the referrer.
    const sparse = await server.beacon(visitor, {
      width: 500,
      referrer: '',
      utm: { source: '', medium: 'email' },
      events: [
        { name: 'booking_opened', path: '/' },
        { name: 'booking_opened', path: '/', props: { from: '' } },
      ],
    });
    expect(sparse.statusCode).toBe(204);
    expect(server.storedEvents()).toBe(before + 4 + INSIGHT_EVENTS.length);
  });

  it(`is refused whole past ${BEACON_LIMITS.bytes} bytes (413), and taken up to them`, async () => {
    const before = server.storedEvents();
    const json = JSON.stringify(pageView);
    const atLimit = json.replace('{', `{${' '.repeat(BEACON_LIMITS.bytes - json.length)}`);
    expect(Buffer.byteLength(atLimit)).toBe(BEACON_LIMITS.bytes);
    expect((await server.beacon(visitor, atLimit)).statusCode).toBe(204);
    const over = await server.beacon(visitor, `${atLimit} `);
    expect(over.statusCode).toBe(413);
    expect(over.headers['cache-control']).toBe('no-store');
    expect(server.storedEvents()).toBe(before + 1);
  });

  it('is refused whole (400) when it strays from the contract, and nothing of it is stored', async () => {
    const before = server.storedEvents();
    const event = { name: 'page_view', path: '/' };
    const cases: Array<[string, unknown]> = [
      ['an unknown event', { width: 400, events: [event, { name: 'scrolled', path: '/' }] }],
      [
        'an unknown property',
        { width: 400, events: [event, { name: 'page_view', path: '/', props: { email: 'a@b.c' } }] },
      ],
      [
        'a property of another event',
        { width: 400, events: [{ name: 'product_opened', path: '/', props: { catalogue: 'x' } }] },
      ],
      [
        'an unknown channel',
        { width: 400, events: [{ name: 'outbound_click', path: '/', props: { channel: 'myspace' } }] },
      ],
      ['a speed figure as text', { width: 400, events: [{ name: 'vitals', path: '/', props: { LCP: '1200' } }] }],
      ['an unknown measure', { width: 400, events: [{ name: 'vitals', path: '/', props: { FID: 12 } }] }],
      [
        'too long a text',
        {
          width: 400,
          events: [{ name: 'product_opened', path: '/', props: { product: 'x'.repeat(BEACON_LIMITS.textLength + 1) } }],
        },
      ],
      [
        'too long a path',
        { width: 400, events: [{ name: 'page_view', path: `/${'a'.repeat(BEACON_LIMITS.pathLength)}` }] },
      ],
      [
        'too long a referrer',
        { width: 400, referrer: `https://a.example/${'r'.repeat(BEACON_LIMITS.referrerLength)}`, events: [event] },
      ],
      [
        'too long a campaign',
        { width: 400, utm: { campaign: 'c'.repeat(BEACON_LIMITS.textLength + 1) }, events: [event] },
      ],
      ['too many events', { width: 400, events: Array.from({ length: BEACON_LIMITS.events + 1 }, () => event) }],
      ['no event', { width: 400, events: [] }],
      ['a path with a query', { width: 400, events: [{ name: 'page_view', path: '/?email=a@b.c' }] }],
      [
        'a path that is an address',
        { width: 400, events: [{ name: 'page_view', path: 'https://elsewhere.example/' }] },
      ],
      [
        'a control character',
        { width: 400, events: [{ name: 'product_opened', path: '/', props: { product: 'a\u202eb' } }] },
      ],
      ['another key', { width: 400, events: [event], visitorId: 'abc' }],
      ['no width', { events: [event] }],
      ['not JSON', '{"width": 400, "events": ['],
      ['a __proto__ key', '{"width": 400, "events": [{"name": "page_view", "path": "/"}], "__proto__": {"x": 1}}'],
    ];
    for (const [what, body] of cases) {
      const answer = await server.beacon(visitor, body as object);
      expect({ what, status: answer.statusCode }).toEqual({ what, status: 400 });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(server.storedEvents()).toBe(before);
    // Any other body type is not read at all.
    const form = await server.beacon(visitor, JSON.stringify(pageView), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(server.storedEvents()).toBe(before);
  });

  it('is refused (403) from another site’s pages, and taken from the site’s and CORS_ORIGINS’', async () => {
    const withCors = await start({}, { corsOrigins: ['https://preview.example-salon.com'] });
    const sendFrom = (headers: Record<string, string>) =>
      withCors.client({
        method: 'POST',
        url: '/api/insights',
        headers: { 'content-type': 'text/plain', 'user-agent': UA.firefox, ...headers },
        payload: JSON.stringify(pageView),
      });
    const before = withCors.storedEvents();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: '', referer: 'https://evil.example/page' },
      { origin: '' },
    ]) {
      const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const answer = await sendFrom(sent);
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 403 });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(withCors.storedEvents()).toBe(before);
    for (const headers of [
      { origin: 'https://preview.example-salon.com' },
      { origin: withCors.origin },
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${withCors.origin}/about` },
    ] as Array<Record<string, string>>) {
      const answer = await sendFrom(headers);
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 204 });
    }
    expect(withCors.storedEvents()).toBe(before + 4);
  });

  it('is answered 204 and not counted when the browser sends Sec-GPC: 1 or DNT: 1, or is a bot', async () => {
    const before = server.storedEvents();
    for (const [what, sender, headers] of [
      ['Sec-GPC', visitor, { 'sec-gpc': '1' }],
      ['DNT', visitor, { dnt: '1' }],
      ['Googlebot', { ...visitor, userAgent: UA.googlebot }, {}],
      ['a headless browser', { ...visitor, userAgent: `${UA.chromeDesktop} HeadlessChrome/131.0.0.0` }, {}],
      ['no user agent', { ...visitor, userAgent: '' }, {}],
    ] as const) {
      const answer = await server.beacon(sender, pageView, headers);
      expect({ what, status: answer.statusCode }).toEqual({ what, status: 204 });
    }
    expect(server.storedEvents()).toBe(before);
    // The same browser without them is counted.
    expect((await server.beacon(visitor, pageView, { 'sec-gpc': '0' })).statusCode).toBe(204);
    expect(server.storedEvents()).toBe(before + 1);
  });

  it('is refused (429) past the beacons one address may send a minute; other addresses and routes go on', async () => {
    const limited = await start({ perMinute: 5 });
    const flooder: Visitor = { address: '198.51.100.99', userAgent: UA.firefox };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await limited.beacon(flooder, pageView)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect(limited.storedEvents()).toBe(5);
    const over = await limited.beacon(flooder, pageView);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(over.headers['cache-control']).toBe('no-store');
    expect((await limited.beacon(visitor, pageView)).statusCode).toBe(204);
    const page = await limited.client({ url: '/api/contact-page', headers: { 'x-forwarded-for': flooder.address } });
    expect(page.statusCode).toBe(200);
  });

  it('past ANALYTICS_MAX_MB makes room with the raw events of days rolled up, and drops only when today fills it', async () => {
    // Room for three page views of this visitor.
    const oneView = eventBytes({
      path: '/',
      referrer: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      browser: browserFamily(visitor.userAgent),
      props: null,
    });
    const clock = { now: new Date('2026-03-10T12:00:00').getTime() };
    const capped = await start({ maxBytes: 3 * oneView + oneView / 2 }, {}, clock);
    const two: InsightBeacon = { width: 1280, events: [pageView.events[0]!, pageView.events[0]!] };
    const session = await capped.signIn();
    const report = async (day: string) =>
      (await capped.request('GET', `/api/admin/insights?from=${day}&to=${day}`, { session })).json<InsightsReport>();
    expect((await capped.beacon(visitor, two)).statusCode).toBe(204);
    expect((await report('2026-03-10')).storageFull).toBeUndefined();
    // Today's events fill it: the fourth is dropped, and the report says so.
    expect((await capped.beacon(visitor, two)).statusCode).toBe(204);
    expect(capped.storedEvents()).toBe(3);
    const full = await report('2026-03-10');
    expect([full.storageFull, full.totals.pageViews]).toEqual([true, 3]);
    // The next day, the full store still counts: yesterday's raw events make room, its totals stay.
    clock.now += 24 * 60 * 60_000;
    expect((await capped.beacon(visitor, two)).statusCode).toBe(204);
    expect(capped.storedEvents()).toBe(2);
    const today = await report('2026-03-11');
    expect([today.storageFull, today.totals.pageViews]).toEqual([undefined, 2]);
    expect((await report('2026-03-10')).totals.pageViews).toBe(3);
  });
});

describe('the housekeeping', () => {
  it('folds events past the retention and drops the old salt on its timer, while the server runs', async () => {
    const clock = { now: new Date('2026-03-10T12:00:00').getTime() };
    const running = await start({ retentionDays: 1, housekeepingMs: 100 }, {}, clock);
    expect((await running.beacon(visitor, pageView)).statusCode).toBe(204);
    const db = running.app.db;
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still within the retention, and today's salt in use.
    expect([count('insight_events'), count('insight_daily'), count('insight_salts')]).toEqual([1, 0, 1]);
    clock.now += 2 * 24 * 60 * 60_000;
    const deadline = Date.now() + 5000;
    while (count('insight_events') > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect([count('insight_events'), count('insight_salts')]).toEqual([0, 0]);
    expect(count('insight_daily')).toBeGreaterThan(0);
  });
});

describe('the report', () => {
  it('answers only a signed-in owner (401), and is never cached', async () => {
    for (const url of [
      '/api/admin/insights',
      '/api/admin/insights.csv',
      '/api/admin/insights?from=2026-03-01&to=2026-03-02',
    ]) {
      const answer = await server.request('GET', url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 401 });
    }
    const session = await server.signIn();
    const answer = await server.request('GET', '/api/admin/insights', { session });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(server.app.adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/insights', signedIn: true, right: 'visits' },
        { method: 'GET', url: '/api/admin/insights.csv', signedIn: true, right: 'visits' },
      ]),
    );
  });
});

describe('ANALYTICS=off', () => {
  it('is read from the environment with the retention and the cap, on by default', () => {
    const defaults = readConfig({});
    expect([defaults.ANALYTICS, defaults.ANALYTICS_RETENTION_DAYS, defaults.ANALYTICS_MAX_MB]).toEqual([true, 90, 100]);
    const set = readConfig({
      ANALYTICS: 'off',
      ANALYTICS_RETENTION_DAYS: '30',
      ANALYTICS_MAX_MB: '20',
      ANALYTICS_RATE_PER_MINUTE: '120',
    });
    expect([set.ANALYTICS, set.ANALYTICS_RETENTION_DAYS, set.ANALYTICS_MAX_MB, set.ANALYTICS_RATE_PER_MINUTE]).toEqual([
      false,
      30,
      20,
      120,
    ]);
    expect(defaults.ANALYTICS_RATE_PER_MINUTE).toBe(60);
    expect(() => readConfig({ ANALYTICS: 'no' })).toThrow(/ANALYTICS: expected on or off/);
    expect(() => readConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });

  it('stores nothing, answers 204, says collecting: false, and tells the pages not to load the collector', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Salon</title></head><body><div id="root"></div></body></html>',
    );
    try {
      const off = await start({ enabled: false }, { distDir: dist });
      const on = await start({}, { distDir: dist });
      const answer = await off.beacon(visitor, pageView);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['cache-control']).toBe('no-store');
      // Whatever is sent: nothing is read.
      expect((await off.beacon(visitor, '{not json')).statusCode).toBe(204);
      expect(off.storedEvents()).toBe(0);
      const session = await off.signIn();
      expect((await off.request('GET', '/api/admin/insights', { session })).json<InsightsReport>().collecting).toBe(
        false,
      );
      const meta = (html: string) =>
        new RegExp(`<meta name="${INSIGHTS_META_NAME}" content="(on|off)">`).exec(html)?.[1];
      expect(meta((await off.client({ url: '/about', headers: { accept: 'text/html' } })).body)).toBe('off');
      expect(meta((await on.client({ url: '/about', headers: { accept: 'text/html' } })).body)).toBe('on');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
