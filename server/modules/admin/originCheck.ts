// Every change asked of the admin area must come from the site's own pages: its Origin (or, from a browser
// that sends none, its Referer) must be the site's origin. A form on another site posting here is
// refused with 403 before anything else is looked at. This is the first of two defences against
// cross-site request forgery; the session's anti-forgery token (CSRF_HEADER) is the second.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin, refererOrigin, validHost } from '../../lib/http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/** Whether `origin` is the site's: SITE_URL's origin when set, else the host the request was made to. */
function isOwnOrigin(request: FastifyRequest, origin: string, siteUrl: string | undefined): boolean {
  if (origin === publicOrigin(request, siteUrl)) return true;
  if (siteUrl) return false;
  // Without SITE_URL, a TLS proxy the server was not told to trust makes the request look like
  // plain HTTP: the same host is the same site.
  try {
    const host = validHost(request.host);
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function sameOriginOnly(siteUrl: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isSafeMethod(request.method)) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer) ?? undefined;
    if (origin !== undefined && origin !== 'null' && isOwnOrigin(request, origin, siteUrl)) return;
    request.log.warn({ origin }, 'A change to the area from another origin was refused');
    return reply.code(403).send({ message: 'This request must come from the site’s own pages.' });
  };
}
