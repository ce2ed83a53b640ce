// The server's environment, read and validated in one place so a typo fails at start, not later.
import { z } from 'zod';
import { DEFAULT_SHARED_CACHING } from '../plugins/cachePolicy';
import { isValidEmail } from '../../src/api/model/values';
import {
  emailList,
  httpUrl,
  LOG_LEVELS,
  optionalText,
  originList,
  parseOrigin,
  pathVar,
  port,
  prefixOrigin,
  wholeNumber,
} from './values';

const envSchema = z.object({
  PORT: port,
  HOST: optionalText.transform((v) => v ?? '0.0.0.0'),
  DATABASE_PATH: pathVar('data/salon.sqlite'),
  CONTENT_DIR: pathVar('server/content'),
  MEDIA_DIR: pathVar('data/media'),
  MEDIA_CACHE_DIR: pathVar('data/media-cache'),
  // Past this size the least recently used variants are deleted; they are made again when asked for.
  MEDIA_CACHE_MAX_MB: wholeNumber(512, 1),
  // The media library's uploads: photos and PDFs up to this size, videos up to the larger one, and
  // this many files in one upload. Past them the upload is refused (413) as soon as it is known.
  MEDIA_UPLOAD_MAX_MB: wholeNumber(20, 1),
  MEDIA_VIDEO_MAX_MB: wholeNumber(200, 1),
  MEDIA_UPLOAD_MAX_FILES: wholeNumber(10, 1),
  // The ffmpeg that re-muxes uploaded videos without their metadata; without one, videos are refused.
  FFMPEG_PATH: optionalText.transform((v) => v ?? 'ffmpeg'),
  // How much lower than the server's the priority of the process that checks uploads and makes
  // variants is: it runs on what the server's pages and API leave (0: the same priority).
  MEDIA_ENCODER_NICENESS: wholeNumber(10, 0),
  // Messages one address may send: enough for any visitor, too few for a flood to fill the inbox.
  CONTACT_RATE_PER_MINUTE: wholeNumber(5, 1),
  CONTACT_RATE_PER_DAY: wholeNumber(30, 1),
  DIST_DIR: pathVar('dist'),
  INSTAGRAM_ACCESS_TOKEN: optionalText,
  // The site's own build-time prefixes: when they name another origin, the page must be let reach it.
  API_BASE_URL: prefixOrigin,
  STORAGE_BASE_URL: prefixOrigin,
  // The public origin of the site: canonical, share, sitemap and structured-data URLs use it.
  SITE_URL: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const origin = parseOrigin(v.replace(/\/+$/, ''));
    if (origin) return origin;
    ctx.addIssue({ code: 'custom', message: "expected the site's origin, such as https://www.example-salon.com" });
    return z.NEVER;
  }),
  // Other sites' pages that may read the API and show the media (a copy of the site built for this server).
  CORS_ORIGINS: originList,
  // How long a shared cache in front (a CDN, deploy/'s nginx) keeps public answers, in seconds.
  CACHE_S_MAXAGE: wholeNumber(DEFAULT_SHARED_CACHING.sMaxAge, 0),
  CACHE_STALE_WHILE_REVALIDATE: wholeNumber(DEFAULT_SHARED_CACHING.staleWhileRevalidate, 0),
  CACHE_STALE_IF_ERROR: wholeNumber(DEFAULT_SHARED_CACHING.staleIfError, 0),
  // A CDN's purge endpoint, POSTed to when the content changes, with one header it may need.
  PURGE_URL: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const url = httpUrl(v);
    if (url) return url.href;
    ctx.addIssue({ code: 'custom', message: 'expected an http(s) URL' });
    return z.NEVER;
  }),
  PURGE_HEADER: optionalText.transform((v, ctx) => {
    if (v === undefined || /^[!#$%&'*+.^`|~\w-]+:[ \t]*[^\r\n]+$/.test(v)) return v;
    ctx.addIssue({
      code: 'custom',
      message: 'expected one header as "Name: value", e.g. "Authorization: Bearer <token>"',
    });
    return z.NEVER;
  }),
  // The visit counter (docs/analytics.md): on unless "off"; raw events kept this many days before they
  // are folded into daily totals; at most this many raw events (new ones are dropped past it); beacons
  // one address may send a minute.
  ANALYTICS: optionalText.transform((v, ctx) => {
    if (v === undefined || v === 'on') return true;
    if (v === 'off') return false;
    ctx.addIssue({ code: 'custom', message: 'expected on or off' });
    return z.NEVER;
  }),
  ANALYTICS_RETENTION_DAYS: wholeNumber(90, 1),
  // Megabytes the raw events may take in the database (server/modules/insights/storage.ts).
  ANALYTICS_MAX_MB: wholeNumber(100, 1),
  // Beacons one address may send a minute: a page sends a few; past it they are refused (429).
  ANALYTICS_RATE_PER_MINUTE: wholeNumber(60, 1),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).default('info')),
  // New contact messages are emailed to NOTIFY_EMAIL, and invitations to the invitee, through the
  // mail server at SMTP_URL.
  SMTP_URL: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (/^smtps?:\/\/[^/\s]+/i.test(v)) return v;
    ctx.addIssue({
      code: 'custom',
      message: 'expected smtp://user:password@host:587 or smtps://user:password@host:465',
    });
    return z.NEVER;
  }),
  NOTIFY_EMAIL: emailList,
  NOTIFY_FROM: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const address = /<([^<>]+)>\s*$/.exec(v)?.[1] ?? v;
    if (isValidEmail(address.trim())) return v;
    ctx.addIssue({ code: 'custom', message: 'expected an email address, or a name and <address>' });
    return z.NEVER;
  }),
  // The passkeys' relying party: SITE_URL's host by default; a parent domain of it lets one passkey
  // serve, say, both example-salon.com and www.example-salon.com. Checked against SITE_URL below.
  PASSKEY_RP_ID: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const id = v.toLowerCase();
    if (
      /^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?)(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/.test(id) &&
      !/^[\d.]+$/.test(id)
    )
      return id;
    ctx.addIssue({
      code: 'custom',
      message: 'expected a domain name such as example-salon.com (no scheme, port or path)',
    });
    return z.NEVER;
  }),
  // The admin area's sessions end after this long unused, and this long after sign-in at the latest.
  SESSION_IDLE_MINUTES: wholeNumber(30, 1),
  SESSION_MAX_HOURS: wholeNumber(12, 1),
  // Behind a TLS proxy, the client's address comes from X-Forwarded-For only if the proxy is trusted.
  TRUST_PROXY: optionalText.transform((v, ctx): boolean | string => {
    if (v === undefined || v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    // A comma list of addresses or CIDR ranges (or names such as "loopback"), as Fastify takes it.
    if (/^[\w:.,/\s-]+$/.test(v)) return v;
    ctx.addIssue({ code: 'custom', message: 'expected true, false or a list of proxy addresses' });
    return z.NEVER;
  }),
});

