// Builds the content server (API, media, built site) without listening, so tests can inject requests.
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type onRequestHookHandler,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import helmet from 'helmet';
import { originOf } from '../src/api/model/values';
import { demoFeed } from './contentAnswers';
import { publishedContentOf, type PublishedContent } from './contentStore';
import { DEFAULT_SHARED_CACHING, PRIVATE_NO_STORE, useCachePolicy, type SharedCaching } from './cachePolicy';
import { openDatabase, seedIfNeeded, type Db } from './db';
import { decodeBody } from './bodyText';
import { clientErrorHandler, guardRequests, HSTS, overHttps } from './edgeGuards';
import { addVary, refererOrigin } from './http';
import { mediaDetailsReader } from './contentMedia';
import { adoptMediaFiles } from './mediaAdoption';
import { DEFAULT_MEDIA_LIMITS, type MediaUploadLimits } from './mediaUploads';
import { requestDeadlines } from './requestDeadline';
import { contentChangeNotifier, type PurgeOptions } from './purge';
import { pageRendererAt, RENDERER_FILE, type PageRendererSource } from './pageRenderer';
import { pagePreviewer } from './preview';
import { inlineScriptHashes } from './inlineScripts';
import { createInstagramFeed, type InstagramOptions } from './instagram';
import type { MediaPipeline } from './media';
import { createContactIntake, type ContactRateLimit } from './contactIntake';
import { apiRoutes, CONTACT_BODY_LIMIT } from './routes/api';
import { makeMissingCovers } from './pdfCovers';
import { findFfmpeg } from './videoCleaning';
import { areaCookies, areaSecret } from './area/cookies';
import type { PasskeyRateLimits } from './area/passkeys/relyingParty';
import { DEFAULT_HASH_PARAMETERS, type HashParameters } from './area/passwords';
import { areaPlugin, type AreaRoute } from './area/plugin';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './area/sessionStore';
import { DEFAULT_THROTTLE, type ThrottlePolicies } from './area/throttle';
import { createNotifier, type NotifyOptions } from './mail/notifier';
import { mediaRoutes } from './routes/media';
import { DEFAULT_PAGE_CACHE_MAX_BYTES, siteRoutes } from './routes/site';

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
  /** What one upload to the media library may hold (MEDIA_UPLOAD_MAX_MB and the others; their defaults otherwise). */
  mediaLimits?: MediaUploadLimits;
  /** Where uploads wait while they are checked (the system's temporary folder by default). */
  uploadTempDir?: string;
  /** The ffmpeg that cleans uploaded videos (FFMPEG_PATH; `ffmpeg` on the PATH by default; null: none). */
  ffmpegPath?: string | null;
  distDir: string;
  /** The server render of pages; by default the one the build wrote into distDir. */
  renderer?: PageRendererSource;
  instagram?: InstagramOptions;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Other origins the site was built to load content and media from (its API and storage prefixes). */
  contentOrigins?: string[];
  /** The site's public origin (SITE_URL); unset, each request's own, when its Host is valid. */
  siteUrl?: string | undefined;
  /** The passkeys' relying party (PASSKEY_RP_ID); unset, the site's host. */
  passkeyRpId?: string | undefined;
  /** Requests a minute one address may make to the passkey routes. */
  passkeyRateLimits?: PasskeyRateLimits;
  /** Other sites whose pages may call the API and show the media (CORS_ORIGINS). */
  corsOrigins?: string[];
  /** How much memory drawn pages may hold; API answers get a quarter of it. */
  pageCacheMaxBytes?: number;
  /** Emails each new contact message to the salon (SMTP_URL, NOTIFY_EMAIL); none without. */
  notify?: NotifyOptions;
  /** The signed-in area's session lifetimes (30 idle minutes, 12 hours in all by default). */
  sessions?: SessionLifetimes;
  /** argon2id's parameters for owner passwords (OWASP's minimum by default). */
  passwordHashing?: HashParameters;
  /** How failed sign-ins slow further attempts down. */
  signInThrottle?: ThrottlePolicies;
  /** How long shared caches (a CDN, the proxy in deploy/) may keep public answers. */
  sharedCaching?: SharedCaching;
  /** The shared cache's purge endpoint, called when the content changes (PURGE_URL). */
  purge?: PurgeOptions | undefined;
}

export const DEFAULT_MEDIA_CACHE_MAX_BYTES = 512 * 1024 * 1024;
export const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { perMinute: 5, perDay: 30 };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Every route of the signed-in area, as registered. */
    areaRoutes: readonly AreaRoute[];
    /**
     * Call after a change to the content commits (a publish): a shared cache with a purge endpoint
     * (PURGE_URL) drops its copies at once. Changes made by other processes are noticed anyway.
     */
    contentChanged(): Promise<void>;
  }
}

