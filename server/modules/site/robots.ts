// robots.txt, from the route contract: what search engines may list.
import { pageRoutes } from '../../../src/routes';

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
