// The security and privacy controls of the visit counter (POST /api/insights, docs/analytics.md),
// each checked against the real server on a temporary database (see run.ts). Each check throws, with
// the reason, when its control does not hold.
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { BEACON_LIMITS, type InsightBeacon } from '../../src/api/insightsContract';
import { startInsightsServer, UA, type InsightsTestServer, type Visitor } from '../../__tests__/support/insights';
import { closedAfter, type Check } from './checks';

const visitor: Visitor = { address: '203.0.113.50', userAgent: UA.chromeDesktop };
const pageView: InsightBeacon = { width: 1280, events: [{ name: 'page_view', path: '/' }] };

/** Runs `body` against a visit-counting server of its own, closed afterwards whatever happens. */
const withInsights = (
  analytics: Parameters<typeof startInsightsServer>[0],
  body: (server: InsightsTestServer) => Promise<void>,
): Promise<void> => closedAfter(startInsightsServer(analytics), body);

export const insightsChecks: Check[] = [
  [
    'visit counter: beacons only from the site’s own pages (403), at most 4 KB (413), only as the contract says (400), never cached',
    () =>
      withInsights({}, async (server) => {
        const forged = await server.beacon(visitor, pageView, { origin: 'https://evil.example' });
        assert.equal(forged.statusCode, 403, 'a beacon from another site');
        const oversized = await server.beacon(visitor, `${JSON.stringify(pageView)}${' '.repeat(BEACON_LIMITS.bytes)}`);
        assert.equal(oversized.statusCode, 413, 'a beacon over the size limit');
        const unknown = await server.beacon(visitor, {
          width: 1,
          events: [{ name: 'page_view', path: '/', props: { email: 'a@b.c' } }],
        });
        assert.equal(unknown.statusCode, 400, 'a beacon with a property the contract does not name');
        assert.equal(server.storedEvents(), 0, 'something of a refused beacon was stored');
        const taken = await server.beacon(visitor, pageView);
        assert.equal(taken.statusCode, 204, taken.body);
        for (const answer of [forged, oversized, unknown, taken])
          assert.equal(answer.headers['cache-control'], 'no-store', `Cache-Control of a ${answer.statusCode}`);
      }),
  ],
  [
    'visit counter: Sec-GPC: 1, DNT: 1 and bots are not counted; ANALYTICS=off stores nothing',
    async () => {
      await withInsights({}, async (server) => {
        for (const [sender, headers] of [
          [visitor, { 'sec-gpc': '1' }],
          [visitor, { dnt: '1' }],
          [{ ...visitor, userAgent: UA.googlebot }, {}],
        ] as const) {
          assert.equal((await server.beacon(sender, pageView, headers)).statusCode, 204);
        }
        assert.equal(server.storedEvents(), 0, 'a visitor who asked not to be tracked, or a bot, was counted');
      });
      await withInsights({ enabled: false }, async (server) => {
        assert.equal((await server.beacon(visitor, pageView)).statusCode, 204);
        assert.equal(server.storedEvents(), 0, 'ANALYTICS=off stored an event');
      });
    },
  ],
  [
    'visit counter: beacons limited per address (429); raw events capped in bytes (ANALYTICS_MAX_MB), and a store filled by the largest beacons still counts the next day’s visitor',
    async () => {
      await withInsights({ perMinute: 3 }, async (server) => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1) statuses.push((await server.beacon(visitor, pageView)).statusCode);
        assert.deepEqual(statuses, [204, 204, 204, 429, 429]);
      });
      const maxBytes = 256 * 1024;
      await withInsights({ maxBytes }, async (server) => {
        // The largest events the contract allows: every text at its longest.
        const long = (n: number, c: string) => c.repeat(n);
        const largest: InsightBeacon = {
          referrer: `https://${long(60, 'r')}.example/${long(BEACON_LIMITS.referrerLength - 80, 'p')}`,
          utm: {
            source: long(BEACON_LIMITS.textLength, 's'),
            medium: long(BEACON_LIMITS.textLength, 'm'),
            campaign: long(BEACON_LIMITS.textLength, 'c'),
          },
          width: 1280,
          events: Array.from({ length: 3 }, (_, i) => ({
            name: 'product_opened' as const,
            path: `/${long(BEACON_LIMITS.pathLength - 2, 'x')}${i}`,
            props: { product: long(BEACON_LIMITS.textLength, 'n') },
          })),
        };
        for (let i = 0; i < 400; i += 1) {
          await server.beacon({ ...visitor, address: `203.0.${i >> 8}.${i & 255}` }, largest);
        }
        const db = new Database(server.dbPath, { readonly: true });
        let stored: number;
        try {
          stored = db
            .prepare(
              'SELECT SUM(length(path) + length(referrer) + length(utm_source) + length(utm_medium) + length(utm_campaign) + length(props)) FROM insight_events',
            )
            .pluck()
            .get() as number;
        } finally {
          db.close();
        }
        assert.ok(stored <= maxBytes, `the raw events hold ${stored} bytes of text, past the cap of ${maxBytes}`);
        // The next day a visitor comes: counted.
        server.clock.now += 24 * 60 * 60_000;
        assert.equal((await server.beacon(visitor, pageView)).statusCode, 204);
        const today = new Date(server.clock.now).toLocaleDateString('en-CA');
        const report = await server.request('GET', `/api/admin/insights?from=${today}&to=${today}`, {
          session: await server.signIn(),
        });
        const { totals, storageFull } = report.json<{ totals: { pageViews: number }; storageFull?: boolean }>();
        assert.deepEqual({ pageViews: totals.pageViews, storageFull }, { pageViews: 1, storageFull: undefined });
      });
    },
  ],
  [
    'visit counter: the report answers only a signed-in owner (401 otherwise)',
    () =>
      withInsights({}, async (server) => {
        for (const url of ['/api/admin/insights', '/api/admin/insights.csv'])
          assert.equal((await server.request('GET', url)).statusCode, 401, url);
        const session = await server.signIn();
        assert.equal((await server.request('GET', '/api/admin/insights', { session })).statusCode, 200);
      }),
  ],
  [
    'visit counter: nothing stored is an address or a user agent; one salt, today’s, so no key links two days',
    () =>
      withInsights({}, async (server) => {
        const visitors = [visitor, { address: '198.51.100.23', userAgent: UA.safariIphone }];
        // Today, then tomorrow: a day already rolled up takes no more visits (the server's clock only goes on).
        for (const one of visitors) assert.equal((await server.beacon(one, pageView)).statusCode, 204);
        server.clock.now += 24 * 60 * 60_000;
        for (const one of visitors) assert.equal((await server.beacon(one, pageView)).statusCode, 204);
        const db = new Database(server.dbPath, { readonly: true });
        try {
          const tables = db
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'insight%'")
            .pluck()
            .all() as string[];
          const stored = tables
            .map((table) => JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).raw().all()))
            .join('\n');
          for (const { address, userAgent } of visitors) {
            assert.ok(!stored.includes(address), `the address ${address} is stored`);
            assert.ok(!stored.includes(userAgent), 'a user agent is stored');
          }
          assert.equal(db.prepare('SELECT COUNT(*) FROM insight_salts').pluck().get(), 1, 'more than one salt is kept');
          const keys = db.prepare('SELECT day, visitor FROM insight_events').all() as Array<{
            day: string;
            visitor: string;
          }>;
          const days = new Map<string, string>();
          for (const { day, visitor: key } of keys) {
            assert.ok(days.get(key) === undefined || days.get(key) === day, 'one visitor key on two days');
            days.set(key, day);
          }
          assert.equal(days.size, 4, 'two visitors on two days are four keys');
        } finally {
          db.close();
        }
      }),
  ],
  [
    'visit counter: beacons naming 2,000 made-up addresses make a speed list of at most 100 entries, and a small report',
    () =>
      withInsights({}, async (server) => {
        for (let beacon = 0; beacon < 100; beacon += 1) {
          const events = Array.from({ length: BEACON_LIMITS.events }, (_, i) => ({
            name: 'vitals' as const,
            path: `/probe-${beacon}-${i}`,
            props: { LCP: 1000, INP: 100, CLS: 0, TTFB: 100 },
          }));
          assert.equal((await server.beacon(visitor, { width: 1280, events })).statusCode, 204);
        }
        const today = new Date(server.clock.now).toLocaleDateString('en-CA');
        const answer = await server.request('GET', `/api/admin/insights?from=${today}&to=${today}`, {
          session: await server.signIn(),
        });
        assert.equal(answer.statusCode, 200, answer.body);
        const { vitals } = answer.json<{ vitals: unknown[] }>();
        assert.ok(vitals.length > 0 && vitals.length <= 100, `${vitals.length} speed entries`);
        assert.ok(answer.body.length < 64 * 1024, `the report weighs ${answer.body.length} bytes`);
      }),
  ],
];
