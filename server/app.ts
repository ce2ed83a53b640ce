// Builds the content server (API, media, built site) without listening, so tests can inject requests:
// the infrastructure plugins first (server/plugins), then each module's plugins, each given its own
// options; the modules' parts of the admin area come after auth's plugin, whose guard they go through.
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { authPlugin, DEFAULT_HASH_PARAMETERS, DEFAULT_SESSION_LIFETIMES, DEFAULT_THROTTLE } from './modules/auth';
import {
  contactRoutes,
  countMessagesBetween,
  createContactIntake,
  createNotifier,
  inboxRoutes,
} from './modules/contact';
import {
  collectRoutes,
  createInsights,
  createReportThread,
  DEFAULT_ANALYTICS,
  insightsHousekeeping,
  insightsReportRoutes,
} from './modules/insights';
import {
  apiRoutes,
  contentChanges,
  contentSetup,
  createInstagramFeed,
  demoFeed,
  editorRoutes,
  scheduledPublishing,
} from './modules/content';
import { mapOriginReader, publishedContentOf, type PublishedContent } from './modules/content';
import {
  checkPicturesDescribed,
  DEFAULT_MEDIA_LIMITS,
  findFfmpeg,
  mediaAdoption,
  mediaDetailsReader,
  mediaLibraryRoutes,
  pdfCovers,
  storageRoutes,
} from './modules/media';
import { salonTimeZone, settingsRoutes } from './modules/settings';
import { inlineScriptHashes, pagePreviewer, pageRendererAt, RENDERER_FILE, siteRoutes } from './modules/site';
import { DEFAULT_PAGE_CACHE_MAX_BYTES } from './modules/site';
import { weeklyReport } from './modules/weeklyReport';
import {
  DEFAULT_CONTACT_RATE_LIMIT,
  DEFAULT_MEDIA_CACHE_MAX_BYTES,
  SERVER_TIMEOUTS,
  type BuildAppOptions,
  type ServerTimeouts,
} from './options';
import { serverMailQueue } from './lib/mailQueue';
import { clientErrorHandler, frameworkErrors } from './lib/plainErrors';
import { securityHeadersFor, type SecurityHeaders } from './lib/securityHeaders';
import { cachePolicy, DEFAULT_SHARED_CACHING } from './plugins/cachePolicy';
import { cors } from './plugins/cors';
import { database } from './plugins/database';
import { errorAnswers } from './plugins/errors';
import { jsonBody } from './plugins/jsonBody';
import { requestDeadlines } from './plugins/requestDeadlines';
import { requestGuards } from './plugins/requestGuards';
import { securityHeaders } from './plugins/security';

