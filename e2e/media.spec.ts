// The media library in Chromium against the real server: a phone photo (GPS, a rotation flag) made
// here with sharp is uploaded through the page, stored and served clean and upright, placed on the
// home page through the editor's draft API, refused for publishing until the library page gives it
// alt text, then shown to visitors cropped around the focal point clicked in the library. Hostile
// and over-size files are refused with a sentence naming them, and a used file cannot be deleted.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import type { EditorDraft, MediaItem, MediaList } from '../src/api/adminContract';
import { VARIANT_WIDTHS } from '../src/api/contract';
import { phonePhoto, pngBomb, SVG_WITH_SCRIPT } from '../__tests__/support/mediaFixtures';
import { areaTest, expectAccessible, expectSoundStructure, openSignedIn } from './adminSupport';
import { databasePath, expect, test } from './support';

const MB = 1024 * 1024;

/** Where the test server keeps its media (playwright.config.ts copies them beside its database). */
const mediaDir = () => path.join(path.dirname(databasePath()), 'media');

/** The area's API as the signed-in page would call it: its cookie, its Origin and its anti-forgery token. */
async function areaApi(page: Page) {
  const request: APIRequestContext = page.request;
  const origin = new URL(page.url()).origin;
  const session = await request.get('/api/admin/session', { headers: { Accept: 'application/json' } });
  expect(session.status()).toBe(200);
  const { csrfToken } = ((await session.json()) as { data: { csrfToken: string } }).data;
  const headers = { Accept: 'application/json', Origin: origin, 'X-CSRF-Token': csrfToken };
  return {
    origin,
    csrfToken,
    get: async <T>(url: string) => {
      const response = await request.get(url, { headers });
      expect(response.status(), url).toBe(200);
      return ((await response.json()) as { data: T }).data;
    },
    list: async (q: string) =>
      (await (await request.get(`/api/admin/media?q=${encodeURIComponent(q)}`, { headers })).json()) as MediaList,
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
  };
}

/** Places `value` in one field of the home page's settings in the draft (read first, then saved). */
async function placeOnHome(api: Awaited<ReturnType<typeof areaApi>>, field: string, value: unknown) {
  const draft = await api.get<EditorDraft>('/api/admin/content/draft');
  const settings = { ...draft.content.homeSettings, [field]: value };
  const saved = await api.put('/api/admin/content/draft/homeSettings', { value: settings, revision: draft.revision });
  expect(saved.status(), await saved.text()).toBe(200);
  return draft.content.homeSettings[field as keyof typeof draft.content.homeSettings];
}

/** Sends a multipart body as a browser would, in pieces, and returns the answer (or that the server hung up). */
function streamUpload(url: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number | 'closed'; text: string }>((resolve) => {
    const target = new URL(url);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { ...headers, 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', () => resolve({ status: 'closed', text: '' }));
    const piece = MB;
    const write = (from: number) => {
      if (from >= body.length) return request.end();
      if (request.destroyed) return;
      request.write(body.subarray(from, from + piece), () => write(from + piece));
    };
    write(0);
  });
}

/** The photo's `img` on the public home page, shown, loaded and positioned. */
async function expectOnHomePage(page: Page, item: MediaItem, alt: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  const image = page.locator(`img[src*="${item.path}"]`).first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('alt', alt);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await image.evaluate((img: HTMLImageElement) => ({
    position: getComputedStyle(img).objectPosition,
    fit: getComputedStyle(img).objectFit,
    natural: img.naturalHeight / img.naturalWidth,
  }));
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  expect(shown.position).toBe(`${percent(item.focal!.x)} ${percent(item.focal!.y)}`);
  expect(shown.fit).toBe('cover');
  // Upright: the portrait photo (300 × 400) arrives taller than wide.
  expect(shown.natural).toBeCloseTo(4 / 3, 1);
}

