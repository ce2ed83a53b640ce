// /sitemap.xml: every indexable page of the route contract, with the content's last change.
import { paths, serviceSectionPath } from '../../../src/paths';
import { pageRoutes } from '../../../src/routes';
import type { ContentFile } from '../content';
import type { PublishedContent } from '../content';

/** The addresses of a page path with a parameter, one per value in the content. */
export const parameterisedPaths: Record<string, (content: ContentFile) => string[]> = {
  [paths.serviceSection]: (content) =>
    content.services.flatMap((service) => (typeof service.id === 'number' ? [serviceSectionPath(service.id)] : [])),
};

const isParameterised = (path: string) => path.includes(':') || path.includes('*');

/** Every address the sitemap lists, as paths. */
export function sitemapPaths(content: ContentFile): string[] {
  return pageRoutes
    .filter((route) => route.indexable)
    .flatMap((route) =>
      route.paths.flatMap((path) => {
        if (!isParameterised(path)) return [path];
        const expand = parameterisedPaths[path];
        if (!expand)
          throw new Error(`The sitemap cannot list ${path}: say which values it takes in parameterisedPaths.`);
        return expand(content);
      }),
    );
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The sitemap of the site at `origin` (e.g. https://www.example-salon.com). */
export function sitemapXml(published: PublishedContent, origin: string): string {
  const updated = published.updatedAt();
  const lastmod = updated ? `<lastmod>${escapeXml(updated)}</lastmod>` : '';
  const urls = sitemapPaths(published.content()).map(
    (path) => `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
