// A page's HTML: the build's template with the page's content embedded, its styles inlined, the
// scripts it fetches listed and, when the build has a server render, the page already rendered.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  APP_SCRIPTS_META_NAME,
  CONTACT_FORM_ECHO_ELEMENT_ID,
  EMBEDDED_DATA_ELEMENT_ID,
  scriptSafeJson,
  type ContactFormEcho,
  type EmbeddedData,
} from '../../../src/api/contract';
import { INSIGHTS_META_NAME } from '../../../src/api/insightsContract';
import type { PageRoute } from '../../../src/routes';
import { embeddedAnswer, type ContentFile, type InstagramFeed, type MediaDetailsReader } from '../content';
import { embeddedContentFor } from './embeddedContent';
import type { PageRendererSource } from './pageRenderer';
import { inlineStylesheets, takeStylesheetLinks } from './pageStyles';

export interface RenderContext {
  distDir: string;
  /** What the page is rendered from: the published content, or a draft or a version for a preview. */
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
  /** Whether the server counts visits (ANALYTICS); a preview's pages never load the collector. */
  collecting?: boolean | undefined;
}

/** Names a file's version (its time and size), or "-" when it is missing: a stat, no read. */
export function fileStamp(file: string): string {
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
 * server render in the build, the page arrives rendered (`rendered`) and the browser only hydrates it.
 */
export async function renderIndexHtml(
  context: RenderContext,
  route: PageRoute,
  form?: ContactFormEcho,
): Promise<{ html: string; rendered: boolean } | null> {
  const template = await readTemplate(context.distDir);
  if (template === null) return null;
  const data = await embeddedContentFor(route, context);
  let html = template;
  const page = await renderPage(context, data, form);
  const rendered = page !== null && ROOT_ELEMENT.test(html);
  if (page && rendered) {
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
  // Whether visits are counted: "off" with ANALYTICS=off, and in a preview. Written before the head's
  // own script, which counts the page view (src/features/insights/firstView.ts).
  const insights = `<meta name="${INSIGHTS_META_NAME}" content="${context.collecting ? 'on' : 'off'}">`;
  html = html.replace(/<head>(<meta charset="[^"]*"\/?>)?/, (head) => `${head}${insights}`);
  const assets = await routeAssetTags(context.distDir, route, linked.files);
  html = html.includes('</head>') ? html.replace('</head>', () => `${assets}</head>`) : html;
  return { html, rendered };
}

/** The empty element the site renders into, as the build writes it. */
const ROOT_ELEMENT = /<div id="root"><\/div>/;

/** The server render of the page, or null without one or when it fails (the browser then renders the page). */
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
