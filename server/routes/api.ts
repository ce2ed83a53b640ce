// The content API under /api: every GET answers { data }, the contact form answers 201, 422 or 429.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths, contentCalls, HONEYPOT_FIELD, type ContentCall } from '../../src/api/contract';
import { callAnswer, type MediaDetailsReader } from '../contentAnswers';
import type { PublishedContent } from '../contentStore';
import type { Db } from '../db';
import type { InstagramFeed } from '../instagram';
import { hadInvalidUtf8 } from '../bodyText';
import type { Notifier } from '../mail/notifier';
import { revalidate } from '../http';
import { AnswerCache, sendStored, storeAnswer } from '../responseCache';
import { insertContactMessage } from '../repository';
import { parsePageParam, validateContactMessage } from '../validation';

export interface ContactRateLimit {
  perMinute: number;
  perDay: number;
}

export interface ApiRoutesOptions {
  db: Db;
  /** The content visitors see. */
  published: PublishedContent;
  instagram: InstagramFeed;
  /** The media library's details of the pictures an answer names; none without. */
  mediaDetails?: MediaDetailsReader | undefined;
  contactRateLimit: ContactRateLimit;
  /** How much memory the stored answers may hold. */
  answerCacheMaxBytes: number;
  /** Emails each new message to the salon, when notifications are set up. */
  notifier: Notifier | null;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const CONTACT_BODY_LIMIT = 64 * 1024;

/** "in a minute", "in 3 minutes", "in 5 hours": when the visitor may send again. */
function inWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes === 1) return 'in a minute';
  if (minutes < 90) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** A honeypot with anything in it: only a program fills in a field no person can see or reach. */
function filledHoneypot(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  app,
  { db, published, instagram, mediaDetails, contactRateLimit, answerCacheMaxBytes, notifier },
) => {
  // Per address (the proxy's X-Forwarded-For when TRUST_PROXY says so), kept in memory: a restart
  // forgets the counts, which costs a flood a few more messages at most.
  await app.register(fastifyRateLimit, { global: false, cache: 10_000 });
  const limits = [
    {
      check: app.createRateLimit({ max: contactRateLimit.perMinute, timeWindow: 60_000 }),
      sentence: 'You have sent several messages in a short time.',
    },
    {
      check: app.createRateLimit({ max: contactRateLimit.perDay, timeWindow: 24 * 60 * 60_000 }),
      sentence: 'You have sent many messages today.',
    },
  ];

  /** Answers 429 when the address has used up a limit; counts the message when `count` says so. */
  async function overLimit(request: FastifyRequest, reply: FastifyReply, count: boolean): Promise<boolean> {
    for (const limit of limits) {
      const state = await limit.check(request, { increment: count });
      if (state.isAllowed) continue;
      // Before the message, the count may reach the limit; once counted, it may not pass it.
      if (count ? state.isExceeded : state.remaining === 0) {
        await reply
          .code(429)
          .header('retry-after', String(state.ttlInSeconds))
          .send({ message: `${limit.sentence} Please try again ${inWords(state.ttl)}.` });
        return true;
      }
    }
    return false;
  }

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
        if (await overLimit(request, reply, false)) return reply;
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return reply.code(400).send({ message: 'The request body must be a JSON object.' });
      }
      const thanks = 'Thank you! Your message has been received.';
      if (filledHoneypot(body as Record<string, unknown>)) {
        // A success, so the bot has no reason to try another way; nothing is stored, so there is no id.
        request.log.info('Contact message with the honeypot filled in: not stored');
        return reply.code(201).send({ data: { id: 0, message: thanks } });
      }
      const result = validateContactMessage(body, { invalidUtf8: hadInvalidUtf8(request) });
      if (!result.ok) return reply.code(422).send({ message: result.message, errors: result.errors });
      // Only messages that would be stored count: a visitor correcting the form is never held back.
      if (await overLimit(request, reply, true)) return reply;
      // better-sqlite3 commits synchronously (synchronous=FULL): the row is on disk before we answer.
      // The same message again from the same address (a resend after a lost answer) is stored once.
      const stored = insertContactMessage(db, result.value, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        queueMail: notifier !== null,
      });
      // Sent after the answer, from the queue: the visitor never waits on the mail server.
      if (!stored.duplicate) notifier?.wake();
      return reply.code(201).send({ data: { id: stored.id, message: thanks } });
    },
  );

  // Anything else under /api is an unknown endpoint: JSON 404, never the site's HTML.
  const unknown = async (_request: unknown, reply: FastifyReply) => reply.code(404).send({ message: 'Not found.' });
  app.all('/', unknown);
  app.all('/*', unknown);
};
