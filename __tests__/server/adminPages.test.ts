// The salon area's pages as the server sends them: the frame only, drawn once and kept by the server
// alone (no browser or proxy keeps them), out of search engines and out of frames; the visitor's
// pages keep their cache and their headers.
import { pageRoutes } from '../../src/routes';
import { renderPage, type RenderPage } from '../../src/renderPage';
import { buildTestApp, type TestApp } from '../support/build';
import { addressesOf } from '../support/routeAddresses';
import type { TestClient } from '../support/testClient';

let server: TestApp;
let client: TestClient;
const rendered: string[] = [];

beforeAll(async () => {
  const counting: RenderPage = (url, data, facts) => {
    rendered.push(new URL(url).pathname);
    return renderPage(url, data, facts);
  };
  server = await buildTestApp({ prefix: 'salon-area-pages', drawPages: true, renderer: async () => counting });
  ({ client } = server);
});

afterAll(() => server.close());

const areaAddresses = addressesOf(
  pageRoutes.filter((route) => route.area),
  '12',
);

it('has the sign-in page and the signed-in pages', () => {
  expect(areaAddresses).toEqual(expect.arrayContaining(['/login', '/admin', '/admin/messages', '/admin/messages/12']));
});

it.each(areaAddresses)('sends %s private, unstored, unindexed and unframeable, drawn once', async (address) => {
  rendered.length = 0;
  for (let i = 0; i < 2; i += 1) {
    const response = await client({ url: address, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  }
  expect(rendered).toEqual([address]);
});

it('keeps the visitor’s pages as they were: kept, revalidated, framed by the site alone', async () => {
  rendered.length = 0;
  for (let i = 0; i < 2; i += 1) {
    const response = await client({ url: '/about', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0,/);
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  }
  expect(rendered).toEqual(['/about']);
});

it('keeps the area out of robots’ allowed paths and out of the sitemap', async () => {
  const robots = (await client({ url: '/robots.txt' })).body;
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/login$/m);
  const sitemap = (await client({ url: '/sitemap.xml' })).body;
  expect(sitemap).not.toMatch(/\/(admin|login)/);
});
