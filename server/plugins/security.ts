// Sends the security headers (server/lib/securityHeaders.ts) with every answer, HSTS only over HTTPS.
import fp from 'fastify-plugin';
import { HSTS, overHttps, type SecurityHeaders } from '../lib/securityHeaders';

/** Sends the headers with every answer, and refuses requests no answer should be given to. */
export const securityHeaders = fp<{ headers: SecurityHeaders }>(
  async (app, { headers }) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (overHttps(request)) void reply.header('strict-transport-security', HSTS);
      headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
