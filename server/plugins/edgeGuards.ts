// What the server answers before any route sees a request: the security headers on every answer
// (Node's own parser errors included), HSTS only over HTTPS, exactly one Host, and a clear 503 with
// Retry-After while it shuts down.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from './cachePolicy';

/** helmet's middleware, as built once in buildApp. */
export type SecurityHeaders = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A browser that reached the site over HTTPS once keeps to HTTPS for a year (helmet's value). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Seconds a client is told to wait while the server restarts. */
export const RESTART_RETRY_AFTER_SECONDS = 5;

const RESTARTING =
  'The site is restarting and could not take your request. Nothing was saved: please try again in a few seconds.';

/** HTTPS as the client sees it: directly, or through a trusted proxy that says so (X-Forwarded-Proto). */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The headers helmet would set on an answer, for answers written on the socket by hand. */
function securityHeaderLines(securityHeaders: SecurityHeaders): string[] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  securityHeaders({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return [...headers].map(([name, value]) => `${name}: ${value}`);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Answers a request Node's parser refused (malformed, headers too large, too slow) as every other
 * answer is sent: with the security headers, uncacheable, as a plain sentence. Replaces Fastify's
 * handler, whose answer carries none of them.
 */
export function clientErrorHandler(securityHeaders: SecurityHeaders) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message =
      status === 431
        ? 'The request headers are too large.'
        : status === 408
          ? 'The request took too long to arrive.'
          : 'The request could not be read.';
    const body = JSON.stringify({ message });
    const lines = [
      `HTTP/1.1 ${status} ${REASONS[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cache-Control: ${PRIVATE_NO_STORE}`,
      'Connection: close',
      ...securityHeaderLines(securityHeaders),
      ...('encrypted' in socket && socket.encrypted ? [`Strict-Transport-Security: ${HSTS}`] : []),
    ];
    if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    else socket.destroy(error);
  };
}

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
export function guardRequests(app: FastifyInstance, securityHeaders: SecurityHeaders): void {
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
}
