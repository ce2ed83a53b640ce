// Builds the content server (API, media, built site) without listening, so tests can inject requests.
import zlib from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { openDatabase, seedIfNeeded, type Db } from './db';
import type { PageRendererSource } from './pageRenderer';
import { createInstagramFeed, type InstagramOptions } from './instagram';
import { getContactPage, getDemoFeed } from './repository';
import type { MediaPipeline } from './media';
import { apiRoutes, CONTACT_BODY_LIMIT, type ContactRateLimit } from './routes/api';
import { mediaRoutes } from './routes/media';
import { siteRoutes } from './routes/site';

export interface BuildAppOptions {
  dbPath: string;
  contentDir: string;
  mediaDir: string;
  mediaCacheDir: string;
  /** The variant cache's size cap in bytes (512 MiB by default). */
  mediaCacheMaxBytes?: number;
  /** How many image variants are encoded at once (by default one per core but one). */
  encodeConcurrency?: number;
  /** Receives the media pipeline, whose figures the tests read. */
  onMediaPipeline?: (pipeline: MediaPipeline) => void;
  /** Contact messages one address may send (5 a minute and 30 a day by default). */
  contactRateLimit?: ContactRateLimit;
  /** How long a client may take to send its request; the defaults are SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  distDir: string;
  /** The server render of pages; by default the one the build wrote into distDir. */
  renderer?: PageRendererSource;
  instagram?: InstagramOptions;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Other origins the site was built to load content and media from (its API and storage prefixes). */
  contentOrigins?: string[];
}

export const DEFAULT_MEDIA_CACHE_MAX_BYTES = 512 * 1024 * 1024;
export const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { perMinute: 5, perDay: 30 };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

const FRAME_SOURCES = [
  'https://calendly.com',
  'https://*.calendly.com',
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
];

/** The map's origin comes from content, so an editor can switch map providers without a deploy. */
function mapOrigin(db: Db): string | null {
  try {
    const url = getContactPage(db).contactSettings?.map_iframe_url;
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export interface ServerTimeouts {
  /** From the connection (or the end of the previous request) until the request's headers are in. */
  headersMs: number;
  /** Until the whole request, body included, is in. */
  requestMs: number;
  /** How long an idle kept-alive connection waits for the next request. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way (a client that stopped reading) is closed. */
  idleSocketMs: number;
  /** How often Node checks the two first; a timeout can overrun by up to this much. */
  checkIntervalMs: number;
}

/**
 * A connection that trickles its request in (a byte every few seconds) is dropped after at most
 * 21 s, so a few machines cannot hold every socket. Generous for real visitors: the largest
 * request is a 64 KB contact message.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 20_000,
  keepAliveMs: 5_000,
  idleSocketMs: 60_000,
  checkIntervalMs: 1_000,
};

/**
 * Sentences for the errors Fastify and its plugins raise. Their own messages may quote the request
 * (a header, the address), which is never repeated back.
 */
const LIBRARY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large (the limit is ${CONTACT_BODY_LIMIT / 1024} KB).`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The server does not accept this content type here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length header says.',
  FST_CP_ERR_INVALID_CONTENT_ENCODING:
    'The request body is compressed in a way the server cannot read. Send it uncompressed, or as gzip, deflate or br.',
  FST_CP_ERR_INVALID_CONTENT: 'The request body could not be decompressed.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

function friendlyMessage(error: FastifyError, status: number): string {
  if (error.code === undefined) return error.message;
  return LIBRARY_MESSAGES[error.code] ?? (status === 404 ? 'Not found.' : 'The request could not be handled.');
}

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * JSON as Fastify parses it, except that a "__proto__" (or "constructor.prototype") key is named as
 * the problem rather than reported as invalid JSON. Such keys are refused: nothing here needs them,
 * and code merging the object later could be tricked by them.
 */
function parseJsonBody(_request: unknown, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') {
    done(badRequest('The request body is empty.'));
    return;
  }
  let forbidden: string | undefined;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (key === '__proto__') forbidden ??= '__proto__';
      else if (key === 'constructor' && item !== null && typeof item === 'object' && 'prototype' in item) {
        forbidden ??= 'constructor.prototype';
      }
      return item;
    });
  } catch (error) {
    // Valid JSON can still be nested deeper than the parser's stack.
    done(
      badRequest(
        error instanceof RangeError ? 'The request body is nested too deeply.' : 'The request body is not valid JSON.',
      ),
    );
    return;
  }
  if (forbidden) {
    done(badRequest(`The request body must not contain the key "${forbidden}".`));
    return;
  }
  done(null, value);
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dbPath);
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleSocketMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    // A bare "/about/" and "/about" are the same page to people.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    db.close();
  });

  try {
    const { seeded } = seedIfNeeded(db, options.contentDir);
    if (seeded) app.log.info({ contentDir: options.contentDir }, 'Seeded the database with the demo content');
  } catch (error) {
    db.close();
    throw error;
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
    // Details of server faults stay in the log; visitors get a plain sentence.
    const message =
      status >= 500 ? 'Something went wrong on our side. Please try again.' : friendlyMessage(error, status);
    return reply.code(status).header('cache-control', 'no-store').send({ message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        scriptSrc: ["'self'", 'https://assets.calendly.com'],
        // react-slick and React style attributes set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://assets.calendly.com'],
        fontSrc: ["'self'", 'data:'],
        // The content API and the PDFs (fetched by pdf.js) may live on another origin.
        connectSrc: ["'self'", ...(options.contentOrigins ?? [])],
        // Feed images come from the social network's CDN.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', ...(options.contentOrigins ?? [])],
        // pdf.js runs its parser in a worker.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: [
          () => {
            const origin = mapOrigin(db);
            return (origin && !FRAME_SOURCES.includes(origin) ? [...FRAME_SOURCES, origin] : FRAME_SOURCES).join(' ');
          },
        ],
      },
    },
    // Cross-origin isolation would block the booking and map iframes.
    crossOriginEmbedderPolicy: false,
    // The map and booking embeds may check where they are shown; they still never see our paths.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 5 is close to 11 in size for JSON and HTML at a fraction of the CPU per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  const instagram = createInstagramFeed(options.instagram ?? {}, () => getDemoFeed(db), app.log);

  await app.register(apiRoutes, {
    prefix: '/api',
    db,
    instagram,
    contactRateLimit: options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT,
  });
  await app.register(mediaRoutes, {
    prefix: '/storage',
    mediaDir: options.mediaDir,
    mediaCacheDir: options.mediaCacheDir,
    mediaCacheMaxBytes: options.mediaCacheMaxBytes ?? DEFAULT_MEDIA_CACHE_MAX_BYTES,
    encodeConcurrency: options.encodeConcurrency,
    onPipeline: options.onMediaPipeline,
  });
  await app.register(siteRoutes, { distDir: options.distDir, db, instagram, renderer: options.renderer });

  return app;
}