export type ServerConfig = z.output<typeof envSchema>;

/** Notifications need both a mail server and someone to write to; one without the other is a mistake. */
function checkNotifications(config: ServerConfig): string | null {
  if (config.SMTP_URL && config.NOTIFY_EMAIL.length === 0)
    return '  NOTIFY_EMAIL: set it too, to say who receives the mails';
  if (!config.SMTP_URL && config.NOTIFY_EMAIL.length > 0)
    return '  SMTP_URL: set it too, to say which mail server sends the mails';
  return null;
}

/** Other origins the built site fetches content or media from (API_BASE_URL, STORAGE_BASE_URL). */
export function contentOrigins(config: Pick<ServerConfig, 'API_BASE_URL' | 'STORAGE_BASE_URL'>): string[] {
  return [...new Set([config.API_BASE_URL, config.STORAGE_BASE_URL].filter((o): o is string => Boolean(o)))];
}

/** A passkey's relying party must be the site's host or a domain it is part of (WebAuthn's rule). */
function checkPasskeyRelyingParty(config: ServerConfig): string | null {
  if (config.PASSKEY_RP_ID === undefined) return null;
  if (!config.SITE_URL) return '  PASSKEY_RP_ID: set SITE_URL too, to the site’s address on that domain';
  const host = new URL(config.SITE_URL).hostname;
  if (host === config.PASSKEY_RP_ID || host.endsWith(`.${config.PASSKEY_RP_ID}`)) return null;
  return `  PASSKEY_RP_ID: "${config.PASSKEY_RP_ID}" is not SITE_URL's host (${host}) nor a domain it is part of`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid server environment:\n${problems}`);
  }
  const problem = checkNotifications(parsed.data) ?? checkPasskeyRelyingParty(parsed.data);
  if (problem) throw new Error(`Invalid server environment:\n${problem}`);
  return parsed.data;
}
