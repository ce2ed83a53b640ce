// HTTP as every client meets it: pages whatever the Accept header, the not-found page's 404, 405s,
// error answers with the security headers and without the request in them, the Host header, HTTP/1.0,
// CORS for the configured origins, and the page cache (drawn once, ETag and 304, compressed bodies,
// dropped on a content import or a rebuild). The real server and render, on a temporary database.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import type { BuildAppOptions } from '../../server/app';
import { exportContent, publishContent } from '../../server/modules/content/store';
import type { AboutPageData } from '../../src/api/types';
import { renderPage, type RenderPage } from '../../src/renderPage';
import { buildTestApp, type TestApp } from '../support/build';
import { EMPTY_PAGE } from '../support/siteServer';
import { rawExchange, type TestClient } from '../support/testClient';

let distDir: string;
let dbPath: string;
let renders = 0;
const countingRender: RenderPage = async (...args) => {
  renders += 1;
  return renderPage(...args);
};
let server: TestApp;
let client: TestClient;
let port: number;

async function start(options: Partial<BuildAppOptions> = {}): Promise<[TestApp, TestClient]> {
  const built = await buildTestApp({
    prefix: 'salon-http',
    drawPages: true,
    renderer: async () => countingRender,
    ...options,
  });
  return [built, built.client];
}

beforeAll(async () => {
  [server, client] = await start();
  ({ distDir, dbPath, port } = server);
});

afterAll(() => server.close());

const root = (body: string) => /<div id="root">([\s\S]*)<\/div><script id="app-start-data"/.exec(body)?.[1] ?? '';
const canonical = (body: string) => /<link [^>]*rel="canonical" href="([^"]*)"/.exec(body)?.[1];
const h1 = (body: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root(body))?.[1]?.replace(/<[^>]*>/g, '');

