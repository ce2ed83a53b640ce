// The whole-request deadline, kept per request. Node's own (server.requestTimeout) is one value for
// the whole server, but the media library's uploads need minutes on a slow line while every other
// request is in within a fraction of a second. So every request gets the server's deadline from the
// moment its headers are in, and only an upload route, once the session and anti-forgery checks have
// let its request through, extends its own request's deadline to what its announced size needs
// (extendDeadline, server/lib/deadlines.ts).
import fp from 'fastify-plugin';
import { armDeadline, disarmDeadline } from '../lib/deadlines';

export interface RequestDeadlineOptions {
  /** How long a request's body may take to arrive, from its headers. */
  ms: number;
  /** How long a connection on which nothing moves either way is kept. */
  idleSocketMs: number;
}

/**
 * Every request whose body is still coming must be in within `ms` of its headers, or its connection
 * is closed. While the server works on its answer, the connection is not idle on the client's part:
 * the socket's idle timeout (`idleSocketMs`, for a client that stopped reading) rests from the
 * request's headers until its answer is sent, so a slow answer (an image waiting its turn to be
 * encoded on a busy server) is never cut off.
 */
export const requestDeadlines = fp<RequestDeadlineOptions>(
  async (app, { ms, idleSocketMs }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      request.raw.socket?.setTimeout?.(0);
      // A request without a body (no length, or none, and not chunked) is in once its headers are,
      // though Node calls it complete only once its (empty) body is read, which for a GET may be never.
      const { 'content-length': length, 'transfer-encoding': chunked } = request.raw.headers;
      if (request.raw.complete || (!chunked && (length === undefined || Number(length) === 0))) return done();
      armDeadline(request, ms);
      request.raw.once('end', () => disarmDeadline(request.raw));
      request.raw.once('close', () => disarmDeadline(request.raw));
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      request.raw.socket?.setTimeout?.(idleSocketMs);
      done(null, payload);
    });
    // Answered before its body was read (refused, or not found): the request is over, and its
    // connection, kept alive, may already carry the next one.
    app.addHook('onResponse', (request, _reply, done) => {
      disarmDeadline(request.raw);
      done();
    });
  },
  { name: 'request-deadlines' },
);
