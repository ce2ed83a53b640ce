// Each request's own deadline for its body, kept beside it: armed by the requestDeadlines plugin
// (server/plugins/requestDeadlines.ts) when the request's headers are in, and extended by an upload
// route once the session and anti-forgery checks have let its request through.
import type { FastifyRequest } from 'fastify';

const deadlines = new WeakMap<FastifyRequest['raw'], NodeJS.Timeout>();

/** Closes the request's connection unless its body is in within `ms` (from now). */
export function armDeadline(request: FastifyRequest, ms: number): void {
  const raw = request.raw;
  clearTimeout(deadlines.get(raw));
  const timer = setTimeout(() => {
    request.log.info({ url: request.url, ms }, 'Request not received in time: connection closed');
    // Destroying the request closes its connection (and works as well on an injected request).
    raw.destroy();
  }, ms);
  timer.unref();
  deadlines.set(raw, timer);
}

export function disarmDeadline(raw: FastifyRequest['raw']): void {
  clearTimeout(deadlines.get(raw));
  deadlines.delete(raw);
}

/** The slowest pace an upload is given time for: 128 KiB/s, about a weak mobile connection's uplink. */
export const SLOWEST_UPLOAD_BYTES_PER_SECOND = 128 * 1024;

/**
 * Gives this request (an upload) the time its body needs at the slowest pace allowed: the server's
 * deadline plus `bytes` (its Content-Length, or the most the route takes) at that pace.
 */
export function extendDeadline(request: FastifyRequest, baseMs: number, bytes: number): void {
  if (request.raw.complete || !deadlines.has(request.raw)) return;
  armDeadline(request, baseMs + Math.ceil((bytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000));
}
