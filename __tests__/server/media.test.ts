// /storage: originals, on-demand variants cached on disk, and paths that must never leave MEDIA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../support/build';
import type { TestClient, TestResponse } from '../support/testClient';

const contentDir = path.resolve(__dirname, '../../server/content');
let tmp: string;
let mediaDir: string;
let cacheDir: string;
let server: TestApp;
let client: TestClient;
let originalSize: number;

function cachedFiles(): string[] {
  if (!fs.existsSync(cacheDir)) return [];
  return fs
    .readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-media-'));
  mediaDir = path.join(tmp, 'media');
  cacheDir = path.join(tmp, 'cache');
  fs.mkdirSync(path.join(mediaDir, 'photos'), { recursive: true });
  // A busy picture, so a smaller variant is really smaller.
  const noise = Buffer.alloc(1000 * 750 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  await sharp(noise, { raw: { width: 1000, height: 750, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(path.join(mediaDir, 'photos/salon.jpg'));
  await sharp({ create: { width: 400, height: 300, channels: 4, background: '#b4532a' } })
    .png()
    .toFile(path.join(mediaDir, 'photos/badge.png'));
  fs.writeFileSync(path.join(mediaDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  fs.writeFileSync(path.join(mediaDir, 'clip.mp4'), Buffer.alloc(4096, 7));
  fs.copyFileSync(path.join(contentDir, 'media/products/catalogue-cleanse.pdf'), path.join(mediaDir, 'catalogue.pdf'));
  // Its cover, drawn when it came in (server/modules/media/pdfCover.ts).
  fs.copyFileSync(
    path.join(contentDir, 'media/products/.catalogue-cleanse.pdf.cover.webp'),
    path.join(mediaDir, '.catalogue.pdf.cover.webp'),
  );
  fs.writeFileSync(path.join(tmp, 'secret.txt'), 'outside the media folder');
  fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(mediaDir, 'link.txt'));
  originalSize = fs.statSync(path.join(mediaDir, 'photos/salon.jpg')).size;

  server = await buildTestApp({ prefix: 'salon-media-server', mediaDir, mediaCacheDir: cacheDir });
  ({ client } = server);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('originals', () => {
  it('serves a stored file with a day of caching, an ETag and Last-Modified', async () => {
    const response = await client({ url: '/storage/photos/salon.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.length).toBe(originalSize);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=86400, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400',
    );
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();

    const again = await client({
      url: '/storage/photos/salon.jpg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers byte ranges, as video players ask', async () => {
    const response = await client({ url: '/storage/clip.mp4', headers: { range: 'bytes=100-199' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/4096');
    expect(response.rawPayload.length).toBe(100);
    expect(response.headers['content-type']).toBe('video/mp4');
  });

  it('answers a JSON 404 for a missing file', async () => {
    const response = await client({ url: '/storage/photos/missing.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('serves the demo PDFs and video from the real media folder', async () => {
    const demo = await buildTestApp({ prefix: 'salon-media-demo', mediaCacheDir: cacheDir });
    const demoClient = demo.client;
    try {
      const pdf = await demoClient({ url: '/storage/products/catalogue-cleanse.pdf' });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const video = await demoClient({ url: '/storage/services/hero.mp4', headers: { range: 'bytes=0-1023' } });
      expect(video.statusCode).toBe(206);
      expect(video.headers['content-type']).toBe('video/mp4');
    } finally {
      await demo.close();
    }
  });
});

describe('variants', () => {
  it('resizes and re-encodes to webp, with a year of caching', async () => {
    const response = await client({ url: '/storage/photos/salon.jpg?w=320&fm=webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(240);
    expect(meta.format).toBe('webp');
    expect(response.rawPayload.length).toBeLessThan(originalSize / 4);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=31536000, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400',
    );
  });

  it('makes a variant once and serves it from the disk cache afterwards', async () => {
    const url = '/storage/photos/salon.jpg?w=480&fm=webp';
    const before = cachedFiles().length;
    const first = await client({ url });
    expect(first.headers['x-media-cache']).toBe('miss');
    const files = cachedFiles();
    expect(files).toHaveLength(before + 1);
    const made = files.find((f) => f.endsWith('.webp') && fs.statSync(f).size === first.rawPayload.length);
    expect(made).toBeDefined();
    const madeAt = fs.statSync(made!).mtimeMs;

    const second = await client({ url });
    expect(second.headers['x-media-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cachedFiles()).toHaveLength(before + 1);
    expect(fs.statSync(made!).mtimeMs).toBe(madeAt);
  });

  it('encodes concurrent requests for one variant only once', async () => {
    const url = '/storage/photos/salon.jpg?w=640&fm=webp';
    const before = cachedFiles().length;
    const answers = await Promise.all([1, 2, 3, 4].map(() => client({ url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.headers['x-media-cache'] === 'miss')).toHaveLength(1);
    expect(cachedFiles()).toHaveLength(before + 1);
  });

  it('makes a new variant when the source file changes', async () => {
    const file = path.join(mediaDir, 'photos/badge.png');
    const first = await client({ url: '/storage/photos/badge.png?w=320&fm=webp' });
    expect(first.headers['x-media-cache']).toBe('miss');
    await sharp({ create: { width: 400, height: 300, channels: 4, background: '#2f4a3a' } })
      .png()
      .toFile(file);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = await client({ url: '/storage/photos/badge.png?w=320&fm=webp' });
    expect(second.headers['x-media-cache']).toBe('miss');
    const { dominant } = await sharp(second.rawPayload).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
  });

  it('never enlarges: a width beyond the original gives the original width', async () => {
    const response = await client({ url: '/storage/photos/salon.jpg?w=1600&fm=webp' });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1000);
  });

  it('makes webp when only the width is given', async () => {
    const response = await client({ url: '/storage/photos/badge.png?w=320' });
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(320);
  });

  it('ignores q: a hundred qualities make one file, the same bytes every time', async () => {
    const before = cachedFiles().length;
    const answers: TestResponse[] = [];
    for (let q = 1; q <= 100; q += 1) {
      answers.push(await client({ url: `/storage/photos/salon.jpg?w=800&fm=webp&q=${q}` }));
    }
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(answers.filter((a) => a.headers['x-media-cache'] === 'miss')).toHaveLength(1);
    expect(answers.every((a) => a.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
    expect(cachedFiles()).toHaveLength(before + 1);
    // q alone asks for no variant: the original.
    const original = await client({ url: '/storage/photos/salon.jpg?q=5' });
    expect(original.rawPayload.length).toBe(originalSize);
    // A hundred requests and one encode: well past the default 5 s on a busy machine.
  }, 60_000);

  it("makes a PDF's first page its variant: the catalogue's cover, as a picture of the width asked for", async () => {
    const response = await client({ url: '/storage/catalogue.pdf?w=320&fm=webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const picture = sharp(response.rawPayload);
    const { width, height } = await picture.metadata();
    expect(width).toBe(320);
    // A page, taller than wide, and drawn: not one blank colour.
    expect(height).toBeGreaterThan(320);
    const { channels } = await picture.stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100);
    // Without a query, the PDF itself.
    const pdf = await client({ url: '/storage/catalogue.pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  }, 60_000);

  it('serves SVG and video as they are, whatever the query', async () => {
    const svg = await client({ url: '/storage/icon.svg?w=320&fm=webp' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
  });

  it.each([
    'w=300&fm=webp',
    'w=160&fm=webp',
    'w=2000&fm=webp',
    'w=abc',
    'w=-320',
    'w=320.5',
    'w=99999',
    'w=',
    'fm=webp',
    'fm=gif',
    'fm=',
    'w=320&fm=avif',
    'w=320&fm=jpeg',
    'w=320&fm=png',
    'w=320&fm=tiff',
  ])('refuses %s with a 400 JSON message', async (query) => {
    const response = await client({ url: `/storage/photos/salon.jpg?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^(w must be one of 320, 480|fm must be webp)/) });
  });
});

describe('paths outside the media folder', () => {
  it.each([
    '/storage/../secret.txt',
    '/storage/..%2fsecret.txt',
    '/storage/%2e%2e/secret.txt',
    '/storage/%2e%2e%2fsecret.txt',
    '/storage/photos/..%2f..%2fsecret.txt',
    '/storage/photos/%2e%2e/%2e%2e/secret.txt',
    '/storage/..%5csecret.txt',
    '/storage/%2fetc%2fpasswd',
    '/storage//etc/passwd',
    '/storage/photos/salon.jpg%00.png',
    '/storage/.hidden',
    '/storage/link.txt',
  ])('refuses %s', async (url) => {
    const response = await client({ url });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('outside the media folder');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses the same paths for variants', async () => {
    const response = await client({ url: '/storage/..%2fsecret.txt?w=320&fm=webp' });
    expect([400, 404]).toContain(response.statusCode);
  });
});
