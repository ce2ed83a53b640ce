// What buildApp takes: the paths, the limits and the services the server is built with, grouped by
// the module that reads them (app.ts hands each module its own).
import type { FastifyServerOptions } from 'fastify';
import type { ContactRateLimit, NotifyOptions } from './modules/contact';
import type { InstagramOptions, PurgeOptions } from './modules/content';
import type { MediaPipeline, MediaUploadLimits } from './modules/media';
import type { AnalyticsOptions } from './modules/insights';
import type { HashParameters, PasskeyRateLimits, SessionLifetimes, ThrottlePolicies } from './modules/auth';
import type { PageRendererSource } from './modules/site';
import type { WeeklyReportOptions } from './modules/weeklyReport';
import type { SharedCaching } from './plugins/cachePolicy';

export interface BuildAppOptions {
  // The server as a whole.
  dbPath: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** How long a client may take to send its request; the defaults are SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  /** The site's public origin (SITE_URL); unset, each request's own, when its Host is valid. */
  siteUrl?: string | undefined;
  /** Other sites whose pages may call the API and show the media (CORS_ORIGINS). */
  corsOrigins?: string[];
  /** Other origins the site was built to load content and media from (its API and storage prefixes). */
  contentOrigins?: string[];
  /** How long shared caches (a CDN, the proxy in deploy/) may keep public answers. */
  sharedCaching?: SharedCaching;
  /** The clock scheduled publishes and the weekly report go by: Date.now unless given (tests move their own). */
  now?: () => number;

  // Content.
  contentDir: string;
  instagram?: InstagramOptions;
  /** The shared cache's purge endpoint, called when the content changes (PURGE_URL). */
  purge?: PurgeOptions | undefined;

  // Media.
  mediaDir: string;
  mediaCacheDir: string;
  /** The variant cache's size cap in bytes (512 MiB by default). */
  mediaCacheMaxBytes?: number;
  /** How many image variants are encoded at once (by default one per core but one). */
  encodeConcurrency?: number;
  /**
   * How much lower than the server's own the encoders' processor priority is (10 by default: they
   * run on what the server leaves). The tests give 0, so that the other tests keeping the machine busy
   * do not set the pace of an upload's checks.
   */
  encoderNiceness?: number;
  /** Receives the media pipeline, whose figures the tests read. */
  onMediaPipeline?: (pipeline: MediaPipeline) => void;
  /** What one upload to the media library may hold (MEDIA_UPLOAD_MAX_MB and the others; their defaults otherwise). */
  mediaLimits?: MediaUploadLimits;
  /** Where uploads wait while they are checked (the system's temporary folder by default). */
  uploadTempDir?: string;
  /** The ffmpeg that cleans uploaded videos (FFMPEG_PATH; `ffmpeg` on the PATH by default; null: none). */
  ffmpegPath?: string | null;

  // Contact.
  /** Contact messages one address may send (5 a minute and 30 a day by default). */
  contactRateLimit?: ContactRateLimit;
  /** Emails each new contact message to the salon (SMTP_URL, NOTIFY_EMAIL); none without. */
  notify?: NotifyOptions;

  // Site.
  distDir: string;
  /** The server render of pages; by default the one the build wrote into distDir. */
  renderer?: PageRendererSource;
  /** How much memory rendered pages may hold; API answers get a quarter of it. */
  pageCacheMaxBytes?: number;

  // Auth.
  /** The passkeys' relying party (PASSKEY_RP_ID); unset, the site's host. */
  passkeyRpId?: string | undefined;
  /** Requests a minute one address may make to the passkey routes. */
  passkeyRateLimits?: PasskeyRateLimits;
  /** The admin area's session lifetimes (30 idle minutes, 12 hours in all by default). */
  sessions?: SessionLifetimes;
  /** argon2id's parameters for owner passwords (OWASP's minimum by default). */
  passwordHashing?: HashParameters;
  /** How failed sign-ins slow further attempts down. */
  signInThrottle?: ThrottlePolicies;

  // Insights.
  /** The visit counter (ANALYTICS, ANALYTICS_RETENTION_DAYS, ANALYTICS_MAX_MB, ANALYTICS_RATE_PER_MINUTE); DEFAULT_ANALYTICS for what is not given. */
  analytics?: Partial<AnalyticsOptions>;
  /** The weekly report by email: its timer, handed to the tests (its clock is `now`, its time zone the salon's). */
  weeklyReport?: Partial<Pick<WeeklyReportOptions, 'onReports'>>;
}

export const DEFAULT_MEDIA_CACHE_MAX_BYTES = 512 * 1024 * 1024;
export const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { perMinute: 5, perDay: 30 };

export interface ServerTimeouts {
  /** From the connection (or the end of the previous request) until the request's headers are in. */
  headersMs: number;
  /**
   * Until the whole request, body included, is in, counted from its headers (server/plugins/requestDeadlines.ts):
   * the media library's uploads get more, by their size.
   */
  requestMs: number;
  /** How long an idle kept-alive connection waits for the next request. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way (a client that stopped reading) is closed; not while an answer is being made. */
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
