// Who may keep an answer. Every answer starts as `private, no-store`; a route that serves the same
// bytes to everyone opts in with `reply.sharePublicly()`, which lets a shared cache in front (a CDN,
// the nginx of deploy/) keep it for `s-maxage` and serve it stale while it asks again, or while the
// server is down. So a route someone adds (a signed-in page, a personal answer) is never shared by
// mistake: it has to say so.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_NO_STORE } from '../lib/http';

export interface SharedCaching {
  /** Seconds a shared cache serves an answer without asking (CACHE_S_MAXAGE). */
  sMaxAge: number;
  /** Seconds past that it may still serve it while it asks again in the background. */
  staleWhileRevalidate: number;
  /** Seconds past that it may still serve it while the server fails or is down. */
  staleIfError: number;
}

export const DEFAULT_SHARED_CACHING: SharedCaching = {
  sMaxAge: 60,
  staleWhileRevalidate: 24 * 60 * 60,
  staleIfError: 24 * 60 * 60,
};

/**
 * The header of an answer anyone may be given. Browsers read `max-age` (0: they revalidate on every
 * use, a bodiless 304 when nothing changed); shared caches read `s-maxage` and the two stale windows.
 */
function publicCacheControl(shared: SharedCaching, browserMaxAge = 0): string {
  return [
    'public',
    `max-age=${browserMaxAge}`,
    `s-maxage=${shared.sMaxAge}`,
    `stale-while-revalidate=${shared.staleWhileRevalidate}`,
    `stale-if-error=${shared.staleIfError}`,
  ].join(', ');
}

declare module 'fastify' {
  interface FastifyReply {
    /** Lets browsers keep the answer for `browserMaxAge` seconds (0 by default) and shared caches as configured. */
    sharePublicly(browserMaxAge?: number): FastifyReply;
  }
}

/** Makes every answer private unless its route shares it. Register before the routes. */
export const cachePolicy = fp<{ shared: SharedCaching }>(
  async (app, { shared }) => {
    app.decorateReply('sharePublicly', function sharePublicly(this: FastifyReply, browserMaxAge = 0) {
      return this.header('cache-control', publicCacheControl(shared, browserMaxAge));
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      done();
    });
  },
  { name: 'cache-policy' },
);
