// Serving the built site: cache headers by file kind, the single-page fallback and the unbuilt case.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { scriptSafeJson } from '../../src/api/contract';
import { APP_SCRIPTS_META_NAME } from '../../src/api/contract';
import { INSIGHTS_META_NAME } from '../../src/api/insightsContract';
import { testAppForAll } from '../support/build';

const INDEX = '<!doctype html><html><head><title>CurlCraft</title></head><body><div id="root"></div></body></html>';
const server = testAppForAll({
  prefix: 'salon-site',
  distFiles: {
    'index.html': INDEX,
    'static/js/main.1a2b3c4d.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'static/js/about.5e6f7a8b.chunk.js': 'export const about = 1;',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=1',
  },
});

/** Browsers revalidate every use; shared caches keep it a minute (the defaults). */
const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const EMBED = /<script id="app-start-data" type="application\/json">([^<]*)<\/script>/;

/** The page without the embedded start-up data, which has its own test. */
/** Whether the page may load the visit counter (ANALYTICS): on by default. */
const INSIGHTS_META = `<meta name="${INSIGHTS_META_NAME}" content="on">`;
const shell = (body: string) => body.replace(EMBED, '').replace(INSIGHTS_META, '');

describe('index.html', () => {
  it('sends /index.html to the home page at its one address', async () => {
    const response = await server.client({ url: '/index.html', headers: html });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it.each(['/'])('answers %s with the page, revalidated on every visit and shared', async (url) => {
    const response = await server.client({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect(shell(response.body)).toBe(INDEX);
    const etag = String(response.headers.etag);
    const again = await server.client({ url, headers: { ...html, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/about', 200],
    ['/services/section-service-3', 200],
    ['/gallery', 200],
    ['/products', 200],
    ['/contact', 200],
    ['/404', 404],
    ['/no/such/page', 404],
  ])('answers the page address %s with index.html and status %d, shared', async (url, status) => {
    const response = await server.client({ url, headers: html });
    expect(response.statusCode).toBe(status);
    expect(shell(response.body)).toBe(INDEX);
    expect(response.headers['cache-control']).toBe(PUBLIC_PAGE);
  });

  it('answers the sign-in page with index.html, kept by no cache', async () => {
    const response = await server.client({ url: '/login', headers: html });
    expect(response.statusCode).toBe(200);
    expect(shell(response.body)).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers /login, a page of the salon’s own area, with index.html, never stored', async () => {
    const response = await server.client({ url: '/login', headers: html });
    expect(response.statusCode).toBe(200);
    expect(shell(response.body)).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("embeds the app-start data and the page's own, equal to what the API answers, inside the body", async () => {
    const response = await server.client({ url: '/contact', headers: html });
    const match = EMBED.exec(response.body);
    expect(match).not.toBeNull();
    expect(response.body.indexOf(match?.[0] ?? '')).toBeLessThan(response.body.indexOf('</body>'));
    const embedded = JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
    const api = async (url: string) => (JSON.parse((await server.client({ url })).body) as { data: unknown }).data;
    expect(embedded.getGeneralData).toEqual(await api('/api/general-data'));
    expect(embedded.getServicesPage).toEqual(await api('/api/services-page'));
    expect(embedded.getProductsPage).toEqual(await api('/api/products-page'));
    expect(embedded.getSocialFeed).toEqual(await api('/api/instagram'));
    // The page's own call too, and only that page's.
    expect(embedded.getContactPage).toEqual(await api('/api/contact-page'));
    expect(embedded.getAboutPage).toBeUndefined();
    const gallery = EMBED.exec((await server.client({ url: '/gallery', headers: html })).body);
    const galleryEmbedded = JSON.parse(gallery?.[1] ?? 'null') as Record<string, unknown>;
    expect(galleryEmbedded.getGalleryPage).toEqual(await api('/api/gallery-page'));
    const firstPage = (await api('/api/gallery-page?page=1')) as { galleryItems: unknown };
    expect(galleryEmbedded.getGalleryItems).toEqual({ pages: [firstPage.galleryItems], pageParams: [1] });
  });

  it('sends the security headers with the page', async () => {
    const response = await server.client({ url: '/', headers: html });
    expect(response.headers['content-security-policy']).toContain('frame-src https://calendly.com');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const file = path.join(server.distDir, 'index.html');
    const rebuilt = INDEX.replace('CurlCraft', 'CurlCraft rebuilt');
    fs.writeFileSync(file, rebuilt);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    try {
      expect(shell((await server.client({ url: '/gallery', headers: html })).body)).toBe(rebuilt);
    } finally {
      fs.writeFileSync(file, INDEX);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 20_000));
    }
  });
});

describe('static files', () => {
  it('caches content-hashed files under static/ for a year, immutable', async () => {
    const response = await server.client({ url: '/static/js/about.5e6f7a8b.chunk.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses scripts', async () => {
    const response = await server.client({ url: '/static/js/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the build-time .br or .gz file when the client takes that encoding', async () => {
    const file = path.join(server.distDir, 'static/js/about.5e6f7a8b.chunk.js');
    const source = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source));
    try {
      const url = '/static/js/about.5e6f7a8b.chunk.js';
      const br = await server.client({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(br.rawPayload).equals(source)).toBe(true);

      const gz = await server.client({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).equals(source)).toBe(true);

      const plain = await server.client({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(source)).toBe(true);
    } finally {
      fs.rmSync(`${file}.br`);
      fs.rmSync(`${file}.gz`);
    }
  });

  it('gives other files a short cache', async () => {
    const response = await server.client({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves a robots.txt that hides the pages kept out of search results and names the sitemap', async () => {
    const response = await server.client({ url: '/robots.txt', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/login$/m);
    expect(response.body).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  it('answers a missing chunk with 404, never with the HTML page', async () => {
    for (const headers of [{ accept: '*/*' }, html]) {
      const response = await server.client({ url: '/static/js/gone.deadbeef.chunk.js', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });

  it('does not fall back to HTML for requests that do not ask for it', async () => {
    const response = await server.client({ url: '/missing.png', headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('never serves hidden files or climbs out of dist', async () => {
    for (const url of ['/.env', '/static/../.env', '/%2e%2e/salon.sqlite', '/static/%2e%2e/%2e%2e/salon.sqlite']) {
      const response = await server.client({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SECRET');
    }
  });

  it('keeps /api and /storage addresses out of the fallback', async () => {
    for (const url of ['/api', '/api/unknown', '/storage/nothing-here.jpg']) {
      const response = await server.client({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await server.client({ method: 'HEAD', url: '/about', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('before the site is built', () => {
  // No files given: its dist folder is never made.
  const bare = testAppForAll({ prefix: 'salon-site-bare' });

  it('answers pages with a short 503 that says how to build', async () => {
    for (const url of ['/', '/about']) {
      const response = await bare.client({ url, headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
    }
  });

  it('still answers the API and a default robots.txt', async () => {
    expect((await bare.client({ url: '/api/contact-page' })).statusCode).toBe(200);
    const robots = await bare.client({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toMatch(/^User-agent: \*/);
  });
});

describe("the page's assets", () => {
  it("writes the page's styles into it and lists the scripts the entry fetches, not the entry itself", async () => {
    const manifest = path.join(server.distDir, 'route-assets.json');
    const css = path.join(server.distDir, 'static/css');
    fs.mkdirSync(css, { recursive: true });
    fs.writeFileSync(
      path.join(css, 'about.33333333.chunk.css'),
      '.about{color:red}\n/*# sourceMappingURL=about.33333333.chunk.css.map*/',
    );
    fs.writeFileSync(path.join(css, 'app.77777777.chunk.css'), '.app{content:"</style>"}');
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        main: ['static/js/main.1a2b3c4d.js', 'static/css/main.11111111.css'],
        app: [
          'static/js/vendor.55555555.chunk.js',
          'static/js/app.66666666.chunk.js',
          'static/css/app.77777777.chunk.css',
        ],
        about: [
          'static/js/vendor.55555555.chunk.js',
          'static/js/shared.22222222.chunk.js',
          'static/js/about.5e6f7a8b.chunk.js',
          'static/css/about.33333333.chunk.css',
        ],
        home: ['static/js/home.44444444.chunk.js', 'static/css/home.88888888.chunk.css'],
      }),
    );
    try {
      const body = (await server.client({ url: '/about?from=menu', headers: html })).body;
      const head = body.slice(0, body.indexOf('</head>'));
      // The page paints from its HTML alone: its styles are in it, named for the app's chunk loader,
      // in the order they cascade (the app's, then the page's), none of them closing its element early.
      const app = head.indexOf(
        '<style data-href="/static/css/app.77777777.chunk.css">.app{content:"<\\/style>"}</style>',
      );
      const about = head.indexOf(
        '<style data-href="/static/css/about.33333333.chunk.css">.about{color:red}\n/*# sourceMappingURL=/static/css/about.33333333.chunk.css.map*/</style>',
      );
      expect(app).toBeGreaterThan(-1);
      expect(about).toBeGreaterThan(app);
      expect(head).not.toContain('rel="stylesheet"');
      // The app's code and the page's chunk, each once, for the entry to fetch after the first view.
      expect(head).toContain(
        `<meta name="${APP_SCRIPTS_META_NAME}" content="/static/js/vendor.55555555.chunk.js /static/js/app.66666666.chunk.js /static/js/shared.22222222.chunk.js /static/js/about.5e6f7a8b.chunk.js">`,
      );
      // Nothing fetched before the first view; the build's HTML names the entry.
      expect(head).not.toContain('rel="preload"');
      expect(head).not.toContain('main.1a2b3c4d');
      expect(head).not.toContain('home.44444444');
      expect(head).not.toContain('home.88888888');
    } finally {
      fs.rmSync(manifest);
      fs.rmSync(css, { recursive: true });
    }
  });

  it('links a stylesheet it cannot read, rather than leave the page without it', async () => {
    const manifest = path.join(server.distDir, 'route-assets.json');
    fs.writeFileSync(manifest, JSON.stringify({ about: ['static/css/about.99999999.chunk.css'] }));
    try {
      const body = (await server.client({ url: '/about', headers: html })).body;
      expect(body.slice(0, body.indexOf('</head>'))).toContain(
        '<link rel="stylesheet" href="/static/css/about.99999999.chunk.css">',
      );
    } finally {
      fs.rmSync(manifest);
    }
  });
});

describe('scriptSafeJson', () => {
  it('keeps content from closing the script element or breaking the parser', () => {
    const tricky = { text: '</script><script>alert(1)</script> <!-- \u2028 \u2029' };
    const json = scriptSafeJson(tricky);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(tricky);
  });
});
