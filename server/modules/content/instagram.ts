// The footer's social feed. With an access token it comes from the Instagram Graph API, cached in
// memory; whatever goes wrong upstream, visitors still get a feed (the last good one, or the demo).
import type { SocialFeedItem } from '../../../src/api/types';

export const INSTAGRAM_MEDIA_URL = 'https://graph.instagram.com/me/media';
const FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url';

export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface InstagramOptions {
  accessToken?: string | undefined;
  /** Replaces the global fetch (tests, proxies). */
  fetch?: FetchLike;
  /** Where the Graph API lives; tests point it at a local server. */
  endpoint?: string;
  cacheTtlMs?: number;
  /** After a failure, how long to keep serving the fallback before asking Instagram again. */
  retryAfterFailureMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

const isHttps = (v: unknown): v is string => typeof v === 'string' && /^https:\/\/\S+$/i.test(v);

/**
 * Keeps only what the footer shows, and only https URLs: the items end up as links and image
 * sources on our pages, so anything else from upstream is dropped.
 */
export function toFeedItems(payload: unknown): SocialFeedItem[] {
  const list = (payload as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) throw new Error('Instagram answered without a data list');
  const items: SocialFeedItem[] = [];
  for (const raw of list as Array<Record<string, unknown>>) {
    if (typeof raw !== 'object' || raw === null) continue;
    if (!isHttps(raw.permalink) || !isHttps(raw.media_url)) continue;
    const item: SocialFeedItem = { permalink: raw.permalink, media_url: raw.media_url };
    if (isHttps(raw.thumbnail_url)) item.thumbnail_url = raw.thumbnail_url;
    if (typeof raw.caption === 'string') item.caption = raw.caption;
    items.push(item);
  }
  return items;
}

export interface InstagramFeed {
  /** The feed to show now; never throws. */
  get(): Promise<SocialFeedItem[]>;
  /**
   * Names what get() answers now, so that pages rendered with the feed are rendered again when it changes:
   * "demo" while that is the content's demo feed (which changes with the content). Refreshes the feed
   * when it is due, like get().
   */
  revision(): Promise<string>;
}

export function createInstagramFeed(
  options: InstagramOptions,
  demoFeed: () => SocialFeedItem[],
  log: Logger,
): InstagramFeed {
  const token = options.accessToken;
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const endpoint = options.endpoint ?? INSTAGRAM_MEDIA_URL;
  const ttl = options.cacheTtlMs ?? 15 * 60 * 1000;
  const retryAfterFailure = options.retryAfterFailureMs ?? 60 * 1000;
  const timeout = options.timeoutMs ?? 5000;
  const now = options.now ?? Date.now;

  let lastGood: SocialFeedItem[] | null = null;
  /** When the cached answer (good or fallback) stops being fresh. */
  let freshUntil = 0;
  let inFlight: Promise<SocialFeedItem[]> | null = null;
  /** Counts the changes of the live feed served. */
  let changes = 0;

  async function refresh(): Promise<SocialFeedItem[]> {
    const url = `${endpoint}?fields=${FIELDS}&access_token=${encodeURIComponent(token!)}`;
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(timeout) });
      if (!response.ok) throw new Error(`Instagram answered ${response.status}`);
      const items = toFeedItems(await response.json());
      if (JSON.stringify(items) !== JSON.stringify(lastGood)) changes += 1;
      lastGood = items;
      freshUntil = now() + ttl;
      return items;
    } catch (error) {
      // The token never reaches the log: only the reason.
      log.warn({ reason: (error as Error).message }, 'Instagram feed unavailable; serving the fallback');
      freshUntil = now() + retryAfterFailure;
      return lastGood ?? demoFeed();
    }
  }

  const feed: InstagramFeed = {
    async get() {
      if (!token) return demoFeed();
      if (now() < freshUntil) return lastGood ?? demoFeed();
      // Visitors arriving together share one upstream request.
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    async revision() {
      if (!token) return 'demo';
      if (now() >= freshUntil) await feed.get();
      return lastGood ? `live-${changes}` : 'demo';
    },
  };
  return feed;
}
