// A page rendered by the server from a draft or a version, for the admin area's preview: the real
// render of the page, with a "Preview" bar, never kept, never indexed, never part of a public answer
// (it does not go near the page cache or the stored API answers). Given to the content editor's
// routes, behind the admin area's session check.
//
// The page is sent as rendered, without the app's scripts: served at the preview's own address, the app
// would read that address as the page to show (the not-found page), and its later requests would
// fetch the published content, not the draft. It is set in the site's own fonts, which a visitor's
// browser shows once it keeps them (src/styles/ownFonts.ts).
import { APP_SCRIPTS_META_NAME, ENTRY_SCRIPT_ATTRIBUTE } from '../../../src/api/contract';
import { matchPage } from '../../../src/routes';
import { OWN_FONTS_CLASS } from '../../../src/styles/ownFontsKept';
import type { InstagramFeed, MediaDetailsReader, PagePreview } from '../content';
import { escapeHtml } from '../../lib/html';
import { publicOrigin } from '../../lib/http';
import { cachedQuery } from './pageAddress';
import type { PageRendererSource } from './pageRenderer';
import { renderIndexHtml } from './template';

export interface PagePreviewOptions {
  distDir: string;
  /** The server render, the same the public pages use. */
  renderer: PageRendererSource;
  instagram: InstagramFeed;
  /** The media library's details of the pictures a page names (alt text, focal point), as for the public pages. */
  mediaDetails?: MediaDetailsReader | undefined;
  /** The public origin (SITE_URL), as for the public pages. */
  siteUrl?: string | undefined;
}

/**
 * The bar that says the page is a preview: last in the body, held at the bottom of the window while
 * the page scrolls, so it never covers the site's own sticky header (and takes its own room at the
 * end, so it hides nothing of the footer). Outside the element the app hydrates, so the page above is
 * rendered as visitors get it.
 */
function previewBar(label: string): string {
  return (
    '<aside aria-label="Preview" data-preview-bar style="position:sticky;bottom:0;z-index:1000;padding:.7em 1em;' +
    'background:#17291f;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center;' +
    'box-shadow:0 -6px 24px -12px rgba(0,0,0,.45)">' +
    `Preview of ${escapeHtml(label)}: visitors do not see it until it is published.</aside>`
  );
}

export function pagePreviewer(options: PagePreviewOptions): PagePreview {
  return async (request, reply, { pathname, content, label }) => {
    const { route } = matchPage(pathname);
    const page = await renderIndexHtml(
      {
        distDir: options.distDir,
        content,
        instagram: options.instagram,
        mediaDetails: options.mediaDetails,
        renderer: options.renderer,
        request,
        origin: publicOrigin(request, options.siteUrl),
        pathname,
        search: cachedQuery(route, request.url),
      },
      route,
    );
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!page) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet: run `npm run build`.\n');
    }
    const rendered = page.html
      .replace(/<html\b/, `<html class="${OWN_FONTS_CLASS}"`)
      .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
      .replace(new RegExp(`<script ${ENTRY_SCRIPT_ATTRIBUTE}>[\\s\\S]*?<\\/script>`), '')
      .replace(new RegExp(`<meta name="${APP_SCRIPTS_META_NAME}"[^>]*>`), '')
      .replace('</head>', () => '<meta name="robots" content="noindex, nofollow"></head>');
    const html = rendered.includes('</body>')
      ? rendered.replace('</body>', () => `${previewBar(label)}</body>`)
      : `${rendered}${previewBar(label)}`;
    return reply.code(route.status).type('text/html; charset=utf-8').send(html);
  };
}
