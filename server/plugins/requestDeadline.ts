// The whole-request deadline, kept per request. Node's own (server.requestTimeout) is one value for
// the whole server, but the media library's uploads need minutes on a slow line while every other
// request is in within a fraction of a second. So every request gets the server's deadline from the
// moment its headers are in, and only an upload route, once the session and anti-forgery checks have
// let its request through, extends its own request's deadline to what its announced size needs.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const deadlines = new WeakMap<FastifyRequest['raw'], NodeJS.Timeout>();

function arm(request: FastifyRequest, ms: number): void {
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

function disarm(raw: FastifyRequest['raw']): void {
  clearTimeout(deadlines.get(raw));
  deadlines.delete(raw);
}

/**
 * Every request whose body is still coming must be in within `ms` of its headers, or its connection
 * is closed. While the server works on its answer, the connection is not idle on the client's part:
 * the socket's idle timeout (`idleSocketMs`, for a client that stopped reading) rests from the
 * request's headers until its answer is sent, so a slow answer (an image waiting its turn to be
 * encoded on a busy server) is never cut off.
 */
export function requestDeadlines(app: FastifyInstance, ms: number, idleSocketMs: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.raw.socket?.setTimeout?.(0);
    // A request without a body (no length, or none, and not chunked) is in once its headers are,
    // though Node calls it complete only once its (empty) body is read, which for a GET may be never.
    const { 'content-length': length, 'transfer-encoding': chunked } = request.raw.headers;
    if (request.raw.complete || (!chunked && (length === undefined || Number(length) === 0))) return done();
    arm(request, ms);
    request.raw.once('end', () => disarm(request.raw));
    request.raw.once('close', () => disarm(request.raw));
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    request.raw.socket?.setTimeout?.(idleSocketMs);
    done(null, payload);
  });
  // Answered before its body was read (refused, or not found): the request is over, and its
  // connection, kept alive, may already carry the next one.
  app.addHook('onResponse', (request, _reply, done) => {
    disarm(request.raw);
    done();
  });
}

/** The slowest pace an upload is given time for: 128 KiB/s, about a weak mobile connection's uplink. */
export const SLOWEST_UPLOAD_BYTES_PER_SECOND = 128 * 1024;

/**
 * Gives this request (an upload) the time its body needs at the slowest pace allowed: the server's
 * deadline plus `bytes` (its Content-Length, or the most the route takes) at that pace.
 */
export function extendDeadline(request: FastifyRequest, baseMs: number, bytes: number): void {
  if (request.raw.complete || !deadlines.has(request.raw)) return;
  arm(request, baseMs + Math.ceil((bytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000));
}
