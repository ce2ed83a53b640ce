// The built single-page site from DIST_DIR: hashed assets cached for good, index.html for every
// page address so the client router decides what to show.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EmbeddedAppStartData } from '../../src/api/embeddedData';
import type { Db } from '../db';
import { acceptsHtml, revalidate, sendFile } from '../http';
import type { InstagramFeed } from '../instagram';
import { MediaError, resolveMediaPath } from '../media';
import { getGeneralData, getProductsPage, getServicesPage } from '../repository';

export interface SiteRoutesOptions {
  distDir: string;
  db: Db;
  instagram: InstagramFeed;
}

export interface RenderContext {
  distDir: string;
  db: Db;
  instagram: InstagramFeed;
  request: FastifyRequest;
}

/** Must match EMBEDDED_DATA_ELEMENT_ID in src/api/embeddedData.ts. */
const EMBEDDED_DATA_ELEMENT_ID = 'app-start-data';

const NOT_BUILT =
  'The site has not been built yet.\nRun `npm run build` (it writes dist/), then reload this page.\nThe API under /api works already.\n';

const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\n';

let templateCache: { file: string; mtimeMs: number; html: string } | null = null;

async function readTemplate(distDir: string): Promise<string | null> {
  const file = path.join(distDir, 'index.html');
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  // Re-read after a rebuild, without touching the disk for every page view in between.
  if (templateCache && templateCache.file === file && templateCache.mtimeMs === stat.mtimeMs) return templateCache.html;
  const html = await fs.promises.readFile(file, 'utf8');
  templateCache = { file, mtimeMs: stat.mtimeMs, html };
  return html;
}

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators JavaScript rejects. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The lazy chunk group of the page at a path (webpackChunkName in src/app/router.tsx). */
export function routeChunkName(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (first === '') return 'home';
  return ['about', 'services', 'gallery', 'products', 'contact', 'login'].includes(first) ? first : 'not-found';
}

let routeAssetsCache: { file: string; mtimeMs: number; groups: Record<string, string[]> } | null = null;

/** dist/route-assets.json, written by the build: each chunk group's JS and CSS files. */
async function readRouteAssets(distDir: string): Promise<Record<string, string[]>> {
  const file = path.join(distDir, 'route-assets.json');
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return {};
  if (routeAssetsCache?.file === file && routeAssetsCache.mtimeMs === stat.mtimeMs) return routeAssetsCache.groups;
  try {
    const groups = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, string[]>;
    routeAssetsCache = { file, mtimeMs: stat.mtimeMs, groups };
    return groups;
  } catch {
    return {};
  }
}

/** Preload links for the page's own chunk, which the browser would otherwise find only after main.js ran. */
async function routePreloads(distDir: string, pathname: string): Promise<string> {
  const groups = await readRouteAssets(distDir);
  const inMain = new Set(groups.main ?? []);
  return (groups[routeChunkName(pathname)] ?? [])
    .filter((file) => !inMain.has(file) && /^static\/[\w./-]+$/.test(file))
    .map((file) => `<link rel="preload" href="/${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
    .join('');
}

/**
 * The HTML every page address answers with, or null when the site is not built. It carries the
 * app-start data (spec §7's four start-up calls), so the first view paints without waiting for
 * the API; the site seeds its store from it and skips those requests.
 */
export async function renderIndexHtml(context: RenderContext): Promise<string | null> {
  const template = await readTemplate(context.distDir);
  if (template === null) return null;
  const data: EmbeddedAppStartData = {
    getGeneralData: getGeneralData(context.db),
    getServicesPage: getServicesPage(context.db),
    getProductsPage: getProductsPage(context.db),
    getSocialFeed: await context.instagram.get(),
  };
  const element = `<script id="${EMBEDDED_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>`;
  const preloads = await routePreloads(context.distDir, new URL(context.request.url, 'http://localhost').pathname);
  const withData = template.includes('</body>') ? template.replace('</body>', `${element}</body>`) : template + element;
  return preloads && withData.includes('</head>') ? withData.replace('</head>', `${preloads}</head>`) : withData;
}

async function sendIndex(request: FastifyRequest, reply: FastifyReply, options: SiteRoutesOptions) {
  const { distDir, db, instagram } = options;
  const html = await renderIndexHtml({ distDir, db, instagram, request });
  if (html === null) {
    return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
  reply.type('text/html; charset=utf-8');
  return reply.send(revalidate(request, reply, html));
}

function cacheControlFor(relative: string): string {
  // webpack puts content hashes in every name under static/: a new build means new URLs.
  if (relative.startsWith('static/')) return 'public, max-age=31536000, immutable';
  // favicon, robots.txt and the like keep their names across builds.
  return 'public, max-age=3600';
}

export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, options) => {
  const { distDir } = options;
  app.get('/', async (request, reply) => sendIndex(request, reply, options));

  app.get('/*', async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    // Reached only when no /api or /storage route matched, e.g. "/api" itself.
    if (/^(api|storage)(\/|$)/.test(requested)) return reply.code(404).send({ message: 'Not found.' });
    if (requested === 'index.html') return sendIndex(request, reply, options);

    let file: { relative: string; absolute: string } | null = null;
    try {
      file = resolveMediaPath(distDir, requested);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
    }
    const stat = file ? await fs.promises.stat(file.absolute).catch(() => null) : null;
    if (file && stat?.isFile()) {
      return sendFile(request, reply, distDir, file.relative, {
        cacheControl: cacheControlFor(file.relative),
        preCompressed: true,
      });
    }

    if (requested === 'robots.txt') {
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(DEFAULT_ROBOTS);
    }
    // A missing script or image must fail as such: HTML in its place would hide the real error
    // (a chunk that fails to load must raise ChunkLoadError, not a syntax error).
    if (acceptsHtml(request) && !requested.startsWith('static/')) return sendIndex(request, reply, options);
    return reply.code(404).send({ message: 'Not found.' });
  });
};
