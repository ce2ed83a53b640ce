// Headers a shared cache in front can act on: who may keep each answer (public pages, API reads and
// media share; everything else is private by default), the configured s-maxage and stale windows,
// Vary naming exactly what an answer depends on, and the purge call when the content changes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import type { BuildAppOptions } from '../../server/app';
import { cachedQuery } from '../../server/modules/site/pageAddress';
import { PURGE_BODY } from '../../server/modules/content/purge';
import { exportContent, publishContent } from '../../server/modules/content/store';
import { pageRoutes } from '../../src/routes';
import { buildTestApp, type TestApp } from '../support/build';
import type { TestClient } from '../support/testClient';

const sharedCaching = { sMaxAge: 30, staleWhileRevalidate: 120, staleIfError: 600 };
const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120, stale-if-error=600';
const PRIVATE = 'private, no-store';
const SITE_URL = 'https://www.example-salon.com';

const servers: TestApp[] = [];

async function start(options: Partial<BuildAppOptions> = {}) {
  const server = await buildTestApp({
    prefix: 'salon-shared-cache',
    drawPages: true,
    sharedCaching,
    contactRateLimit: { perMinute: 3, perDay: 100 },
    ...options,
    beforeListen: (app) => {
      // A route added later that says nothing about caching, as a new feature's would be.
      app.get('/api/admin/inbox', async () => ({ data: ['a personal message'] }));
      app.get('/api/fails-after-sharing', async (_request, reply) => {
        reply.sharePublicly();
        throw new Error('broke after choosing to share');
      });
    },
  });
  servers.push(server);
  return server;
}

let client: TestClient;

beforeAll(async () => {
  ({ client } = await start({ siteUrl: SITE_URL, logger: false }));
});

afterAll(async () => {
  for (const server of servers) await server.close();
});

const browser = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

