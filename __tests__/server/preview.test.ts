// The preview of a page drawn from a draft or a version: the real server render with a preview bar,
// never stored, never indexed, and never seen by a visitor, whose pages stay what is published.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { ContentFile } from '../../server/modules/content/schema';
import { exportContent, getVersion } from '../../server/modules/content/store';
import { openDatabase, type Db } from '../../server/db/database';
import { getDraft, publishDraft, saveDraftEntity } from '../../server/modules/content/drafts';
import { checkPicturesDescribed } from '../../server/modules/media/publishCheck';
import { inlineScriptHashes } from '../../server/modules/site/inlineScripts';
import { createInstagramFeed } from '../../server/modules/content/instagram';
import { pagePreviewer } from '../../server/modules/site/preview';
import { renderPage } from '../../src/renderPage';
import { buildTestApp, serverAroundTests } from '../support/build';
import { listenForTests } from '../support/testClient';

/** The previewer as the signed-in area makes it, for the build in `distDir`. */
const previewerFor = (distDir: string) =>
  pagePreviewer({
    distDir,
    renderer: async () => renderPage,
    instagram: createInstagramFeed({}, () => [], { warn: () => undefined }),
  });

/**
 * For every test: the public site, a connection of the test's own to its database, and beside them
 * the preview, as the signed-in area mounts it: a route that picks the content and hands it to the
 * previewer. Closed in the opposite order.
 */
const server = serverAroundTests('each', async () => {
  const site = await buildTestApp({ prefix: 'salon-preview', drawPages: true });
  const db: Db = openDatabase(site.dbPath);
  const preview = previewerFor(site.distDir);
  const previewApp = Fastify();
  previewApp.get('/preview/*', async (request, reply) => {
    const { version } = request.query as { version?: string };
    const content: ContentFile = version ? getVersion(db, Number(version))!.content : getDraft(db).content;
    const pathname = `/${(request.params as { '*': string })['*']}`;
    return preview(request, reply, { pathname, content, label: version ? `version ${version}` : 'your draft' });
  });
  const previewClient = await listenForTests(previewApp);
  const close = async () => {
    await previewApp.close();
    db.close();
    await site.close();
  };
  return { site, db, publicClient: site.client, previewClient, close };
});

const html = { accept: 'text/html' };
/** A stand-in for the build's inline script in the head (src/boot/head.ts). */
const IN_PAGE_SCRIPT = 'window.inPageLinks=1;';
/** A stand-in for the entry, which the build writes into the end of the page (webpack.config.ts). */
const ENTRY_SCRIPT = 'window.appEntry=1;';
const bannerTitle = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1];

function draftAboutTitle(title: string) {
  const settings = { ...exportContent(server.db).aboutSettings, banner_title: title };
  expect(saveDraftEntity(server.db, 'aboutSettings', settings, { author: 'noor' }).ok).toBe(true);
}

it('draws the page from the draft, with the bar, kept by no one and indexed by no one', async () => {
  draftAboutTitle('A studio for every curl, now open Sundays');
  const preview = await server.previewClient({ url: '/preview/about', headers: html });
  expect(preview.statusCode).toBe(200);
  expect(bannerTitle(preview.body)).toBe('A studio for every curl, now open Sundays');
  expect(preview.body).toMatch(
    /<aside aria-label="Preview" data-preview-bar[^>]*>Preview of your draft[^<]*<\/aside><\/body>/,
  );
  expect(preview.headers['cache-control']).toBe('no-store');
  expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
  // Sent as drawn: the app would read the preview's own address as the page, and fetch published content.
  expect(preview.body).not.toMatch(/<script\b[^>]*\bsrc=/);
  expect(preview.body).not.toContain('name="app-scripts"');
});

it("is set in the site's own fonts, keeps the build's styles and head script, and leaves out the entry", async () => {
  const css = '.a{color:red}@font-face{font-family:Fraunces;font-display:optional;src:url(/static/media/f.woff2)}';
  fs.mkdirSync(path.join(server.site.distDir, 'static/css'), { recursive: true });
  fs.writeFileSync(path.join(server.site.distDir, 'static/css/main.0000.css'), css);
  fs.writeFileSync(
    path.join(server.site.distDir, 'index.html'),
    '<!doctype html><html><head><script defer src="/static/js/main.0000.js"></script>' +
      `<script>${IN_PAGE_SCRIPT}</script>` +
      '<link href="/static/css/main.0000.css" rel="stylesheet"></head><body><div id="root"></div>' +
      `<script data-entry>${ENTRY_SCRIPT}</script></body></html>`,
  );
  const preview = await server.previewClient({ url: '/preview/', headers: html });
  expect(preview.body).toMatch(/^<!doctype html><html class="own-fonts">/);
  // The page's styles written into it, as on the public pages.
  expect(preview.body).toContain(`<style data-href="/static/css/main.0000.css">${css}</style>`);
  expect(preview.body).not.toContain('main.0000.js');
  // Sent without the app: its entry is left out too.
  expect(preview.body).not.toContain(ENTRY_SCRIPT);
  // The build's own inline script stays as built: the Content-Security-Policy allows it by its hash.
  const inline = [...preview.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code = '']) => code);
  expect(inline).toEqual([IN_PAGE_SCRIPT]);
  // The public pages carry both, which the policy allows by their hashes.
  const hash = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
  expect(inlineScriptHashes(server.site.distDir)()).toEqual([hash(IN_PAGE_SCRIPT), hash(ENTRY_SCRIPT)]);
});

it('leaves the public page and its answers as published, before and after', async () => {
  const before = await server.publicClient({ url: '/about', headers: html });
  draftAboutTitle('Draft title visitors must not see');
  await server.previewClient({ url: '/preview/about', headers: html });
  const after = await server.publicClient({ url: '/about', headers: html });
  expect(bannerTitle(after.body)).toBe(bannerTitle(before.body));
  expect(after.headers.etag).toBe(before.headers.etag);
  expect((await server.publicClient({ url: '/api/about-page' })).body).not.toContain(
    'Draft title visitors must not see',
  );
});

it('draws a version, and answers each page with its own status', async () => {
  const first = bannerTitle((await server.publicClient({ url: '/about', headers: html })).body);
  draftAboutTitle('The second version');
  expect(publishDraft(server.db, { author: 'noor' }, checkPicturesDescribed).ok).toBe(true);
  const old = await server.previewClient({ url: '/preview/about?version=1', headers: html });
  expect(bannerTitle(old.body)).toBe(first);
  expect(old.body).toContain('Preview of version 1');
  expect((await server.previewClient({ url: '/preview/no-such-page', headers: html })).statusCode).toBe(404);
});

it('writes the label as text, never as markup', async () => {
  const preview = previewerFor(server.site.distDir);
  const bare = Fastify();
  bare.get('/', async (request, reply) =>
    preview(request, reply, {
      pathname: '/',
      content: exportContent(server.db),
      label: '<img src=x onerror=alert(1)>',
    }),
  );
  try {
    const page = (await (await listenForTests(bare))({ url: '/', headers: html })).body;
    expect(page).toContain('Preview of &lt;img src=x onerror=alert(1)&gt;');
  } finally {
    await bare.close();
  }
});
