// The built site from DIST_DIR: hashed assets cached for good, and for every page address the
// HTML with the page's content embedded and, when the build has a server render, already drawn.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_SCRIPTS_META_NAME,
  CONTACT_FORM_ECHO_ELEMENT_ID,
  EMBEDDED_DATA_ELEMENT_ID,
  type ContactFormEcho,
  type EmbeddedData,
} from '../../../src/api/contract';
import { paths } from '../../../src/paths';
import { matchPage, pageRoutes, type PageRoute } from '../../../src/routes';
import { PRIVATE_NO_STORE } from '../../plugins/cachePolicy';
import type { ContactIntake } from '../contact';
import { embeddedAnswer, type MediaDetailsReader } from '../content';
import type { ContentFile } from '../content';
import type { PublishedContent } from '../content';
import { embeddedContentFor } from './embeddedContent';
import { acceptsHtml, addVary, publicOrigin, revalidate, sendFile } from '../../lib/http';
import type { InstagramFeed } from '../content';
import { MediaError, resolveMediaPath } from '../media';
import { keptQuery, originHeaders, ownOriginTest } from './pageAddress';
import { RENDERER_DIR, type PageRendererSource } from './pageRenderer';
import { inlineStylesheets, takeStylesheetLinks } from './pageStyles';
import { AnswerCache, sendStored, storeAnswer, type StoredAnswer } from '../../plugins/responseCache';
import { sitemapXml } from './sitemap';
import { contactFormRoutes } from '../contact';

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
  /** How much memory the drawn pages may hold (64 MiB by default). */
  pageCacheMaxBytes?: number;
  /** Whether a proxy is trusted to name the host and scheme (TRUST_PROXY). */
  trustProxy?: boolean;
}

export interface RenderContext {
  distDir: string;
  /** What the page is drawn from: the published content, or a draft or a version for a preview. */
  content: ContentFile;
  instagram: InstagramFeed;
  mediaDetails?: MediaDetailsReader | undefined;
  renderer: PageRendererSource;
  request: FastifyRequest;
  /** The public origin the page's URLs name. */
  origin: string;
  /** The page's path. */
  pathname: string;
  /** The query parameters the page's route declares, as given ("?page=2"), or "". */
  search: string;
}

export const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

const NOT_BUILT =
  'The site has not been built yet.\nRun `npm run build` (it writes dist/), then reload this page.\nThe API under /api works already.\n';

