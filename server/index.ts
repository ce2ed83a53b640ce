// Starts the content server from the environment (see docs/content.md for the variables).
import path from 'node:path';
import { buildApp } from './app';
import { contentOrigins, readConfig } from './config';
import { mediaUploadLimits, prepareMediaFolder } from './modules/media';

async function main() {
  const config = readConfig();
  const mediaNotes = prepareMediaFolder(config.MEDIA_DIR, path.join(config.CONTENT_DIR, 'media'));
  const app = await buildApp({
    dbPath: config.DATABASE_PATH,
    contentDir: config.CONTENT_DIR,
    mediaDir: config.MEDIA_DIR,
    mediaCacheDir: config.MEDIA_CACHE_DIR,
    mediaCacheMaxBytes: config.MEDIA_CACHE_MAX_MB * 1024 * 1024,
    mediaLimits: mediaUploadLimits(config),
    ffmpegPath: config.FFMPEG_PATH,
    encoderNiceness: config.MEDIA_ENCODER_NICENESS,
    contactRateLimit: { perMinute: config.CONTACT_RATE_PER_MINUTE, perDay: config.CONTACT_RATE_PER_DAY },
    distDir: config.DIST_DIR,
    instagram: { accessToken: config.INSTAGRAM_ACCESS_TOKEN },
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    contentOrigins: contentOrigins(config),
    siteUrl: config.SITE_URL,
    passkeyRpId: config.PASSKEY_RP_ID,
    corsOrigins: config.CORS_ORIGINS,
    notify: config.SMTP_URL
      ? { smtpUrl: config.SMTP_URL, to: config.NOTIFY_EMAIL, from: config.NOTIFY_FROM, siteUrl: config.SITE_URL }
      : undefined,
    sessions: { idleMs: config.SESSION_IDLE_MINUTES * 60_000, maxMs: config.SESSION_MAX_HOURS * 60 * 60_000 },
    sharedCaching: {
      sMaxAge: config.CACHE_S_MAXAGE,
      staleWhileRevalidate: config.CACHE_STALE_WHILE_REVALIDATE,
      staleIfError: config.CACHE_STALE_IF_ERROR,
    },
    purge: config.PURGE_URL ? { url: config.PURGE_URL, header: config.PURGE_HEADER } : undefined,
    analytics: {
      enabled: config.ANALYTICS,
      retentionDays: config.ANALYTICS_RETENTION_DAYS,
      maxBytes: config.ANALYTICS_MAX_MB * 1024 * 1024,
      perMinute: config.ANALYTICS_RATE_PER_MINUTE,
    },
  });
  for (const note of mediaNotes) app.log.info(note);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second Ctrl+C means "now".
      app.log.warn({ signal }, 'Forced exit');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    // Stop waiting for slow clients after a while; the database is closed in onClose either way.
    const timer = setTimeout(() => {
      app.log.error('Open connections did not finish in time; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!config.SITE_URL?.startsWith('https:')) {
    app.log.info(
      'The salon area’s cookies are sent without Secure: on a public site, set SITE_URL to its https:// address.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
