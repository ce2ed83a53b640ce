// The content API under /api: every GET answers { data }, the contact form answers 201, 422 or 429.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths, contentCalls, type ContentCall } from '../../src/api/contract';
import type { ContactIntake } from '../contactIntake';
import { callAnswer, type MediaDetailsReader } from '../contentAnswers';
import type { PublishedContent } from '../contentStore';
import type { InstagramFeed } from '../instagram';
import { revalidate } from '../http';
import { AnswerCache, sendStored, storeAnswer } from '../responseCache';
import { parsePageParam } from '../validation';

export interface ApiRoutesOptions {
  /** The content visitors see. */
  published: PublishedContent;
  instagram: InstagramFeed;
  contactIntake: ContactIntake;
  /** The media library's details of the pictures an answer names; none without. */
  mediaDetails?: MediaDetailsReader | undefined;
  /** How much memory the stored answers may hold. */
  answerCacheMaxBytes: number;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const CONTACT_BODY_LIMIT = 64 * 1024;

function tooMany(reply: FastifyReply, { retryAfterSeconds, message }: { retryAfterSeconds: number; message: string }) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ message });
}

export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  app,
  { published, instagram, contactIntake, mediaDetails, answerCacheMaxBytes },
) => {
  // Content changes rarely but must show up at once after an import: browsers keep their copy
  // and revalidate it on every use, which costs a bodiless 304 when nothing changed.
  app.addHook('onSend', async (request, reply, payload) => revalidate(request, reply, payload));

  // Answers are made once per version of the content (and of the social feed), with their
  // compressed bodies, and sent as they are until the next change.
  const answers = new AnswerCache({ maxBytes: answerCacheMaxBytes });
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    data: () => unknown,
  ): Promise<FastifyReply> {
    answers.generation(`${published.version()}|${await instagram.revision()}`);
    const stored = await answers.get(key, async () => ({
      answer: await storeAnswer(200, 'application/json; charset=utf-8', JSON.stringify({ data: await data() })),
      keep: true,
    }));
    // The same for everyone: browsers revalidate, shared caches keep it (cachePolicy.ts).
    return sendStored(request, reply.sharePublicly(), stored!);
  }

  // One route per path of the table of content calls. A path with a paged list also answers ?page=n.
  const readingPaths = new Map<string, { call: ContentCall; paged: boolean }>();
  for (const call of Object.values(contentCalls) as ContentCall[]) {
    const known = readingPaths.get(call.path);
    readingPaths.set(call.path, {
      call: call.pages ? (known?.call ?? call) : call,
      paged: (known?.paged ?? false) || call.pages !== undefined,
    });
  }
  for (const [path, { call, paged }] of readingPaths) {
    app.get(path, async (request, reply) => {
      const sources = () => ({ content: published.content(), instagram, mediaDetails });
      if (!paged) return answer(request, reply, path, () => callAnswer(call, sources()));
      const param = parsePageParam((request.query as Record<string, unknown>).page);
      if (!param.ok) return reply.code(400).send({ message: param.message });
      return answer(request, reply, `${path}?page=${param.page ?? ''}`, () => callAnswer(call, sources(), param.page));
    });
  }

  // A known address asked with a method it does not answer: 405, and the methods it does.
  const allowed: Array<[path: string, methods: readonly string[]]> = [
    ...[...readingPaths.keys()].map((path): [string, string[]] => [path, ['GET', 'HEAD']]),
    [apiPaths.submitContactForm, ['POST']],
  ];
  for (const [path, methods] of allowed) {
    app.route({
      method: METHODS.filter((method) => !methods.includes(method)),
      url: path,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header('allow', methods.join(', '))
          .send({ message: `This address answers ${methods.join(' and ')} only.` }),
    });
  }

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
  const unknown = async (_request: unknown, reply: FastifyReply) => reply.code(404).send({ message: 'Not found.' });
  app.all('/', unknown);
  app.all('/*', unknown);
};
