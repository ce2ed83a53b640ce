// POST /api/insights: the site's beacons (navigator.sendBeacon's text/plain JSON, or application/json).
// In order: ANALYTICS=off answers 204 and stores nothing; a request that does not come from the
// site's own pages is refused (403); an address past its beacons a minute is refused (429); a
// visitor who asks not to be tracked (Sec-GPC: 1, DNT: 1) or a bot is answered 204 and not
// counted; only then is the body read, at most BEACON_LIMITS.bytes (413 past it), and checked
// against the contract (400, nothing stored). Every answer is Cache-Control: no-store.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { BEACON_LIMITS, INSIGHTS_COLLECT_PATH } from '../../../src/api/insightsContract';
import { isOwnOrigin, refererOrigin, validHost } from '../../lib/http';
import { parseJsonBody } from '../../lib/bodyText';
import type { Insights } from './insights';
import { parseBeacon } from './schema';
import { rateLimitKey } from '../../lib/rateLimitKey';

export interface CollectRoutesOptions {
  insights: Insights;
  /** Beacons one address may send a minute. */
  perMinute: number;
  /** The site's public origin (SITE_URL), when set. */
  siteUrl: string | undefined;
  /** Other origins serving the site's pages (CORS_ORIGINS). */
  corsOrigins: readonly string[];
}

const METHODS = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const TYPES = new Set(['text/plain', 'application/json']);

/** Whether the request comes from a page of the site: its Origin, else Sec-Fetch-Site, else its Referer. */
function fromOwnPages(request: FastifyRequest, siteUrl: string | undefined, others: readonly string[]): boolean {
  const allowed = (origin: string | null | undefined) =>
    typeof origin === 'string' &&
    origin !== 'null' &&
    (isOwnOrigin(request, origin, siteUrl) || others.includes(origin));
  const { origin } = request.headers;
  if (origin !== undefined) return allowed(origin);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return allowed(refererOrigin(request.headers.referer));
}

/** Whether the visitor's browser asks not to be tracked, or the user agent is a bot's (or none at all). */
function notCounted(request: FastifyRequest): string | null {
  if (request.headers['sec-gpc'] === '1') return 'Sec-GPC';
  if (request.headers.dnt === '1') return 'DNT';
  const userAgent = request.headers['user-agent'] ?? '';
  if (userAgent.trim() === '' || isbot(userAgent)) return 'bot';
  return null;
}

/** The site's own hosts, which a referrer may not be counted as: SITE_URL's, the request's and CORS_ORIGINS'. */
function ownHosts(request: FastifyRequest, siteUrl: string | undefined, others: readonly string[]): string[] {
  const hosts = [siteUrl, ...others].filter((o): o is string => Boolean(o)).map((origin) => new URL(origin).hostname);
  const host = validHost(request.host);
  if (host) hosts.push(host.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''));
  return hosts;
}

const noContent = (reply: FastifyReply) => reply.code(204).send();

export const collectRoutes: FastifyPluginAsync<CollectRoutesOptions> = async (app, options) => {
  const { insights, siteUrl, corsOrigins } = options;
  // sendBeacon's text is JSON: parsed like any JSON body (no __proto__ keys), in this context only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, parseJsonBody);
  await app.register(fastifyRateLimit, { global: false, cache: 10_000, keyGenerator: rateLimitKey });
  const limit = app.createRateLimit({ max: options.perMinute, timeWindow: 60_000 });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.route({
    method: [...METHODS],
    url: INSIGHTS_COLLECT_PATH,
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send({ message: 'This address answers POST only.' }),
  });

  app.post(
    INSIGHTS_COLLECT_PATH,
    {
      bodyLimit: BEACON_LIMITS.bytes,
      onRequest: async (request, reply) => {
        if (!insights.collecting) return noContent(reply);
        if (!fromOwnPages(request, siteUrl, corsOrigins)) {
          return reply.code(403).send({ message: 'Visits are counted from the site’s own pages only.' });
        }
        const state = await limit(request);
        if (!state.isAllowed && state.isExceeded) {
          return reply
            .code(429)
            .header('retry-after', String(state.ttlInSeconds))
            .send({ message: 'Too many beacons from this address.' });
        }
        if (notCounted(request) !== null) return noContent(reply);
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!TYPES.has(type)) {
          return reply.code(415).send({ message: 'Send the beacon as JSON text (text/plain or application/json).' });
        }
      },
    },
    async (request, reply) => {
      const parsed = parseBeacon(request.body);
      if (!parsed.ok)
        return reply.code(400).send({ message: `The beacon is not one this server takes: ${parsed.problem}.` });
      insights.collect(parsed.beacon, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        ownHosts: ownHosts(request, siteUrl, corsOrigins),
      });
      return noContent(reply);
    },
  );
};

/**
 * Rolls up the days that are over, deletes raw events past the retention and drops old salts, at
 * start and every `everyMs` after, on a timer that keeps no process alive.
 */
export const insightsHousekeeping: FastifyPluginAsync<{ insights: Insights; everyMs: number }> = async (
  app,
  { insights, everyMs },
) => {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    try {
      const done = insights.housekeeping();
      if (done.rolled > 0 || done.deleted > 0) app.log.info(done, 'Visit events rolled up into daily totals');
    } catch (err) {
      app.log.error({ err }, 'Rolling up visit events failed; it is tried again later');
    }
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
