// The address a rate limit counts a request under: @fastify/rate-limit's own (an IPv4 address, or an
// IPv6 one by its /64), except for a request whose connection closed before its limit was checked.
// Node forgets a closed socket's address, and the library's own key would throw on it: a server
// error in the log for a visitor who had already gone.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Requests whose connection has gone share one count: nobody reads their answers. */
export const CLOSED_CONNECTION_KEY = 'closed-connection';

export function rateLimitKey(request: FastifyRequest): string {
  // Typed as always there, it is undefined once the socket has closed.
  const ip = request.ip as string | undefined;
  return ip ? normalizeIP(ip) : CLOSED_CONNECTION_KEY;
}
