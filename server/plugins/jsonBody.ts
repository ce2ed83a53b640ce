// JSON request bodies, parsed by parseJsonBody (server/lib/bodyText.ts) in place of Fastify's own parser.
import fp from 'fastify-plugin';
import { parseJsonBody } from '../lib/bodyText';

export const jsonBody = fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);
  },
  { name: 'json-body' },
);