const FRAME_SOURCES = [
  'https://calendly.com',
  'https://*.calendly.com',
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
];

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * The map's origin comes from content, so an editor can switch map providers without a deploy. Read
 * again only when the content changes: every response's policy names it. It goes into a header, so
 * it never throws: a value that is not a plain web address (content stored before the model checked
 * it, or written to the database by hand) is left out and logged, and the map alone is blocked.
 */
function mapOriginReader(published: PublishedContent, log: Logger): () => string | null {
  let known: { version: string; origin: string | null } | null = null;
  return () => {
    try {
      const version = published.version();
      if (known?.version === version) return known.origin;
      const url: unknown = published.content().contactSettings.map_iframe_url;
      const origin = typeof url === 'string' && url !== '' ? originOf(url) : null;
      if (origin === null && typeof url === 'string' && url !== '') {
        log.warn(
          { field: 'contactSettings.map_iframe_url' },
          'The map address is not a web address; the map is left out of the page policy',
        );
      }
      known = { version, origin };
      return origin;
    } catch (err) {
      log.warn({ err }, 'The map address could not be read; the map is left out of the page policy');
      return null;
    }
  };
}

export interface ServerTimeouts {
  /** From the connection (or the end of the previous request) until the request's headers are in. */
  headersMs: number;
  /**
   * Until the whole request, body included, is in, counted from its headers (server/requestDeadline.ts):
   * the media library's uploads get more, by their size.
   */
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
 * 10 s for its headers and 20 s more for its body, so a few machines cannot hold every socket.
 * Generous for real visitors: the largest request of the public site is a 64 KB contact message.
 * Only a signed-in owner's upload to the media library is given longer, by its size.
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
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The server does not accept this content type here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length header says.',
  FST_CP_ERR_INVALID_CONTENT_ENCODING:
    'The request body is compressed in a way the server cannot read. Send it uncompressed, or as gzip, deflate or br.',
  FST_CP_ERR_INVALID_CONTENT: 'The request body could not be decompressed.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be handled.',
  FST_CSRF_INVALID_TOKEN: 'This page is out of date. Please reload it and try again.',
  FST_CSRF_MISSING_SECRET: 'This page is out of date. Please reload it and try again.',
};

const API_PATH = /^\/api(?:[/?]|$)/;
/** The signed-in area's API: same-origin only, whatever CORS_ORIGINS says. */
const AREA_API_PATH = /^\/api\/admin(?:[/?.]|$)/;
const STORAGE_PATH = /^\/storage(?:[/?]|$)/;

