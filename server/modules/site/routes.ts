// The built site from DIST_DIR: hashed assets cached for good, and for every page address the
// HTML with the page's content embedded and, when the build has a server render, already rendered.
import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '../../../src/paths';
import { matchPage } from '../../../src/routes';
import { acceptsHtml, addVary, publicOrigin, revalidate, sendFile } from '../../lib/http';
import { contactFormRoutes } from '../contact';
import { MediaError, resolveMediaPath } from '../media';
import { DEFAULT_PAGE_CACHE_MAX_BYTES, pageSender, type SiteRoutesOptions, type SiteSettings } from './pageCache';
import { originHeaders } from './pageAddress';
import { RENDERER_DIR } from './pageRenderer';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { cacheControlFor, FILE_LIKE, pathOf } from './staticFiles';
import { renderIndexHtml } from './template';

export { DEFAULT_PAGE_CACHE_MAX_BYTES, robotsTxt, type SiteRoutesOptions };
export { renderIndexHtml, type RenderContext } from './template';

export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, siteOptions) => {
  const { distDir } = siteOptions;
  const options: SiteSettings = {
    siteUrl: undefined,
    pageCacheMaxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES,
    trustProxy: false,
    collecting: false,
    ...siteOptions,
  };
  const sendPage = pageSender(options);

  app.get('/', async (request, reply) => sendPage(request, reply, pathOf(request)));

  await app.register(contactFormRoutes, {
    intake: options.contactIntake,
    renderContactPage: async (request, form) => {
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
