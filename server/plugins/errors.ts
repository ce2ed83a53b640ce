// Every error answers with a plain sentence and no-store (server/lib/plainErrors.ts): a server fault
// stays in the log.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_NO_STORE } from '../lib/http';
import { friendlyMessage } from '../lib/plainErrors';

const API_PATH = /^\/api(?:[/?]|$)/;

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
