// Every error answers with a plain sentence and no-store: a library's own message may quote the
// request (a header, the address), which is never repeated back; a server fault stays in the log.
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_NO_STORE } from './cachePolicy';
import { HSTS, overHttps } from './edgeGuards';
import type { SecurityHeaders } from './edgeGuards';

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

export const API_PATH = /^\/api(?:[/?]|$)/;

function friendlyMessage(error: FastifyError, status: number, request: FastifyRequest): string {
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

/** The error and not-found answers of every route. */
export const errorAnswers = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'Request failed');
      // Details of server faults stay in the log; visitors get a plain sentence.
      const message =
        status >= 500 ? 'Something went wrong on our side. Please try again.' : friendlyMessage(error, status, request);
      return reply.code(status).header('cache-control', PRIVATE_NO_STORE).send({ message });
    });

    app.setNotFoundHandler((request, reply) => {
      // Every address outside the API answers only reading: pages, files and media.
      if (request.method !== 'GET' && request.method !== 'HEAD' && !API_PATH.test(request.url)) {
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .send({ message: 'This address can only be read (GET or HEAD).' });
      }
      return reply.code(404).send({ message: 'Not found.' });
    });
  },
  { name: 'error-answers' },
);