/** robots.txt: the pages search engines may not list (the route contract's), and the sitemap. */
export function robotsTxt(origin: string): string {
  const hidden = pageRoutes
    .filter((route) => !route.indexable)
    .flatMap((route) => route.paths.filter((path) => !path.includes('*') && !path.includes(':')));
  return [
    'User-agent: *',
    'Allow: /',
    ...hidden.map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Names a file's version (its time and size), or "-" when it is missing: a stat, no read. */
function fileStamp(file: string): string {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? `${stat.mtimeMs}:${stat.size}` : '-';
}

let templateCache: { file: string; stamp: string; html: string } | null = null;

async function readTemplate(distDir: string): Promise<string | null> {
  const file = path.join(distDir, 'index.html');
  const stamp = fileStamp(file);
  if (stamp === '-') return null;
  // Re-read after a rebuild, without reading the disk for every page view in between.
  if (templateCache && templateCache.file === file && templateCache.stamp === stamp) return templateCache.html;
  const html = await fs.promises.readFile(file, 'utf8');
  templateCache = { file, stamp, html };
  return html;
}

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators JavaScript rejects. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let routeAssetsCache: { file: string; stamp: string; groups: Record<string, string[]> } | null = null;

/** dist/route-assets.json, written by the build: each chunk group's JS and CSS files. */
async function readRouteAssets(distDir: string): Promise<Record<string, string[]>> {
  const file = path.join(distDir, 'route-assets.json');
  const stamp = fileStamp(file);
  if (stamp === '-') return {};
  if (routeAssetsCache?.file === file && routeAssetsCache.stamp === stamp) return routeAssetsCache.groups;
  try {
    const groups = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, string[]>;
    routeAssetsCache = { file, stamp, groups };
    return groups;
  } catch {
    return {};
  }
}

/**
 * The page's assets: its styles, written into the page (server/modules/site/pageStyles.ts; the build's own links
 * to the base and app styles first, then the page's), and the scripts the entry fetches once the
 * first view is shown (the app's code and the page's chunk), listed for it in a meta element. The
 * scripts are not preloaded here: on a slow network they would take bandwidth from the first view.
 */
async function routeAssetTags(distDir: string, route: PageRoute, linkedStyles: string[]): Promise<string> {
  const groups = await readRouteAssets(distDir);
  const entry = new Set(groups.main ?? []);
  const files = [...new Set([...(groups.app ?? []), ...(groups[route.id] ?? [])])].filter(
    (file) => !entry.has(file) && /^static\/[\w./-]+$/.test(file),
  );
  const styles = [...new Set([...linkedStyles, ...files.filter((file) => file.endsWith('.css'))])];
  const scripts = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  const meta = scripts.length > 0 ? `<meta name="${APP_SCRIPTS_META_NAME}" content="${scripts.join(' ')}">` : '';
  return (await inlineStylesheets(distDir, styles)) + meta;
}

/**
 * The HTML every page address answers with, or null when the site is not built. It carries the
 * content of the first view (spec §7's four start-up calls and the page's own), so the page paints
 * without waiting for the API; the site seeds its store from it and skips those requests. With a
 * server render in the build, the page arrives drawn (`drawn`) and the browser only hydrates it.
 */
export async function renderIndexHtml(
  context: RenderContext,
  route: PageRoute,
  form?: ContactFormEcho,
): Promise<{ html: string; drawn: boolean } | null> {
  const template = await readTemplate(context.distDir);
  if (template === null) return null;
  const data = await embeddedContentFor(route, context);
  let html = template;
  const page = await renderPage(context, data, form);
  const drawn = page !== null && ROOT_ELEMENT.test(html);
  if (page && drawn) {
    html = html.replace(ROOT_ELEMENT, () => `<div id="root">${page.body}</div>`);
    // The page's own title replaces the build's generic one.
    if (page.head.includes('<title')) html = html.replace(/<title>[^<]*<\/title>/, '');
    html = html.replace('</head>', () => `${page.head}</head>`);
  }
  let element = `<script id="${EMBEDDED_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>`;
  if (form)
    element += `<script id="${CONTACT_FORM_ECHO_ELEMENT_ID}" type="application/json">${scriptSafeJson(form)}</script>`;
  html = html.includes('</body>') ? html.replace('</body>', () => `${element}</body>`) : html + element;
  const linked = takeStylesheetLinks(html);
  html = linked.html;
  const assets = await routeAssetTags(context.distDir, route, linked.files);
  html = assets && html.includes('</head>') ? html.replace('</head>', () => `${assets}</head>`) : html;
  return { html, drawn };
}

/** The empty element the site renders into, as the build writes it. */
const ROOT_ELEMENT = /<div id="root"><\/div>/;

/** The server render of the page, or null without one or when it fails (the browser then draws the page). */
async function renderPage(context: RenderContext, data: EmbeddedData, form?: ContactFormEcho) {
  try {
    const render = await context.renderer();
    // The salon's contact details describe it in every page's structured data.
    const facts = { contactPage: data.getContactPage ?? (await embeddedAnswer('getContactPage', context)) };
    return render ? await render(`${context.origin}${context.pathname}${context.search}`, data, facts, form) : null;
  } catch (err) {
    context.request.log.error({ err }, 'The server render failed; the page is sent for the browser to draw');
    return null;
  }
}

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
 * Pages are drawn once and kept, each under what it was drawn from: the content's version (and the
 * social feed's), the build (its HTML, its asset list and its render module), the public origin, the
 * path and the query parameters its route declares. A content import (also by the CLI, in another
 * process) or a rebuild names new pages; the old ones are dropped. A page sent undrawn because the
 * render failed is not kept. The salon's area's pages are kept too (they are its frame only), but
 * sent for no one else to keep.
 */
type SiteSettings = Required<Omit<SiteRoutesOptions, 'siteUrl' | 'mediaDetails'>> &
  Pick<SiteRoutesOptions, 'siteUrl' | 'mediaDetails'>;

function pageSender(options: SiteSettings): PageSender {
  const pages = new AnswerCache({ maxBytes: options.pageCacheMaxBytes });
  // Addresses no page answers are endless, and so are Host names when SITE_URL is unset, and a page's
  // addresses with a query (a product, a gallery page): each kept apart, they never push out the
  // site's own pages.
  const asideBytes = Math.max(1, Math.floor(options.pageCacheMaxBytes / 8));
  const notFoundPages = new AnswerCache({ maxBytes: asideBytes });
  const otherHostPages = new AnswerCache({ maxBytes: asideBytes });
  const queriedPages = new AnswerCache({ maxBytes: Math.max(1, Math.floor(options.pageCacheMaxBytes / 4)) });
  const areaPages = new AnswerCache({ maxBytes: asideBytes });
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
    // The area's pages are its frame only, the same for everyone (what they show comes from the
    // area's API once signed in): kept here like the visitor's pages, but sent to be kept nowhere.
    const search = route.area ? '' : keptQuery(route, request.url);
    const cache = route.area
      ? areaPages
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
      return { answer: await storeAnswer(route.status, 'text/html; charset=utf-8', page.html), keep: page.drawn };
    });
    if (route.area) keepPrivate(reply);
    if (answer === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    for (const field of varyOn) addVary(reply, field);
    // Browsers revalidate on every use, so content changes show at once; shared caches keep the
    // pages of the route contract that say they may, the not-found page included.
    return sendStored(request, route.shared ? reply.sharePublicly() : reply, answer);
  };
}