test.describe('the media library', () => {
  areaTest(
    'cleans a phone photo, makes publishing wait for its alt text, and crops it around its focal point',
    async ({ owner: { email }, page, sharedContent: _sharedContent }) => {
      // The published content is shared by every test: one project changes it, and puts it back.
      test.slow();
      await openSignedIn(page, '/admin/media', email);

      const name = `phone-photo-${Date.now()}.jpg`;
      const original = await phonePhoto();
      const before = await sharp(original).metadata();
      expect([before.width, before.height, before.orientation]).toEqual([400, 300, 6]);
      expect(await exifr.gps(original)).toMatchObject({ latitude: expect.any(Number) });

      await page.getByLabel('Choose files').setInputFiles({ name, mimeType: 'image/jpeg', buffer: original });
      const uploads = page.getByRole('list', { name: 'Uploads' });
      await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText('Uploaded');

      // Found by its name, with its size, type and no uses yet.
      await page.getByRole('searchbox').fill(name);
      await page.getByRole('button', { name: 'Search' }).click();
      const card = page.getByRole('list', { name: 'Files in the library' }).getByRole('listitem').first();
      await expect(page.getByText('1 file match')).toBeVisible();
      await expect(card).toContainText(name);
      await expect(card).toContainText('Photo · JPEG · 300 × 400');
      await expect(card).toContainText('Not used on the site');
      await expect(card.locator('img')).toHaveAttribute('src', /\?w=\d+&fm=webp/);

      const api = await areaApi(page);
      const [item] = (await api.list(name)).data;
      expect(item?.original_name).toBe(name);
      expect(item!.path).not.toContain('phone-photo');

      // Stored clean and upright.
      const stored = fs.readFileSync(path.join(mediaDir(), item!.path));
      const storedMeta = await sharp(stored).metadata();
      expect([storedMeta.width, storedMeta.height, storedMeta.exif, storedMeta.orientation]).toEqual([
        300,
        400,
        undefined,
        undefined,
      ]);
      expect(await exifr.parse(stored, true)).toBeUndefined();
      // Served clean and upright, as it is and at every width the site asks for.
      for (const query of ['', ...VARIANT_WIDTHS.map((w) => `?w=${w}&fm=webp`), '?w=320']) {
        const response = await page.request.get(`/storage/${item!.path}${query}`);
        expect(response.status(), query).toBe(200);
        const served = await response.body();
        const meta = await sharp(served).metadata();
        expect({ query, exif: meta.exif, xmp: meta.xmp, orientation: meta.orientation }).toEqual({
          query,
          exif: undefined,
          xmp: undefined,
          orientation: undefined,
        });
        expect(meta.height / meta.width).toBeCloseTo(4 / 3, 1);
        if (meta.format === 'jpeg') expect(await exifr.gps(served)).toBeUndefined();
      }

      const field = 'banner_image_left';
      const previous = await placeOnHome(api, field, item!.path);
      try {
        const refused = await api.post('/api/admin/content/publish', {});
        expect(refused.status()).toBe(422);
        const refusal = (await refused.json()) as { message: string; errors: Record<string, string[]> };
        expect(refusal.message).toMatch(/Home page/);
        expect(refusal.errors[`homeSettings.${field}`]).toHaveLength(1);
        await expect(page.request.get('/api/general-data').then((r) => r.text())).resolves.not.toContain(item!.path);

        // Described in the library page: alt text, and the focal point by a click, then a key.
        await page.reload();
        await expect(card).toContainText('Needs alt text');
        await expect(card).toContainText('Home page');
        await card.getByRole('button', { name }).click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        const picture = dialog.locator('.focal-picker__image');
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        // Clicked once the dialog has settled: a box still growing puts the click elsewhere in the picture.
        let box: Awaited<ReturnType<typeof picture.boundingBox>> = null;
        await expect
          .poll(
            async () => {
              const before = box;
              box = await picture.boundingBox();
              return before !== null && box !== null && before.width === box.width && before.height === box.height;
            },
            { intervals: [250] },
          )
          .toBe(true);
        await picture.click({ position: { x: box!.width * 0.25, y: box!.height * 0.7 } });
        const point = dialog.getByRole('button', { name: /^Focal point/ });
        await point.focus();
        await page.keyboard.press('ArrowRight');
        // 25% and 70% from the click (a pixel's rounding either way), then one step right.
        await expect(point).toHaveAccessibleName(/Focal point, 2[678]% across and (69|70|71)% down/);
        await expectAccessible(page);
        const alt = 'A stylist shapes loose curls by the salon window';
        await dialog.getByLabel('Alt text').fill(alt);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByRole('status')).toHaveText('Saved.');

        // In use: deleting it is refused, naming the place.
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await page
          .getByRole('alertdialog', { name: `Delete ${name}?` })
          .getByRole('button', { name: 'Delete' })
          .click();
        await expect(dialog.getByRole('alert')).toContainText('is in use');
        await expect(dialog.getByRole('alert')).toContainText('Home page');
        expect(fs.existsSync(path.join(mediaDir(), item!.path))).toBe(true);

        const [described] = (await api.list(name)).data;
        expect(described!.alt).toBe(alt);
        expect(described!.focal!.x).toBeCloseTo(0.27, 1);
        expect(described!.focal!.y).toBeCloseTo(0.7, 1);
        const published = await api.post('/api/admin/content/publish', {});
        expect(published.status(), await published.text()).toBe(200);

        for (const width of [375, 1440]) await expectOnHomePage(page, described!, alt, width);
      } finally {
        await placeOnHome(api, field, previous);
        expect((await api.post('/api/admin/content/publish', {})).status()).toBe(200);
      }
    },
  );

  areaTest(
    'refuses a renamed script, an SVG with a script, a pixel bomb and an over-size file, saying which and why',
    async ({ owner: { email }, page }) => {
      test.slow();
      await openSignedIn(page, '/admin/media', email);
      await expectAccessible(page);
      await expectSoundStructure(page);

      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(1024);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
        width: 50_000,
        height: 50_000,
      });
      const stamp = Date.now();
      const files = [
        {
          name: `price-list-${stamp}.jpg`,
          mimeType: 'image/jpeg',
          buffer: Buffer.from('<?php system($_GET["c"]); ?>'),
        },
        { name: `logo-${stamp}.svg`, mimeType: 'image/svg+xml', buffer: SVG_WITH_SCRIPT },
        { name: `tiny-${stamp}.png`, mimeType: 'image/png', buffer: bomb },
      ];
      await page.getByLabel('Choose files').setInputFiles(files);
      const uploads = page.getByRole('list', { name: 'Uploads' });
      const entry = (file: string) => uploads.getByRole('listitem').filter({ hasText: file });
      await expect(entry(files[0]!.name)).toContainText(/Not uploaded: .*PHP script/);
      await expect(entry(files[1]!.name)).toContainText(/Not uploaded: .*SVG images are not taken/);
      await expect(entry(files[2]!.name)).toContainText(/Not uploaded: .*50,000 × 50,000 pixels/);

      // Over the photo limit: refused on the page before it is sent, and by the server (413) if sent anyway.
      const large = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'salon-media-e2e-')), `huge-${stamp}.jpg`);
      const body = Buffer.alloc(60 * MB, 0x55);
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(body);
      fs.writeFileSync(large, body);
      try {
        await page.getByLabel('Choose files').setInputFiles(large);
        await expect(entry(path.basename(large))).toContainText(
          /Not uploaded: It is 60 MB: photos and PDFs can be at most/,
        );
      } finally {
        fs.rmSync(path.dirname(large), { recursive: true, force: true });
      }
      await expectAccessible(page);

      const api = await areaApi(page);
      const cookies = await page.context().cookies();
      const boundary = `----salon${stamp}`;
      const multipart = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        body,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await streamUpload(`${api.origin}/api/admin/media`, multipart, {
        origin: api.origin,
        cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        'x-csrf-token': api.csrfToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'application/json',
      });
      expect(answer.status).toBe(413);
      expect(answer.text).toContain('huge.jpg');

      // Nothing refused was kept.
      for (const file of files) expect((await api.list(file.name)).total).toBe(0);
    },
  );
});
