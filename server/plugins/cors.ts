// CORS for the pages of the origins in CORS_ORIGINS (a copy of the site built against this server):
// they may call the API (with the content type and the token it sends) and read the media (pdf.js
// fetches the catalogues). Images, video and the insights beacon are sent without CORS, so the
// answers also tell the browser those origins may have them (Cross-Origin-Resource-Policy), recognised
// by the Origin or (for /storage) the Referer the page sends. Every other origin keeps the
// same-origin policy.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { addVary, refererOrigin } from '../lib/http';

const API_PATH = /^\/api(?:[/?]|$)/;
/** The admin API: same-origin only, whatever CORS_ORIGINS says. */
const ADMIN_API_PATH = /^\/api\/admin(?:[/?.]|$)/;
const STORAGE_PATH = /^\/storage(?:[/?]|$)/;

/**
 * Whether a request is for the admin API, decided as the router decides: on the decoded path
 * (/api/%61dmin/session is /api/admin/session), and on the route it found. A path that does not
 * decode counts as the admin API's: it gets no CORS.
 */
function isAdminRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api/admin')) return true;
  const query = request.url.indexOf('?');
  const raw = query === -1 ? request.url : request.url.slice(0, query);
  try {
    return ADMIN_API_PATH.test(decodeURIComponent(raw));
  } catch {
    return true;
  }
}

function crossOrigin(allowed: ReadonlySet<string>): onRequestHookHandler {
  return (request, reply, done) => {
    if (ADMIN_API_PATH.test(request.url) || isAdminRequest(request)) return done();
    const api = API_PATH.test(request.url);
    const storage = !api && STORAGE_PATH.test(request.url);
    if (!api && !storage) return done();
    addVary(reply, 'Origin');
    if (storage) addVary(reply, 'Referer');
    const origin = request.headers.origin;
    const fromAllowed = origin !== undefined && allowed.has(origin);
    if (fromAllowed || (storage && allowed.has(refererOrigin(request.headers.referer) ?? ''))) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (!fromAllowed) return done();
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      // A preflight: answered here, before any route, for every path under /api and /storage.
      void reply
        .code(204)
        .header('access-control-allow-methods', api ? 'GET, HEAD, POST' : 'GET, HEAD')
        .header('access-control-allow-headers', 'Content-Type, Authorization')
        .header('access-control-max-age', '600')
        .send();
      return;
    }
    reply.header('access-control-expose-headers', 'Retry-After');
    done();
  };
}

export const cors = fp<{ origins: string[] }>(
  async (app, { origins }) => {
    const allowed = new Set(origins);
    if (allowed.size > 0) app.addHook('onRequest', crossOrigin(allowed));
  },
  { name: 'cors' },
);
