// For the visit counter's tests: the real server on a temporary database, with a clock the test
// moves, and beacons sent as the site's collector sends them (navigator.sendBeacon's text/plain
// JSON, same Origin) from the addresses and user agents of different visitors.
import type { InsightBeacon } from '../../src/api/insightsContract';
import type { AnalyticsOptions } from '../../server/modules/insights';
import { startAreaServer, type AreaTestServer } from './admin';
import type { TestResponse } from './testClient';

export const UA = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

export interface Visitor {
  address: string;
  userAgent: string;
}

export interface InsightsTestServer extends AreaTestServer {
  /** The server's clock, in milliseconds: set it to move time. */
  clock: { now: number };
  beacon: (
    visitor: Visitor,
    body: InsightBeacon | string | object,
    headers?: Record<string, string>,
  ) => Promise<TestResponse>;
  /** Rows of the raw events table. */
  storedEvents: () => number;
}

/** Noon of a local day, so that hours added or taken stay on it. */
export const noon = (day: string) => new Date(`${day}T12:00:00`).getTime();

export async function startInsightsServer(
  analytics: Partial<AnalyticsOptions> = {},
  options: Parameters<typeof startAreaServer>[0] = {},
  clock = { now: noon('2026-03-10') },
): Promise<InsightsTestServer> {
  const server = await startAreaServer({
    trustProxy: true,
    ...options,
    analytics: { perMinute: 10_000, now: () => clock.now, ...analytics },
  });
  const beacon: InsightsTestServer['beacon'] = (visitor, body, headers = {}) =>
    server.client({
      method: 'POST',
      url: '/api/insights',
      headers: {
        origin: server.origin,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': visitor.userAgent,
        'x-forwarded-for': visitor.address,
        ...headers,
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    ...server,
    clock,
    beacon,
    storedEvents: () => server.app.db.prepare('SELECT COUNT(*) FROM insight_events').pluck().get() as number,
  };
}
