// The media library's routes, for the admin area: mediaLibraryRoutes (areaRoutes.ts) registers them
// (under /api/admin/media) behind its session, Origin and anti-forgery checks; nothing here checks
// who asks.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MediaList } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import { closeAfterAnswer } from '../../lib/http';
import { MediaError } from './pipeline';
import { createMediaLibrary, MediaInUseError, type MediaItem } from './library';
import { maxRequestBytes, megabytes, receiveUpload, type MediaUploadLimits } from './uploads';
import { createCoverMaker } from './pdfCovers';
import { extendDeadline } from '../../lib/deadlines';

export interface LibraryRoutesOptions {
  db: Db;
  mediaDir: string;
  limits: MediaUploadLimits;
  /** Where uploads wait while they are checked (the system's temporary folder by default). */
  tempDir?: string;
  /** The ffmpeg that cleans videos (null: videos are refused with a sentence that says why). */
  ffmpeg: string | null;
  /** The server's whole-request deadline: an upload is given this and the time its size needs. */
  requestMs: number;
  /** How much lower than the server's the covers' process runs (imageEncoder.ts; its default otherwise). */
  encoderNiceness?: number | undefined;
  /** Told of every change, for the activity log and the caches: what was done, to which item, by which request. */
  onChange?: (change: MediaChange, request: FastifyRequest) => void | Promise<void>;
}

export interface MediaChange {
  action: 'uploaded' | 'replaced' | 'described' | 'deleted';
  item: MediaItem;
}

/** The errors @fastify/multipart raises for an upload it cannot read. */
const MULTIPART_ERRORS = new Set([
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_FILE_BUFFER_NOT_FOUND',
  'FST_NO_FORM_DATA',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

const idParam = z.object({ id: z.coerce.number().int().positive() });

function itemId(params: unknown): number {
  const parsed = idParam.safeParse(params);
  if (!parsed.success) throw new MediaError(404, 'There is no such file in the library.');
  return parsed.data.id;
}

/** The most files one call lists: the library pages through the rest. */
export const MEDIA_LIST_MAX = 200;

const listQuery = z.object({
  q: z.string().max(200).optional(),
  kind: z.enum(['image', 'video', 'pdf']).optional(),
  limit: z.coerce.number().int().min(1).max(MEDIA_LIST_MAX).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

// eslint-disable-next-line no-control-regex -- control characters have no place in alt text
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const description = z
  .object({
    alt: z
      .string()
      .max(500, 'Alt text can be at most 500 characters.')
      .refine((text) => !CONTROL.test(text), 'Alt text cannot hold control characters.')
      .transform((text) => text.trim().replace(/\s+/g, ' ') || null)
      .nullable()
      .optional(),
    decorative: z.boolean().optional(),
    focal: z
      .object({
        x: z
          .number()
          .min(0, 'The focal point must lie on the picture.')
          .max(1, 'The focal point must lie on the picture.'),
        y: z
          .number()
          .min(0, 'The focal point must lie on the picture.')
          .max(1, 'The focal point must lie on the picture.'),
      })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();

/** A 422 in the shape the site reads everywhere (DESIGN.md): a sentence, and the sentences per field. */
function invalid(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    (errors[field] ??= []).push(issue.code === 'unrecognized_keys' ? 'This field is not known.' : issue.message);
  }
  return { message: Object.values(errors)[0]?.[0] ?? 'The request is not valid.', errors };
}

export const libraryRoutes: FastifyPluginAsync<LibraryRoutesOptions> = async (app, options) => {
  const { limits } = options;
  // PDF covers are rendered as PDFs come in, in a process of their own with its time and memory limits.
  const covers = createCoverMaker({ niceness: options.encoderNiceness });
  app.addHook('onClose', async () => covers.close());
  const library = createMediaLibrary({ ...options, covers });
  const changed = options.onChange ?? (() => undefined);

  await app.register(fastifyMultipart, {
    limits: {
      // One byte more than the largest file and one file more than allowed: the upload code then
      // sees the offending file and names it in its own sentence.
      fileSize: Math.max(limits.maxBytes, limits.maxVideoBytes) + 1,
      files: limits.maxFiles + 1,
      fields: 20,
      fieldSize: 1024,
      parts: limits.maxFiles + 21,
      headerPairs: 50,
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MediaInUseError) return reply.code(409).send({ message: error.message, uses: error.uses });
    if (error instanceof MediaError) {
      // An upload refused part-way: the client is told to stop sending the rest.
      if (error.statusCode === 413 || error.statusCode === 415) closeAfterAnswer(request, reply);
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ message: `The upload is too large.` });
    }
    if (error.statusCode !== undefined && error.statusCode < 500) {
      // The multipart reader's own refusals; anything else (an out-of-date page's anti-forgery
      // token, a body that is not JSON) is answered by the server's handler, in its own words.
      if (error.code === undefined || MULTIPART_ERRORS.has(error.code)) {
        return reply.code(error.statusCode).send({ message: 'The upload could not be read.' });
      }
      throw error;
    }
    request.log.error({ err: error }, 'Media library request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  /**
   * An upload announced as larger than any allowed is refused before a byte of it is read; any other
   * is given the time its announced size (or, without one, the largest allowed) needs on a slow line.
   */
  const announcedSize = async (request: FastifyRequest) => {
    const length = Number(request.headers['content-length']);
    const known = request.headers['content-length'] !== undefined && Number.isFinite(length);
    if (known && length > maxRequestBytes(limits)) {
      throw new MediaError(
        413,
        `The upload is ${megabytes(length)}: the library takes at most ${limits.maxFiles} files at once, photos and PDFs of up to ${megabytes(limits.maxBytes)} and videos of up to ${megabytes(limits.maxVideoBytes)}.`,
      );
    }
    extendDeadline(request, options.requestMs, known ? length : maxRequestBytes(limits));
  };

  app.get('/', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return reply.code(422).send(invalid(query.error));
    const { q, kind, limit, offset } = query.data;
    const { items, total } = library.list({ search: q, kind, limit, offset });
    return { data: items, total, limits } satisfies MediaList;
  });

  app.get('/:id', async (request) => ({ data: library.get(itemId(request.params)) }));

  app.post('/', { onRequest: announcedSize }, async (request, reply) => {
    const upload = await receiveUpload(request, limits, options.tempDir);
    try {
      const items = await library.add(upload.files);
      for (const item of items) await changed({ action: 'uploaded', item }, request);
      return reply.code(201).send({ data: items });
    } finally {
      await upload.discard();
    }
  });

  app.put('/:id/file', { onRequest: announcedSize }, async (request) => {
    const id = itemId(request.params);
    library.get(id);
    const upload = await receiveUpload(request, { ...limits, maxFiles: 1 }, options.tempDir);
    try {
      const item = await library.replace(id, upload.files[0]!);
      await changed({ action: 'replaced', item }, request);
      return { data: item };
    } finally {
      await upload.discard();
    }
  });

  app.patch('/:id', async (request, reply) => {
    const id = itemId(request.params);
    const change = description.safeParse(request.body);
    if (!change.success) return reply.code(422).send(invalid(change.error));
    const item = library.describe(id, change.data);
    await changed({ action: 'described', item }, request);
    return { data: item };
  });

  app.delete('/:id', async (request, reply) => {
    const id = itemId(request.params);
    const item = library.get(id);
    await library.remove(id);
    await changed({ action: 'deleted', item }, request);
    return reply.code(204).send();
  });
};