function friendlyMessage(error: FastifyError, status: number, request: FastifyRequest): string {
  if (error.code === undefined) return error.message;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The limit of the route asked, which is not the same everywhere (the area's is smaller).
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? CONTACT_BODY_LIMIT;
    return `The request body is too large (the limit is ${Math.round(limit / 1024)} KB).`;
  }
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
function parseJsonBody(
  request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  const text = typeof body === 'string' ? body : decodeBody(request, body);
  if (text === null) {
    done(badRequest('The request body is not valid UTF-8 text.'));
    return;
  }
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

/**
 * CORS for the pages of the origins in CORS_ORIGINS (a copy of the site built against this server):
 * they may call the API (with the content type and the token it sends) and read the media (pdf.js
 * fetches the catalogues). Images and video are loaded without CORS, so /storage also tells the
 * browser those origins may embed them (Cross-Origin-Resource-Policy), recognised by the Origin or
 * the Referer the page sends. Every other origin keeps the same-origin policy.
 */
/**
 * Whether a request is for the signed-in area, decided as the router decides: on the decoded path
 * (/api/%61dmin/session is /api/admin/session), and on the route it found. A path that does not
 * decode counts as the area's: it gets no CORS.
 */
function isAreaRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api/admin')) return true;
  const query = request.url.indexOf('?');
  const raw = query === -1 ? request.url : request.url.slice(0, query);
  try {
    return AREA_API_PATH.test(decodeURIComponent(raw));
  } catch {
    return true;
  }
}

function crossOrigin(allowed: ReadonlySet<string>): onRequestHookHandler {
  return (request, reply, done) => {
    if (AREA_API_PATH.test(request.url) || isAreaRequest(request)) return done();
    const api = API_PATH.test(request.url);
    const storage = !api && STORAGE_PATH.test(request.url);
    if (!api && !storage) return done();
    addVary(reply, 'Origin');
    if (storage) addVary(reply, 'Referer');
    const origin = request.headers.origin;
    const fromAllowed = origin !== undefined && allowed.has(origin);
    if (storage && (fromAllowed || allowed.has(refererOrigin(request.headers.referer) ?? ''))) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (!fromAllowed) return done();
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      // A preflight: answered here, before any route, for every path under /api and /storage.
      void reply
        .code(204)
        .header('access-control-allow-methods', api ? 'GET, HEAD, POST' : 'GET, HEAD')
        .header('access-control-allow-headers', 'Content-Type, Authorization')
        .header('access-control-max-age', '600')
        .send();
      return;
    }
    reply.header('access-control-expose-headers', 'Retry-After');
    done();
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dbPath);
  const published = publishedContentOf(db);
  const inlineScripts = inlineScriptHashes(options.distDir);
  // Through the app's logger, made below, before any request.
  const mapOrigin = mapOriginReader(published, { warn: (details, message) => app.log.warn(details, message) });
  const contentOrigins = options.contentOrigins ?? [];
  // Built once: the middleware reads its options at construction, not per request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // The booking page is a frame (frame-src): no script of another site runs in ours. The build's
        // own inline script (in-page links, from the first paint) is allowed by its hash.
        scriptSrc: ["'self'", () => inlineScripts().join(' ')],
        // react-slick and React style attributes set inline styles; each page's styles are in its HTML.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        // The content API and the PDFs (fetched by pdf.js) may live on another origin.
        connectSrc: ["'self'", ...contentOrigins],
        // Feed images come from the social network's CDN; stored media may come from the content's origin.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...contentOrigins],
        mediaSrc: ["'self'", 'blob:', ...contentOrigins],
        // pdf.js runs its parser in a worker.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: [
          () => {
            const origin = mapOrigin();
            return (origin && !FRAME_SOURCES.includes(origin) ? [...FRAME_SOURCES, origin] : FRAME_SOURCES).join(' ');
          },
        ],
      },
    },
    // Cross-origin isolation would block the booking and map iframes.
    crossOriginEmbedderPolicy: false,
    // The map and booking embeds may check where they are shown; they still never see our paths.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only over HTTPS: over plain HTTP it means nothing, and a cache would keep it.
    strictTransportSecurity: false,
  });
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Node's deadline is one for the whole server; requestDeadlines below keeps it per request.
    requestTimeout: 0,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleSocketMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // Checked in guardRequests, whose 400 carries the security headers.
      requireHostHeader: false,
    },
    return503OnClosing: false,
    clientErrorHandler: clientErrorHandler(securityHeaders),
    // A bare "/about/" and "/about" are the same page to people.
    routerOptions: { ignoreTrailingSlash: true },
    // Errors met before routing (a malformed address): the same plain sentence and the same
    // security headers as any other answer, never the address itself.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 400;
      securityHeaders(request.raw, reply.raw, () => undefined);
      if (overHttps(request)) void reply.header('strict-transport-security', HSTS);
      void reply
        .code(status)
        .header('cache-control', PRIVATE_NO_STORE)
        .send({ message: friendlyMessage(error, status, request) });
    },
  });
  app.decorate('db', db);
  try {
    const { seeded } = seedIfNeeded(db, options.contentDir);
    if (seeded) app.log.info({ contentDir: options.contentDir }, 'Seeded the database with the demo content');
    const adopted = await adoptMediaFiles(db, options.mediaDir, options.contentDir);
    if (adopted > 0)
      app.log.info({ mediaDir: options.mediaDir, files: adopted }, 'Recorded media files in the library');
  } catch (error) {
    db.close();
    throw error;
  }
  // From the seeded content on: the demo content going in is no change a cache has seen.
  const contentChanges = contentChangeNotifier(db, options.purge, app.log);
  app.decorate('contentChanged', contentChanges.contentChanged);
  app.addHook('onClose', async () => {
    contentChanges.close();
    db.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
    // Details of server faults stay in the log; visitors get a plain sentence.
    const message =
      status >= 500 ? 'Something went wrong on our side. Please try again.' : friendlyMessage(error, status, request);
    return reply.code(status).header('cache-control', PRIVATE_NO_STORE).send({ message });
  });

  app.setNotFoundHandler((request, reply) => {
    // Every address outside the API answers only reading: pages, files and media.
    if (request.method !== 'GET' && request.method !== 'HEAD' && !API_PATH.test(request.url)) {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .send({ message: 'This address can only be read (GET or HEAD).' });
    }
    return reply.code(404).send({ message: 'Not found.' });
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);

  app.addHook('onRequest', (request, reply, done) => {
    if (overHttps(request)) void reply.header('strict-transport-security', HSTS);
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  useCachePolicy(app, options.sharedCaching ?? DEFAULT_SHARED_CACHING);
  guardRequests(app, securityHeaders);
  requestDeadlines(app, timeouts.requestMs);

  const corsOrigins = new Set(options.corsOrigins ?? []);
  if (corsOrigins.size > 0) app.addHook('onRequest', crossOrigin(corsOrigins));

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 5 is close to 11 in size for JSON and HTML at a fraction of the CPU per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  const notifier = options.notify ? createNotifier(db, options.notify, app.log) : null;
  if (notifier) {
    // Mails left in the queue by the last run go out as soon as the server is up.
    app.addHook('onReady', async () => void notifier.start());
    app.addHook('onClose', async () => notifier.stop());
  }
  const mediaDetails = mediaDetailsReader(db);
  const instagram = createInstagramFeed(options.instagram ?? {}, () => demoFeed(published.content()), app.log);
  // The site's JSON call and the contact page's own form share one intake, and its limits.
  const contactIntake = await createContactIntake(app, {
    db,
    limit: options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT,
    notifier,
  });

  await app.register(apiRoutes, {
    prefix: '/api',
    published,
    instagram,
    contactIntake,
    mediaDetails,
    answerCacheMaxBytes: Math.ceil((options.pageCacheMaxBytes ?? DEFAULT_PAGE_CACHE_MAX_BYTES) / 4),
  });
  // One server render for the public pages and the editor's preview: loaded once, and again after a rebuild.
  const renderer = options.renderer ?? pageRendererAt(path.join(options.distDir, RENDERER_FILE), app.log);
  // Looked for once: without it, videos are refused rather than stored with their metadata.
  const ffmpeg = options.ffmpegPath === null ? null : findFfmpeg(options.ffmpegPath ?? 'ffmpeg');
  if (!ffmpeg) {
    app.log.warn(
      { ffmpeg: options.ffmpegPath ?? 'ffmpeg' },
      'ffmpeg was not found: the media library refuses videos until it is installed (apt-get install ffmpeg)',
    );
  }
  const areaRoutes: AreaRoute[] = [];
  app.decorate('areaRoutes', areaRoutes);
  await app.register(areaPlugin, {
    prefix: '/api/admin',
    db,
    siteUrl: options.siteUrl,
    passkeyRpId: options.passkeyRpId,
    passkeyRateLimits: options.passkeyRateLimits,
    // A site served over HTTPS gets Secure, __Host- cookies; a local one (http://localhost) plain ones.
    cookies: areaCookies(options.siteUrl?.startsWith('https:') ?? false),
    secret: areaSecret(db),
    sessions: options.sessions ?? DEFAULT_SESSION_LIFETIMES,
    passwordHashing: options.passwordHashing ?? DEFAULT_HASH_PARAMETERS,
    throttle: options.signInThrottle ?? DEFAULT_THROTTLE,
    notifier,
    mediaDir: options.mediaDir,
    mediaLimits: options.mediaLimits ?? DEFAULT_MEDIA_LIMITS,
    uploadTempDir: options.uploadTempDir,
    ffmpeg,
    requestMs: timeouts.requestMs,
    preview: pagePreviewer({ distDir: options.distDir, renderer, instagram, mediaDetails, siteUrl: options.siteUrl }),
    routeTable: areaRoutes,
  });
  // PDFs without a cover (a restore, a file put there by hand) get one, in the background: a
  // visitor's request never draws one.
  const covers = new AbortController();
  app.addHook('onReady', async () => {
    makeMissingCovers(options.mediaDir, app.log, covers.signal).then(
      (made) => made > 0 && app.log.info({ made }, 'PDF covers drawn'),
      (error: unknown) => app.log.warn({ err: error }, 'PDF covers could not be drawn'),
    );
  });
  app.addHook('onClose', async () => covers.abort());
  await app.register(mediaRoutes, {
    prefix: '/storage',
    mediaDir: options.mediaDir,
    mediaCacheDir: options.mediaCacheDir,
    mediaCacheMaxBytes: options.mediaCacheMaxBytes ?? DEFAULT_MEDIA_CACHE_MAX_BYTES,
    encodeConcurrency: options.encodeConcurrency,
    onPipeline: options.onMediaPipeline,
  });
  await app.register(siteRoutes, {
    distDir: options.distDir,
    published,
    instagram,
    contactIntake,
    mediaDetails,
    renderer,
    siteUrl: options.siteUrl,
    pageCacheMaxBytes: options.pageCacheMaxBytes ?? DEFAULT_PAGE_CACHE_MAX_BYTES,
    trustProxy: Boolean(options.trustProxy),
  });

  return app;
}