describe('who may keep an answer', () => {
  const sharedPaths = pageRoutes
    .filter((route) => route.shared)
    .flatMap((route) => route.paths.map((p) => (p === '*' ? '/no-such-page' : p.replace(/:\w+/, 'section-service-1'))));

  it.each(sharedPaths)('lets shared caches keep the page %s for the configured times', async (url) => {
    const response = await client({ url, headers: browser });
    expect([200, 404]).toContain(response.statusCode);
    expect(response.headers['cache-control']).toBe(PUBLIC);
  });

  it('keeps every page the route contract does not share out of every cache', async () => {
    const unshared = pageRoutes.filter((route) => !route.shared).flatMap((route) => route.paths);
    expect(unshared.length).toBeGreaterThan(0);
    for (const url of unshared) {
      const response = await client({ url, headers: browser });
      expect(response.headers['cache-control']).toBe(PRIVATE);
    }
  });

  it('shares the API reads, media variants (a year in the browser) and originals (a day)', async () => {
    expect((await client({ url: '/api/general-data' })).headers['cache-control']).toBe(PUBLIC);
    expect((await client({ url: '/api/gallery-page?page=1' })).headers['cache-control']).toBe(PUBLIC);
    expect((await client({ url: '/sitemap.xml' })).headers['cache-control']).toBe(PUBLIC);
    const variant = await client({ url: '/storage/seo/home.jpg?w=320&fm=webp' });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['cache-control']).toBe(PUBLIC.replace('max-age=0', 'max-age=31536000'));
    const original = await client({ url: '/storage/seo/home.jpg' });
    expect(original.headers['cache-control']).toBe(PUBLIC.replace('max-age=0', 'max-age=86400'));
    expect((await client({ url: '/robots.txt' })).headers['cache-control']).toBe(
      PUBLIC.replace('max-age=0', 'max-age=3600'),
    );
  });

  it('keeps the contact form’s answers private, whatever they say', async () => {
    const post = (payload: object) => client({ method: 'POST', url: '/api/submit-contact-form', payload });
    const valid = {
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.com',
      mobile: '5035550199',
      message: 'Hello there',
    };
    const answers = [await post({}), await post(valid)];
    for (let i = 0; i < 5; i += 1) answers.push(await post({ ...valid, message: `Hello again ${i}` }));
    expect(answers.map((a) => a.statusCode)).toEqual(expect.arrayContaining([422, 201, 429]));
    for (const answer of answers) expect(answer.headers['cache-control']).toBe(PRIVATE);
  });

  it('keeps private what no route chose to share: new routes, errors, unknown addresses', async () => {
    expect((await client({ url: '/api/admin/inbox' })).headers['cache-control']).toBe(PRIVATE);
    const failed = await client({ url: '/api/fails-after-sharing' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe(PRIVATE);
    for (const url of ['/api/nothing-here', '/storage/missing.jpg', '/static/js/gone.1.js', '/missing.png']) {
      expect((await client({ url })).headers['cache-control']).toBe(PRIVATE);
    }
    expect((await client({ method: 'DELETE', url: '/api/general-data' })).headers['cache-control']).toBe(PRIVATE);
    expect((await client({ url: '/api/gallery-page?page=x' })).headers['cache-control']).toBe(PRIVATE);
  });

  it('reads the times from the environment, with the defaults a CDN can use', async () => {
    const { readConfig } = await import('../../server/config');
    expect(readConfig({})).toMatchObject({
      CACHE_S_MAXAGE: 60,
      CACHE_STALE_WHILE_REVALIDATE: 86400,
      CACHE_STALE_IF_ERROR: 86400,
    });
    expect(readConfig({ CACHE_S_MAXAGE: '0', CACHE_STALE_IF_ERROR: '3600' })).toMatchObject({
      CACHE_S_MAXAGE: 0,
      CACHE_STALE_IF_ERROR: 3600,
    });
    expect(() => readConfig({ CACHE_STALE_WHILE_REVALIDATE: 'a day' })).toThrow(/CACHE_STALE_WHILE_REVALIDATE/);
    expect(() => readConfig({ PURGE_URL: 'ftp://cdn.example' })).toThrow(/PURGE_URL/);
    expect(() => readConfig({ PURGE_HEADER: 'no colon here' })).toThrow(/PURGE_HEADER/);
  });
});

describe('Vary', () => {
  const fields = (vary: string | string[] | undefined) =>
    String(vary ?? '')
      .split(/\s*,\s*/)
      .filter(Boolean)
      .map((f) => f.toLowerCase())
      .sort();

  it('names only the encoding when SITE_URL fixes the origin', async () => {
    expect(fields((await client({ url: '/about', headers: browser })).headers.vary)).toEqual(['accept-encoding']);
    expect(fields((await client({ url: '/api/about-page' })).headers.vary)).toEqual(['accept-encoding']);
    expect(fields((await client({ url: '/robots.txt' })).headers.vary)).toEqual([]);
    expect(fields((await client({ url: '/sitemap.xml' })).headers.vary)).toEqual([]);
  });

  it('adds Host to what names the origin when it comes from the request', async () => {
    const { client: bare } = await start({});
    for (const url of ['/about', '/no-such-page', '/robots.txt', '/sitemap.xml']) {
      expect(fields((await bare({ url, headers: browser })).headers.vary)).toEqual(
        // robots.txt is too small to be worth compressing.
        url === '/robots.txt' ? ['host'] : ['accept-encoding', 'host'],
      );
    }
    expect(fields((await bare({ url: '/api/about-page' })).headers.vary)).toEqual(['accept-encoding']);
    const { client: proxied } = await start({ trustProxy: true });
    expect(fields((await proxied({ url: '/robots.txt' })).headers.vary)).toEqual([
      'host',
      'x-forwarded-host',
      'x-forwarded-proto',
    ]);
  });

  it('adds Accept where the answer to a file-like address depends on it', async () => {
    const html = await client({ url: '/missing.png', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(404);
    expect(html.headers['cache-control']).toBe(PUBLIC);
    expect(fields(html.headers.vary)).toEqual(['accept', 'accept-encoding']);
  });
});

describe('the page cache and the query', () => {
  it('keeps only the parameters a route declares, in its order, once each and with whole numbers', () => {
    const route = { query: ['category', 'product'] as const };
    expect(cachedQuery(route, '/products?utm_source=x&product=5&category=2')).toBe('?category=2&product=5');
    expect(cachedQuery(route, '/products?utm_source=x')).toBe('');
    expect(cachedQuery({}, '/products?category=2')).toBe('');
    expect(cachedQuery({ query: ['page'] }, '/gallery?page=2&page=3')).toBe('?page=2');
    expect(cachedQuery({ query: ['page'] }, '/gallery?page=two')).toBe('');
    expect(cachedQuery(route, '/products?category=2&product=-1')).toBe('?category=2');
  });
});

describe('the purge hook', () => {
  it('POSTs to PURGE_URL with its header when the content changes, in this process or another', async () => {
    const calls: Array<{ method?: string; authorization?: string; body: string }> = [];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        calls.push({ method: request.method, authorization: request.headers.authorization, body });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge`;
      const { app, dbPath } = await start({ purge: { url, header: 'Authorization: Bearer secret' } });
      await app.contentChanged();
      expect(calls).toHaveLength(0);

      // An import from another process: noticed by the server within a second.
      const other = new Database(dbPath);
      const content = exportContent(other);
      publishContent(
        other,
        { ...content, aboutSettings: { ...content.aboutSettings, banner_title: 'New' } },
        { source: 'import' },
      );
      other.close();
      const deadline = Date.now() + 5000;
      while (calls.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual([{ method: 'POST', authorization: 'Bearer secret', body: PURGE_BODY }]);

      // A publish in this process calls it at once; no change, no call.
      publishContent(
        app.db,
        { ...content, aboutSettings: { ...content.aboutSettings, banner_title: 'Newer' } },
        { source: 'import' },
      );
      await app.contentChanged();
      expect(calls).toHaveLength(2);
      await app.contentChanged();
      expect(calls).toHaveLength(2);
    } finally {
      receiver.close();
    }
  });

  it('a change made while a purge runs is purged after it, and its caller waits for that purge', async () => {
    // The receiver holds its answer to the first purge until the test lets it go.
    const calls: string[] = [];
    let answerFirst = () => {};
    let firstArrived = () => {};
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    const receiver = http.createServer((request, response) => {
      calls.push(request.method ?? '');
      if (calls.length > 1) return void response.end('{}');
      answerFirst = () => response.end('{}');
      firstArrived();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge`;
      const { app } = await start({ purge: { url } });
      const content = exportContent(app.db);
      const publish = (title: string) =>
        publishContent(
          app.db,
          { ...content, aboutSettings: { ...content.aboutSettings, banner_title: title } },
          { source: 'import' },
        );

      publish('First');
      const first = app.contentChanged();
      await arrived;
      // The first purge is on its way, for the first version; the second publish comes now.
      publish('Second');
      const second = app.contentChanged();
      answerFirst();
      await Promise.all([first, second]);
      expect(calls).toEqual(['POST', 'POST']);
    } finally {
      receiver.close();
    }
  });
});
