// What the server answers before any route sees a request: exactly one Host, and a clear 503 with
// Retry-After while it shuts down, both with the security headers that Node's and Fastify's own
// answers lack.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_NO_STORE } from '../lib/http';
import type { SecurityHeaders } from '../lib/securityHeaders';

/** Seconds a client is told to wait while the server restarts. */
const RESTART_RETRY_AFTER_SECONDS = 5;

const RESTARTING =
  'The site is restarting and could not take your request. Nothing was saved: please try again in a few seconds.';

/** How many Host fields the request carries (Node keeps only the first in `headers`). */
function hostFields(request: FastifyRequest): number {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'host') count += 1;
  return count;
}

/**
 * The guards every request passes after its security headers are set: an HTTP/1.1 request must
 * carry exactly one Host (RFC 9112, section 3.2: else 400), and a server shutting down answers 503
 * with Retry-After and closes the connection, so a proxy or a visitor knows to send it again.
 * Node's own 400 for a missing Host and Fastify's own 503 while closing carry no security headers:
 * buildApp turns both off (`requireHostHeader`, `return503OnClosing`) in favour of these.
 */
export const requestGuards = fp<{ headers: SecurityHeaders }>(
  async (app, { headers: securityHeaders }) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', (request, reply, done) => {
      const hosts = hostFields(request);
      const http11 = request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor >= 1;
      if (hosts > 1 || (hosts === 0 && http11)) {
        void reply
          .code(400)
          .header('connection', 'close')
          .send({ message: hosts > 1 ? 'The request names more than one Host.' : 'The request names no Host.' });
        return;
      }
      if (closing) {
        void reply
          .code(503)
          .header('retry-after', String(RESTART_RETRY_AFTER_SECONDS))
          .header('connection', 'close')
          .send({ message: RESTARTING });
        return;
      }
      done();
    });
    // An Expect other than 100-continue: Node would answer 417 itself, bare.
    app.server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
      securityHeaders(req, res, () => undefined);
      const body = JSON.stringify({ message: 'The server does not meet the Expect header of the request.' });
      res.writeHead(417, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'cache-control': PRIVATE_NO_STORE,
        connection: 'close',
      });
      res.end(body);
    });
  },
  { name: 'request-guards' },
);
