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
import { apiRoutes, CONTACT_BODY_LIMIT } from './routes/api';
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

function friendlyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (the limit is ${CONTACT_BODY_LIMIT / 1024} KB).`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dbPath);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
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
    const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : friendlyMessage(error);
    return reply.code(status).header('cache-control', 'no-store').send({ message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));

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

  await app.register(apiRoutes, { prefix: '/api', db, instagram });
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
