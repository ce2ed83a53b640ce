// The contact page's own form, posted without the app (before it runs, or without scripts): the same
// intake as the site's JSON call, answered with pages. A message taken is answered by a redirect to the
// contact page saying it was sent (post, redirect, get: a reload sends nothing twice); a refusal by the
// contact page rendered with the server's messages and the visitor's words kept. Every answer is the
// sender's own and kept by no cache. The limits are counted once the message is read, so that a
// refusal still gives the visitor's words back.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ContactFormEcho } from '../../../src/api/contract';
import type { ContactMessage } from '../../../src/api/types';
import { contactQuery, paths } from '../../../src/paths';
import { decodeFormBody } from '../../lib/bodyText';
import type { ContactIntake, ContactOutcome } from './intake';
import { CONTACT_BODY_LIMIT } from './routes';
import { CONTACT_FIELDS } from '../../../src/api/model/contactMessage';

export interface ContactFormRoutesOptions {
  intake: ContactIntake;
  /** The contact page rendered with a refused message's answer, or null when the site is not built. */
  renderContactPage: (
    request: Parameters<ContactIntake['receive']>[0],
    echo: ContactFormEcho,
  ) => Promise<string | null>;
}

/** What the visitor wrote, as text, to fill the form in again (nothing else of the body). */
function valuesOf(body: unknown): ContactMessage {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(fields[field])])) as unknown as ContactMessage;
}

/** Where a message taken leads: the contact page, saying it was sent. */
export const CONTACT_SENT_PATH = `${paths.contact}?${contactQuery.sent}=1`;

export const contactFormRoutes: FastifyPluginAsync<ContactFormRoutesOptions> = async (
  app,
  { intake, renderContactPage },
) => {
  // The form's fields as the JSON call's: text with bytes that are not UTF-8 (raw or escaped) named
  // by the validation, beside the field that held them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: CONTACT_BODY_LIMIT },
    (request, body, done) => done(null, decodeFormBody(request, body as Buffer) ?? {}),
  );

  async function answer(
    reply: FastifyReply,
    request: Parameters<ContactIntake['receive']>[0],
    outcome: Exclude<ContactOutcome, { kind: 'stored' | 'honeypot' }>,
    body: unknown,
  ) {
    const echo: ContactFormEcho =
      outcome.kind === 'invalid'
        ? { values: valuesOf(body), errors: outcome.errors }
        : { values: valuesOf(body), errors: {}, message: outcome.message };
    if (outcome.kind === 'limited') reply.code(429).header('retry-after', String(outcome.retryAfterSeconds));
    else reply.code(422);
    const html = await renderContactPage(request, echo);
    if (html === null)
      return reply.code(503).type('text/plain; charset=utf-8').send('The site has not been built yet.\n');
    return reply.type('text/html; charset=utf-8').send(html);
  }

  app.post(
    paths.contact,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      // A field with bytes that are not UTF-8 is named among the messages, like any other field's problem.
      config: { namesInvalidUtf8Fields: true },
      onRequest: async (request, reply) => {
        // A page of another site may not post in the visitor's name (browsers say where a post comes from).
        const site = request.headers['sec-fetch-site'];
        if (site === 'cross-site' || site === 'same-site') {
          return reply.code(403).type('text/plain; charset=utf-8').send('Send the form from the contact page.\n');
        }
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/x-www-form-urlencoded') {
          return reply.code(415).type('text/plain; charset=utf-8').send("Send the contact page's form.\n");
        }
      },
    },
    async (request, reply) => {
      const outcome = await intake.receive(request, request.body);
      if (outcome.kind === 'stored' || outcome.kind === 'honeypot') return reply.redirect(CONTACT_SENT_PATH, 303);
      return answer(reply, request, outcome, request.body);
    },
  );

  // The page's address takes a post besides reading.
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: paths.contact,
    handler: async (_request, reply) =>
      reply
        .code(405)
        .header('allow', 'GET, HEAD, POST')
        .send({ message: 'This address can only be read, or sent the contact form.' }),
  });
};
