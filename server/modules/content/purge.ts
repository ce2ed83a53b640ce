// Tells a shared cache in front (a CDN) that the content changed, so it drops what it keeps at once
// instead of within s-maxage: one POST to PURGE_URL per new content version. A change made in this
// process (a publish) calls contentChanged(); one made by another process (an import from the
// command line) is noticed within a second, by the content version the pages are named by.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { publishedContentOf } from './store';

export interface PurgeOptions {
  /** Where to POST, e.g. a CDN's "purge everything" endpoint (PURGE_URL). */
  url: string;
  /** One header the endpoint needs, as `Name: value`, e.g. `Authorization: Bearer <token>` (PURGE_HEADER). */
  header?: string | undefined;
}

/** The body most CDNs' "purge everything" calls take; the others ignore it. */
export const PURGE_BODY = JSON.stringify({ purge_everything: true });

const POLL_MS = 1000;
const TIMEOUT_MS = 10_000;
/** After a failed purge, how long before the next try: an endpoint that is down is not hammered. */
const RETRY_MS = 30_000;

export interface ContentChangeNotifier {
  /**
   * Purges when the content version moved since the last purge (at most one call at a time); resolves
   * once a purge that began after this call is done.
   */
  contentChanged: () => Promise<void>;
  close: () => void;
}

export function contentChangeNotifier(
  db: Db,
  options: PurgeOptions | undefined,
  log: FastifyBaseLogger,
): ContentChangeNotifier {
  const published = publishedContentOf(db);
  const contentVersion = () => published.version();
  let purged = contentVersion();
  let running: Promise<void> | null = null;
  /** The purge after the running one, for changes made while it runs: every caller waits for it. */
  let next: Promise<void> | null = null;
  let retryAt = 0;

  async function purgeOnce(): Promise<void> {
    if (!options || Date.now() < retryAt) return;
    const version = contentVersion();
    if (version === purged) return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.header) {
      const at = options.header.indexOf(':');
      headers[options.header.slice(0, at).trim()] = options.header.slice(at + 1).trim();
    }
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers,
        body: PURGE_BODY,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      purged = version;
      log.info({ version }, 'Asked the shared cache to drop its copies');
    } catch (err) {
      // Tried again later; meanwhile the cache shows the change within s-maxage.
      retryAt = Date.now() + RETRY_MS;
      log.warn({ err }, 'The shared cache could not be purged (PURGE_URL)');
    }
  }

  function contentChanged(): Promise<void> {
    if (running) {
      // The running purge may have read the version before this change: the caller waits for the next.
      next ??= running.then(() => {
        next = null;
        return contentChanged();
      });
      return next;
    }
    running = purgeOnce().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = options ? setInterval(() => void contentChanged(), POLL_MS) : null;
  timer?.unref();
  return {
    contentChanged,
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
}
