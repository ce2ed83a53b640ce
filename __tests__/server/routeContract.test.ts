// The route contract (src/routes.ts) walked page by page: the router (through the server render),
// the server's HTML route, robots.txt and the sitemap must all say the same of every page.
import { JSDOM } from 'jsdom';
import { APP_SCRIPTS_META_NAME, APP_START_CALLS, seoPageIndex } from '../../src/api/contract';
import type { GeneralData, ServicesPageData } from '../../src/api/types';
import { pageRoutes, type PageRoute } from '../../src/routes';
import { buildTestApp, type TestApp } from '../support/build';
import type { TestClient } from '../support/testClient';

const html = { accept: 'text/html' };

let server: TestApp;
let client: TestClient;
let origin: string;

beforeAll(async () => {
  // One made-up script per page chunk, named after the page, as the build would list them.
  const groups = Object.fromEntries(pageRoutes.map((route) => [route.id, [`static/js/${route.id}.0000.chunk.js`]]));
  server = await buildTestApp({
    prefix: 'salon-contract',
    drawPages: true,
    distFiles: { 'route-assets.json': JSON.stringify(groups) },
  });
  ({ client, origin } = server);
});

afterAll(() => server.close());

const api = async <T>(url: string) => (JSON.parse((await client({ url })).body) as { data: T }).data;

/** Real addresses for each of a page's paths: a parameter takes a value from the content. */
async function addressesOf(route: PageRoute): Promise<string[]> {
  const services = await api<ServicesPageData>('/api/services-page');
  const sectionId = `section-service-${services.services?.[0]?.id ?? 1}`;
  return route.paths.map((p) => (p === '*' ? '/no/such/page' : p.replace(':id', sectionId)));
}

const titleOf = (page: string) => /<title\b[^>]*>([^<]*)<\/title>/.exec(page)?.[1]?.replace(/&amp;/g, '&');
const isNoindex = (page: string) => /<meta [^>]*name="robots" content="noindex"/.test(page);
const embeddedCalls = (page: string) =>
  Object.keys(JSON.parse(/<script id="app-start-data"[^>]*>([^<]*)<\/script>/.exec(page)?.[1] ?? '{}') as object);

describe.each(pageRoutes.map((route) => [route.id, route] as const))('the %s page', (_id, route) => {
  it('is answered at each of its addresses with its status, its chunk, its content and its own head', async () => {
    const general = await api<GeneralData>('/api/general-data');
    for (const address of await addressesOf(route)) {
      const response = await client({ url: address, headers: html });
      expect({ address, status: response.statusCode }).toEqual({ address, status: route.status });
      const page = response.body;
      expect(page).toMatch(
        new RegExp(`<meta name="${APP_SCRIPTS_META_NAME}" content="[^"]*/static/js/${route.id}\\.0000\\.chunk\\.js`),
      );
      expect(page).not.toMatch(new RegExp(`/static/js/(?!${route.id}\\.)[\\w-]+\\.0000\\.chunk\\.js`));
      expect(embeddedCalls(page).sort()).toEqual([...new Set([...APP_START_CALLS, ...route.calls])].sort());
      // Drawn by the router: the page's own title (from its SEO entry), and noindex exactly when it is not indexable.
      expect(titleOf(page)).not.toBe('Generic title');
      if (route.seo) expect(titleOf(page)).toBe(general.seoPages?.[seoPageIndex[route.seo]]?.title?.trim());
      expect(isNoindex(page)).toBe(!route.indexable);
    }
  });

  it('is in the sitemap, and not kept out by robots.txt, exactly when it is indexable', async () => {
    const sitemap = (await client({ url: '/sitemap.xml' })).body;
    const robots = (await client({ url: '/robots.txt' })).body;
    for (const address of await addressesOf(route)) {
      if (address === '/no/such/page') continue;
      expect({ address, listed: sitemap.includes(`<loc>${origin}${address}</loc>`) }).toEqual({
        address,
        listed: route.indexable,
      });
      // Disallow names a prefix: "/admin" keeps out every address under it.
      const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
      expect({ address, hidden: disallowed.some((prefix) => address.startsWith(prefix)) }).toEqual({
        address,
        hidden: !route.indexable,
      });
    }
  });
});

describe('the sitemap', () => {
  it('is valid XML in the sitemap namespace, with the date the content last changed', async () => {
    const response = await client({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const doc = new JSDOM(response.body, { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.getElementsByTagName('loc')[0]?.textContent).toMatch(new RegExp(`^${origin}/`));
      expect(Number.isNaN(Date.parse(url.getElementsByTagName('lastmod')[0]?.textContent ?? ''))).toBe(false);
    }
  });

  it('lists every service section of the content', async () => {
    const services = await api<ServicesPageData>('/api/services-page');
    const sitemap = (await client({ url: '/sitemap.xml' })).body;
    expect(services.services?.length).toBeGreaterThan(0);
    for (const service of services.services ?? []) {
      expect(sitemap).toContain(`<loc>${origin}/services/section-service-${service.id}</loc>`);
    }
  });
});