/** An answer of the salon's own area: kept by no browser or proxy, listed by no search engine, shown in no frame. */
function keepPrivate(reply: FastifyReply): void {
  reply.header('cache-control', PRIVATE_NO_STORE).header('x-robots-tag', 'noindex, nofollow');
  reply.header('x-frame-options', 'DENY');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"));
  }
}

function cacheControlFor(relative: string): string {
  // webpack puts content hashes in every name under static/: a new build means new URLs.
  if (relative.startsWith('static/')) return 'public, max-age=31536000, immutable';
  // favicon, robots.txt and the like keep their names across builds.
  return 'public, max-age=3600';
}

/** The path of the request, dot segments resolved ("//about" stays a path, not a host). */
function pathOf(request: FastifyRequest): string {
  const [target = '/'] = request.url.split('?');
  try {
    return new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`).pathname;
  } catch {
    return '/';
  }
}

/** A path whose last part has a file extension: a missing file, not a page, unless HTML is asked for. */
const FILE_LIKE = /\.[a-z\d]{1,8}$/i;

export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, siteOptions) => {
  const { distDir } = siteOptions;
  const options: SiteSettings = {
    siteUrl: undefined,
    pageCacheMaxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES,
    trustProxy: false,
    ...siteOptions,
  };
  const sendPage = pageSender(options);

  app.get('/', async (request, reply) => sendPage(request, reply, pathOf(request)));

  await app.register(contactFormRoutes, {
    intake: options.contactIntake,
    drawContactPage: async (request, form) => {
      const { route } = matchPage(paths.contact);
      const origin = publicOrigin(request, options.siteUrl);
      const content = options.published.content();
      const context = { ...options, content, request, origin, pathname: paths.contact, search: '' };
      return (await renderIndexHtml(context, route, form))?.html ?? null;
    },
  });

  // robots.txt and the sitemap name the public origin: they vary on what it is read from.
  const origin = (request: FastifyRequest, reply: FastifyReply) => {
    for (const field of originHeaders(options.siteUrl, options.trustProxy)) addVary(reply, field);
    return publicOrigin(request, options.siteUrl);
  };
  app.get('/robots.txt', async (request, reply) =>
    reply
      .sharePublicly(3600)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(request, reply))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    reply.sharePublicly().type('application/xml; charset=utf-8');
    return reply.send(revalidate(request, reply, sitemapXml(options.published, origin(request, reply))));
  });

  app.get('/*', async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    // Reached only when no /api or /storage route matched, e.g. "/api" itself.
    if (/^(api|storage)(\/|$)/.test(requested)) return reply.code(404).send({ message: 'Not found.' });
    // One address per page: the build's file name is the home page's.
    if (requested === 'index.html') return reply.redirect('/', 301);

    // A page of the site, whatever the client says it accepts: crawlers, link previews and
    // monitors do not all ask for HTML.
    const pathname = pathOf(request);
    if (matchPage(pathname).route.status === 200) return sendPage(request, reply, pathname);

    let file: { relative: string; absolute: string } | null = null;
    try {
      file = resolveMediaPath(distDir, requested);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
    }
    // The server render is the server's code, not the visitor's.
    if (file && (file.relative === RENDERER_DIR || file.relative.startsWith(`${RENDERER_DIR}/`))) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    const stat = file ? await fs.promises.stat(file.absolute).catch(() => null) : null;
    if (file && stat?.isFile()) {
      return sendFile(request, reply, distDir, file.relative, {
        cacheControl: cacheControlFor(file.relative),
        preCompressed: true,
      });
    }

    // A missing script or image must fail as such: HTML in its place would hide the real error
    // (a chunk that fails to load must raise ChunkLoadError, not a syntax error).
    if (requested.startsWith('static/')) return reply.code(404).send({ message: 'Not found.' });
    if (FILE_LIKE.test(requested)) {
      addVary(reply, 'Accept');
      if (!acceptsHtml(request)) return reply.code(404).send({ message: 'Not found.' });
    }
    // Any other address is a page no one has: the not-found page, with its 404.
    return sendPage(request, reply, pathname);
  });
};
