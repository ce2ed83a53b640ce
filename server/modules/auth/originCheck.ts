// Every change asked of the admin area must come from the site's own pages: its Origin (or, from a browser
// that sends none, its Referer) must be the site's origin. A form on another site posting here is
// refused with 403 before anything else is looked at. This is the first of two defences against
// cross-site request forgery; the session's anti-forgery token (CSRF_HEADER) is the second.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOwnOrigin, refererOrigin } from '../../lib/http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

export function sameOriginOnly(siteUrl: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isSafeMethod(request.method)) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer) ?? undefined;
    if (origin !== undefined && origin !== 'null' && isOwnOrigin(request, origin, siteUrl)) return;
    request.log.warn({ origin }, 'A change to the area from another origin was refused');
    return reply.code(403).send({ message: 'This request must come from the site’s own pages.' });
  };
}
