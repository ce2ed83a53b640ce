// The content API under /api: every GET answers { data }, the contact form answers 201, 422 or 429.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentCalls, type ContentCall } from '../../../src/api/contract';
import { callAnswer, type MediaDetailsReader } from './answers';
import type { PublishedContent } from './store';
import type { InstagramFeed } from './instagram';
import { revalidate } from '../../lib/http';
import { AnswerCache, sendStored, storeAnswer } from '../../lib/responseCache';
import { parsePageParam } from '../../lib/validation';

export interface ApiRoutesOptions {
  /** The content visitors see. */
  published: PublishedContent;
  instagram: InstagramFeed;
  /** The media library's details of the pictures an answer names; none without. */
  mediaDetails?: MediaDetailsReader | undefined;
  /** How much memory the stored answers may hold. */
  answerCacheMaxBytes: number;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  app,
  { published, instagram, mediaDetails, answerCacheMaxBytes },
) => {
  // Content changes rarely but must show up at once after an import: browsers cache their copy
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
      cache: true,
    }));
    // The same for everyone: browsers revalidate, shared caches cache it (cachePolicy.ts).
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

  const unknown = async (_request: unknown, reply: FastifyReply) => reply.code(404).send({ message: 'Not found.' });
  app.all('/', unknown);
  app.all('/*', unknown);
};
