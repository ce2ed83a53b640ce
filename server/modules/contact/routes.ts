// The contact form's JSON call (POST /api/submit-contact-form and its siblings' 405s): the site's form and
// any other client send their message here, through the one intake the contact page's form uses too.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiPaths } from '../../../src/api/contract';
import { revalidate } from '../../lib/http';
import type { ContactIntake } from './intake';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const CONTACT_BODY_LIMIT = 64 * 1024;

function tooMany(reply: FastifyReply, { retryAfterSeconds, message }: { retryAfterSeconds: number; message: string }) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ message });
}

export const contactRoutes: FastifyPluginAsync<{ contactIntake: ContactIntake }> = async (app, { contactIntake }) => {
  app.addHook('onSend', async (request, reply, payload) => revalidate(request, reply, payload));

  app.route({
    method: METHODS.filter((method) => method !== 'POST'),
    url: apiPaths.submitContactForm,
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send({ message: 'This address answers POST only.' }),
  });

  app.post(
    apiPaths.submitContactForm,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      // A field with bytes that are not UTF-8 is named in the 422, like any other field's problem.
      config: { namesInvalidUtf8Fields: true },
      // Checked before the body is read: only JSON is accepted, and a form post or text/plain
      // from elsewhere is refused rather than guessed at. An address over its limit is turned away
      // before its body costs anything.
      onRequest: async (request, reply) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/json') {
          return reply.code(415).send({ message: 'Send the form as JSON (Content-Type: application/json).' });
        }
        const limited = await contactIntake.limitedBeforeBody(request);
        if (limited) return tooMany(reply, limited);
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return reply.code(400).send({ message: 'The request body must be a JSON object.' });
      }
      const thanks = 'Thank you! Your message has been received.';
      const outcome = await contactIntake.receive(request, body);
      switch (outcome.kind) {
        case 'stored':
          return reply.code(201).send({ data: { id: outcome.id, message: thanks } });
        case 'honeypot':
          // A success, so the bot has no reason to try another way; nothing is stored, so there is no id.
          return reply.code(201).send({ data: { id: 0, message: thanks } });
        case 'invalid':
          return reply.code(422).send({ message: outcome.message, errors: outcome.errors });
        case 'limited':
          return tooMany(reply, outcome);
      }
    },
  );

  // Anything else under /api is an unknown endpoint: JSON 404, never the site's HTML.
};