export { SERVER_TIMEOUTS };
export type { BuildAppOptions, ServerTimeouts };

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Read through the app's logger, made below, before any request.
  let mapOrigin: () => string | null = () => null;
  const headers = securityHeadersFor({
    inlineScripts: inlineScriptHashes(options.distDir),
    mapOrigin: () => mapOrigin(),
    contentOrigins: options.contentOrigins ?? [],
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
      // Checked by requestGuards, whose 400 carries the security headers.
      requireHostHeader: false,
    },
    return503OnClosing: false,
    clientErrorHandler: clientErrorHandler(headers),
    // A bare "/about/" and "/about" are the same page to people.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(headers),
  });
  try {
    await registerAll(app, options, { headers, timeouts, setMapOrigin: (reader) => (mapOrigin = reader) });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

interface Infrastructure {
  headers: SecurityHeaders;
  timeouts: ServerTimeouts;
  setMapOrigin: (reader: () => string | null) => void;
}

async function registerAll(app: FastifyInstance, options: BuildAppOptions, infra: Infrastructure): Promise<void> {
  await app.register(database, { dbPath: options.dbPath });
  await app.register(contentSetup, { contentDir: options.contentDir });
  await app.register(mediaAdoption, { mediaDir: options.mediaDir, contentDir: options.contentDir });
  await app.register(contentChanges, { purge: options.purge });
  const published = publishedContentOf(app.db);
  infra.setMapOrigin(mapOriginReader(published, { warn: (details, message) => app.log.warn(details, message) }));

  await app.register(errorAnswers);
  await app.register(jsonBody);
  await app.register(securityHeaders, { headers: infra.headers });
  await app.register(cachePolicy, { shared: options.sharedCaching ?? DEFAULT_SHARED_CACHING });
  await app.register(requestGuards, { headers: infra.headers });
  await app.register(requestDeadlines, { ms: infra.timeouts.requestMs, idleSocketMs: infra.timeouts.idleSocketMs });
  await app.register(cors, { origins: options.corsOrigins ?? [] });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 5 is close to 11 in size for JSON and HTML at a fraction of the CPU per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerModules(app, options, infra.timeouts, published);
}

async function registerModules(
  app: FastifyInstance,
  options: BuildAppOptions,
  timeouts: ServerTimeouts,
  published: PublishedContent,
): Promise<void> {
  const { db } = app;
  const { notify } = options;
  // From the salon's first address by default: mail servers often accept only their own addresses.
  const mail = notify ? serverMailQueue(app, { ...notify, from: notify.from ?? notify.to[0]! }) : null;
  const notifier = mail && notify ? createNotifier(db, mail, notify) : null;
  const mediaDetails = mediaDetailsReader(db);
  const instagram = createInstagramFeed(options.instagram ?? {}, () => demoFeed(published.content()), app.log);
  // The site's JSON call and the contact page's own form share one intake, and its limits.
  const contactIntake = await createContactIntake(app, {
    db,
    limit: options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT,
    notifier,
  });
  const pageCacheMaxBytes = options.pageCacheMaxBytes ?? DEFAULT_PAGE_CACHE_MAX_BYTES;
  const answerCacheMaxBytes = Math.ceil(pageCacheMaxBytes / 4);
  await app.register(apiRoutes, { prefix: '/api', published, instagram, mediaDetails, answerCacheMaxBytes });
  await app.register(contactRoutes, { prefix: '/api', contactIntake });
  const analytics = { ...DEFAULT_ANALYTICS, ...options.analytics };
  // Reports are built in a thread of their own, on the same database file.
  const reportThread = createReportThread(db, options.dbPath);
  app.addHook('onClose', () => reportThread.close());
  // Its days are the salon's, as the weekly report's weeks are.
  const insights = createInsights(db, { ...analytics, timeZone: () => salonTimeZone(db) }, reportThread.runner);
  await app.register(collectRoutes, {
    prefix: '/api',
    insights,
    perMinute: analytics.perMinute,
    siteUrl: options.siteUrl,
    corsOrigins: options.corsOrigins ?? [],
  });
  await app.register(insightsHousekeeping, { insights, everyMs: analytics.housekeepingMs });
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
  await app.register(authPlugin, {
    siteUrl: options.siteUrl,
    passkeyRpId: options.passkeyRpId,
    passkeyRateLimits: options.passkeyRateLimits,
    sessions: options.sessions ?? DEFAULT_SESSION_LIFETIMES,
    passwordHashing: options.passwordHashing ?? DEFAULT_HASH_PARAMETERS,
    throttle: options.signInThrottle ?? DEFAULT_THROTTLE,
    notifications: notifier !== null,
    mail,
  });
  // Each module's part of the admin area, behind auth's checks (signedIn), with its own settings.
  await app.register(inboxRoutes, { notifier });
  await app.register(insightsReportRoutes, { insights });
  await app.register(settingsRoutes);
  const now = options.now ?? Date.now;
  await app.register(scheduledPublishing, { check: checkPicturesDescribed, now });
  await app.register(weeklyReport, {
    mail,
    insights,
    countMessages: (from, to) => countMessagesBetween(db, from, to),
    timeZone: () => salonTimeZone(db),
    now,
    siteUrl: options.siteUrl,
    guessPolicy: (options.signInThrottle ?? DEFAULT_THROTTLE).address,
    onReports: options.weeklyReport?.onReports,
  });
  await app.register(editorRoutes, {
    preview: pagePreviewer({ distDir: options.distDir, renderer, instagram, mediaDetails, siteUrl: options.siteUrl }),
    checkBeforePublish: checkPicturesDescribed,
    now,
  });
  await app.register(mediaLibraryRoutes, {
    mediaDir: options.mediaDir,
    limits: options.mediaLimits ?? DEFAULT_MEDIA_LIMITS,
    tempDir: options.uploadTempDir,
    ffmpeg,
    requestMs: timeouts.requestMs,
    encoderNiceness: options.encoderNiceness,
  });
  await app.register(pdfCovers, { mediaDir: options.mediaDir, encoderNiceness: options.encoderNiceness });
  await app.register(storageRoutes, {
    prefix: '/storage',
    mediaDir: options.mediaDir,
    mediaCacheDir: options.mediaCacheDir,
    mediaCacheMaxBytes: options.mediaCacheMaxBytes ?? DEFAULT_MEDIA_CACHE_MAX_BYTES,
    encodeConcurrency: options.encodeConcurrency,
    encoderNiceness: options.encoderNiceness,
    ffmpeg,
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
    pageCacheMaxBytes,
    trustProxy: Boolean(options.trustProxy),
    collecting: insights.collecting,
  });
}