describe('every client gets the page', () => {
  it.each([['*/*'], ['text/*'], ['application/json'], [undefined]])(
    'answers /about with the drawn page for Accept: %s',
    async (accept) => {
      const headers: Record<string, string> = {};
      if (typeof accept === 'string') headers.accept = accept;
      const response = await client({ url: '/about', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(root(response.body)).toContain('<h1');
      expect(root(response.body)).toContain('<footer');
    },
  );

  it('answers an unknown page with 404 and the not-found page drawn, for any client', async () => {
    const variants: Array<Record<string, string>> = [{ accept: '*/*' }, { accept: 'text/html' }, {}];
    for (const headers of variants) {
      const response = await client({ url: '/no-such-page', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(root(response.body)).toContain('<h1');
      expect(response.body).toMatch(/<meta [^>]*name="robots" content="noindex"/);
    }
  });

  it('keeps answering missing files as missing files, unless HTML is asked for', async () => {
    const image = await client({ url: '/missing.png', headers: { accept: 'image/*' } });
    expect(image.statusCode).toBe(404);
    expect(image.headers['content-type']).toMatch(/^application\/json/);
    const chunk = await client({ url: '/static/js/gone.1234.chunk.js', headers: { accept: 'text/html' } });
    expect(chunk.statusCode).toBe(404);
    expect(chunk.body).not.toContain('<html');
  });

  it('answers 405 with Allow to a method a page does not answer', async () => {
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const response = await client({ method, url: '/about' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('error answers', () => {
  const hostile = '<script>alert(1)</script>';

  it.each([
    ['a malformed address', { url: `/%E0%A4%A/${encodeURIComponent(hostile)}` }, 400],
    ['an unknown API address', { url: `/api/${encodeURIComponent(hostile)}` }, 404],
    ['a wrong method', { method: 'DELETE', url: `/api/general-data?${encodeURIComponent(hostile)}` }, 405],
    ['a bad page number', { url: `/api/gallery-page?page=${encodeURIComponent(hostile)}` }, 400],
    ['a bad JSON body', { method: 'POST', url: '/api/submit-contact-form', payload: `{"${hostile}` }, 400],
  ] as const)('%s: carries the security headers and never repeats the request', async (_what, request, status) => {
    const headers: Record<string, string> = { 'x-probe': hostile };
    if ('payload' in request) headers['content-type'] = 'application/json';
    const response = await client({ ...request, headers });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
    // Over plain HTTP, where it means nothing (cacheHeaders.test.ts sends it over HTTPS).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.body).not.toMatch(/script|alert|%3C|E0%A4/i);
  });
});

describe('the Host header', () => {
  it('names the page by the Host asked for when it is a valid host[:port]', async () => {
    for (const host of ['www.example-salon.com', 'salon.example:8443', '[::1]:3000']) {
      const response = await client({ url: '/about', headers: { host } });
      expect(canonical(response.body)).toBe(`http://${host}/about`);
    }
  });

  it.each([['a"b'], ['evil.com/path'], ['x y'], ['host:99999'], ['-bad-.com'], ['a'.repeat(300)]])(
    'draws the page with the default origin for Host: %s',
    async (host) => {
      const response = await client({ url: '/about', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(root(response.body)).toContain('<h1');
      expect(canonical(response.body)).toBe(`http://localhost:${port}/about`);
      expect(response.body).not.toContain(host);
    },
  );

  it('draws the page asked for over HTTP/1.0 without a Host', async () => {
    const about = await client({ url: '/about' });
    const answer = await rawExchange(port, 'GET /about HTTP/1.0\r\nAccept: */*\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.[01] 200 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(canonical(body)).toBe(`http://localhost:${port}/about`);
    expect(h1(body)).toBe(h1(about.body));
  });

  it('uses SITE_URL, when set, whatever the Host', async () => {
    const [other, otherClient] = await start({ siteUrl: 'https://www.example-salon.com' });
    try {
      const page = await otherClient({ url: '/about', headers: { host: 'attacker.example' } });
      expect(canonical(page.body)).toBe('https://www.example-salon.com/about');
      const sitemap = await otherClient({ url: '/sitemap.xml', headers: { host: 'attacker.example' } });
      expect(sitemap.body).toContain('<loc>https://www.example-salon.com/about</loc>');
      expect(sitemap.body).not.toContain('attacker');
      const robots = await otherClient({ url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: https://www.example-salon.com/sitemap.xml');
    } finally {
      await other.close();
    }
  });
});

describe('the page cache', () => {
  it('draws a page once and sends it again as it is, with a strong ETag and 304 on If-None-Match', async () => {
    const before = renders;
    const first = await client({ url: '/gallery' });
    const second = await client({ url: '/gallery' });
    expect(renders - before).toBeLessThanOrEqual(1);
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    const again = await client({ url: '/gallery', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(renders - before).toBeLessThanOrEqual(1);
  });

  it('keeps pages apart by path and by origin', async () => {
    const about = await client({ url: '/about', headers: { host: 'one.example' } });
    const other = await client({ url: '/about', headers: { host: 'two.example' } });
    const contact = await client({ url: '/contact', headers: { host: 'one.example' } });
    expect(canonical(about.body)).toBe('http://one.example/about');
    expect(canonical(other.body)).toBe('http://two.example/about');
    expect(canonical(contact.body)).toBe('http://one.example/contact');
  });

  it('sends the stored brotli or gzip body the client takes, each with its own tag, any of which revalidates', async () => {
    const plain = await client({ url: '/services' });
    const br = await client({ url: '/services', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await client({ url: '/services', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
    const revalidated = await client({
      url: '/services',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('shows an import made by another process at once, under a new ETag', async () => {
    const first = await client({ url: '/about' });
    const other = new Database(dbPath);
    try {
      const content = exportContent(other);
      const title = `Renamed ${Date.now()}`;
      publishContent(
        other,
        { ...content, aboutSettings: { ...content.aboutSettings, banner_title: title } },
        { source: 'import' },
      );
      const second = await client({ url: '/about' });
      expect(h1(second.body)).toBe(title);
      expect(second.headers.etag).not.toBe(first.headers.etag);
      const stale = await client({ url: '/about', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(stale.statusCode).toBe(200);
      const api = (await client({ url: '/api/about-page' })).json<{ data: AboutPageData }>();
      expect(api.data.aboutSettings?.banner_title).toBe(title);
    } finally {
      other.close();
    }
  });

  it('draws pages again after a rebuild', async () => {
    const file = path.join(distDir, 'index.html');
    const rebuilt = EMPTY_PAGE.replace(
      '<meta charset="utf-8"/>',
      '<meta charset="utf-8"/><meta name="build" content="2"/>',
    );
    const before = await client({ url: '/contact' });
    expect(before.body).not.toContain('name="build"');
    fs.writeFileSync(file, rebuilt);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    try {
      const after = await client({ url: '/contact' });
      expect(after.body).toContain('<meta name="build" content="2"/>');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      fs.writeFileSync(file, EMPTY_PAGE);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 20_000));
    }
  });

  it('does not keep a page the render failed to draw', async () => {
    let fail = true;
    const flaky: RenderPage = async (...args) => {
      if (fail) throw new Error('render broke');
      return renderPage(...args);
    };
    const [other, otherClient] = await start({ renderer: async () => flaky, logger: false });
    try {
      expect((await otherClient({ url: '/about' })).body).toContain('<div id="root"></div>');
      fail = false;
      expect(root((await otherClient({ url: '/about' })).body)).toContain('<h1');
    } finally {
      await other.close();
    }
  });
});

describe('CORS_ORIGINS', () => {
  const allowed = 'https://site.example';
  let other: TestApp;
  let otherClient: TestClient;
  beforeAll(async () => {
    [other, otherClient] = await start({ corsOrigins: [allowed] });
  });
  afterAll(async () => {
    await other.close();
  });

  it('lets the configured origins read the API', async () => {
    const response = await otherClient({ url: '/api/general-data', headers: { origin: allowed } });
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(response.headers.vary)).toMatch(/origin/i);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('lets their pages have the answer to a request sent without CORS, like the insights beacon', async () => {
    const beacon = await otherClient({
      method: 'POST',
      url: '/api/insights',
      headers: { origin: allowed, 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(beacon.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const stranger = await otherClient({ url: '/api/general-data', headers: { origin: 'https://other.example' } });
    expect(stranger.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers their preflight for the contact form', async () => {
    const response = await otherClient({
      method: 'OPTIONS',
      url: '/api/submit-contact-form',
      headers: {
        origin: allowed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
  });

  it('lets their pages show the media, and no one else’s', async () => {
    const url = '/storage/seo/home.jpg';
    const byReferer = await otherClient({ url, headers: { referer: `${allowed}/about` } });
    expect(byReferer.statusCode).toBe(200);
    expect(byReferer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const byOrigin = await otherClient({ url, headers: { origin: allowed } });
    expect(byOrigin.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(byOrigin.headers['access-control-allow-origin']).toBe(allowed);
    const stranger = await otherClient({
      url,
      headers: { referer: 'https://other.example/', origin: 'https://other.example' },
    });
    expect(stranger.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives other origins nothing, and pages no CORS at all', async () => {
    const api = await otherClient({ url: '/api/general-data', headers: { origin: 'https://other.example' } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await otherClient({
      method: 'OPTIONS',
      url: '/api/submit-contact-form',
      headers: { origin: 'https://other.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const page = await otherClient({ url: '/about', headers: { origin: allowed } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off without the setting', async () => {
    const response = await client({ url: '/api/general-data', headers: { origin: allowed } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const media = await client({ url: '/storage/seo/home.jpg', headers: { referer: `${allowed}/` } });
    expect(media.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
