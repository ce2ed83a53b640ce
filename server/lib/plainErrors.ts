// Answers made outside any route, as every other answer is made: a plain sentence, no-store and the
// security headers. A library's own message may quote the request (a header, the address), which is
// never repeated back. Given to Fastify when buildApp makes it (frameworkErrors, clientErrorHandler),
// and read by the error handler of every route (server/plugins/errors.ts).
import type { Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { PRIVATE_NO_STORE } from './http';
import { HSTS, overHttps, type SecurityHeaders } from './securityHeaders';

/** Sentences for the errors Fastify and its plugins raise. */
const LIBRARY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The server does not accept this content type here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length header says.',
  FST_CP_ERR_INVALID_CONTENT_ENCODING:
    'The request body is compressed in a way the server cannot read. Send it uncompressed, or as gzip, deflate or br.',
  FST_CP_ERR_INVALID_CONTENT: 'The request body could not be decompressed.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be handled.',
  FST_CSRF_INVALID_TOKEN: 'This page is out of date. Please reload it and try again.',
  FST_CSRF_MISSING_SECRET: 'This page is out of date. Please reload it and try again.',
};

/** The body limit named when neither the route nor the server has one (the contact form's). */
const FALLBACK_BODY_LIMIT = 64 * 1024;

/** The sentence an error is answered with: the library's code said in words, never its own message. */
export function friendlyMessage(error: FastifyError, status: number, request: FastifyRequest): string {
  if (error.code === undefined) return error.message;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The limit of the route asked, which is not the same everywhere (the admin API's is smaller).
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? FALLBACK_BODY_LIMIT;
    return `The request body is too large (the limit is ${Math.round(limit / 1024)} KB).`;
  }
  return LIBRARY_MESSAGES[error.code] ?? (status === 404 ? 'Not found.' : 'The request could not be handled.');
}

/**
 * Errors met before routing (a malformed address): the same plain sentence and the same security
 * headers as any other answer, never the address itself. Given to Fastify when it is made.
 */
export function frameworkErrors(securityHeaders: SecurityHeaders): FastifyServerOptions['frameworkErrors'] {
  return (error, request, reply: FastifyReply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 400;
    securityHeaders(request.raw, reply.raw, () => undefined);
    if (overHttps(request)) void reply.header('strict-transport-security', HSTS);
    void reply
      .code(status)
      .header('cache-control', PRIVATE_NO_STORE)
      .send({ message: friendlyMessage(error, status, request) });
  };
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
