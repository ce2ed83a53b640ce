// The page cache: every page rendered once and cached under what it was rendered from.
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchPage } from '../../../src/routes';
import { addVary, PRIVATE_NO_STORE, publicOrigin } from '../../lib/http';
import { AnswerCache, sendStored, storeAnswer, type StoredAnswer } from '../../lib/responseCache';
import type { ContactIntake } from '../contact';
import type { InstagramFeed, MediaDetailsReader, PublishedContent } from '../content';
import { cachedQuery, originHeaders, ownOriginTest } from './pageAddress';
import type { PageRendererSource } from './pageRenderer';
import { fileStamp, renderIndexHtml } from './template';

export interface SiteRoutesOptions {
  distDir: string;
  /** The content visitors see. */
  published: PublishedContent;
  instagram: InstagramFeed;
  /** Takes the contact page's form, posted without the app. */
  contactIntake: ContactIntake;
  /** The media library's details of the pictures a page names; none without. */
  mediaDetails?: MediaDetailsReader | undefined;
  /** The server render (the build's own, shared with the editor's preview). */
  renderer: PageRendererSource;
  /** The public origin (SITE_URL); by default the one each request was made to, when its Host is valid. */
  siteUrl?: string | undefined;
  /** How much memory the rendered pages may hold (64 MiB by default). */
  pageCacheMaxBytes?: number;
  /** Whether a proxy is trusted to name the host and scheme (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Whether visits are counted (ANALYTICS): the pages say so to the site (INSIGHTS_META_NAME). */
  collecting?: boolean;
}

export const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

const NOT_BUILT =
  'The site has not been built yet.\nRun `npm run build` (it writes dist/), then reload this page.\nThe API under /api works already.\n';

/** A number for each render function seen, so that a new one (a rebuild) names new pages. */
const rendererIds = new WeakMap<object, number>();
let lastRendererId = 0;
function rendererId(render: object | null): number {
  if (!render) return 0;
  let id = rendererIds.get(render);
  if (id === undefined) {
    id = ++lastRendererId;
    rendererIds.set(render, id);
  }
  return id;
}

interface PageSender {
  (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply>;
}

/**
 * Pages are rendered once and cached, each under what it was rendered from: the content's version (and the
 * social feed's), the build (its HTML, its asset list and its render module), the public origin, the
 * path and the query parameters its route declares. A content import (also by the CLI, in another
 * process) or a rebuild names new pages; the old ones are dropped. A page sent undrawn because the
 * render failed is not cached. The admin area's pages are cached too (they are its frame only), but
 * sent for no one else to cache.
 */
export type SiteSettings = Required<Omit<SiteRoutesOptions, 'siteUrl' | 'mediaDetails'>> &
  Pick<SiteRoutesOptions, 'siteUrl' | 'mediaDetails'>;

export function pageSender(options: SiteSettings): PageSender {
  const pages = new AnswerCache({ maxBytes: options.pageCacheMaxBytes });
  // Addresses no page answers are endless, and so are Host names when SITE_URL is unset, and a page's
  // addresses with a query (a product, a gallery page): each cached apart, they never push out the
  // site's own pages.
  const asideBytes = Math.max(1, Math.floor(options.pageCacheMaxBytes / 8));
  const notFoundPages = new AnswerCache({ maxBytes: asideBytes });
  const otherHostPages = new AnswerCache({ maxBytes: asideBytes });
  const queriedPages = new AnswerCache({ maxBytes: Math.max(1, Math.floor(options.pageCacheMaxBytes / 4)) });
  const adminPages = new AnswerCache({ maxBytes: asideBytes });
  const ownOrigin = ownOriginTest(options.siteUrl);
  const varyOn = originHeaders(options.siteUrl, options.trustProxy);

  return async (request, reply, pathname) => {
    const { route } = matchPage(pathname);
    const render = await options.renderer();
    const generation = [
      options.published.version(),
      await options.instagram.revision(),
      fileStamp(path.join(options.distDir, 'index.html')),
      fileStamp(path.join(options.distDir, 'route-assets.json')),
      rendererId(render),
    ].join('|');
    const origin = publicOrigin(request, options.siteUrl);
    // The admin area's pages are its frame only, the same for everyone (what they show comes from the
    // admin area's API once signed in): cached here like the visitor's pages, but sent to be cached nowhere.
    const search = route.area ? '' : cachedQuery(route, request.url);
    const cache = route.area
      ? adminPages
      : route.status !== 200
        ? notFoundPages
        : !ownOrigin(origin)
          ? otherHostPages
          : search
            ? queriedPages
            : pages;
    cache.generation(generation);
    const answer: StoredAnswer | null = await cache.get(`${origin}${pathname}${search}`, async () => {
      const page = await renderIndexHtml(
        {
          ...options,
          content: options.published.content(),
          renderer: async () => render,
          request,
          origin,
          pathname,
          search,
        },
        route,
      );
      if (!page) return null;
      return { answer: await storeAnswer(route.status, 'text/html; charset=utf-8', page.html), cache: page.rendered };
    });
    if (route.area) markPrivate(reply);
    if (answer === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    for (const field of varyOn) addVary(reply, field);
    // Browsers revalidate on every use, so content changes show at once; shared caches cache the
    // pages of the route contract that say they may, the not-found page included.
    return sendStored(request, route.shared ? reply.sharePublicly() : reply, answer);
  };
}

/** An answer of the admin area: cached by no browser or proxy, listed by no search engine, shown in no frame. */
function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', PRIVATE_NO_STORE).header('x-robots-tag', 'noindex, nofollow');
  reply.header('x-frame-options', 'DENY');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"));
  }
}
