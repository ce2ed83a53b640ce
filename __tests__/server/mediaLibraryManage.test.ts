// The media library's records: the demo media recorded at start, described (alt text, decorative,
// focal point) for the site's answers, found, replaced under the same path, deleted only when unused.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaItem } from '../../server/modules/media/library';
import type { GalleryPageData, GeneralData } from '../../src/api/types';
import { mp4, multipart, pdfWithMetadata, phonePhoto, plainPng } from '../support/mediaFixtures';
import { startAreaServer } from '../support/admin';
import { expectRefusal, LIBRARY_PREFIX, startLibraryServer, type LibraryServer } from '../support/mediaLibraryServer';

const MB = 1024 * 1024;
let server: LibraryServer;

beforeAll(async () => {
  server = await startLibraryServer({ maxBytes: 2 * MB, maxVideoBytes: 6 * MB, maxFiles: 3 });
});

afterAll(async () => {
  await server.close();
});

async function send(method: string, url: string, files: Array<{ name: string; data: Buffer }>) {
  const { body, contentType } = await multipart(files);
  return server.client({ method, url, headers: { 'content-type': contentType }, payload: body });
}

async function uploadOne(name: string, data: Buffer): Promise<MediaItem> {
  const response = await send('POST', LIBRARY_PREFIX, [{ name, data }]);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: MediaItem[] }>().data[0]!;
}

async function list(query = ''): Promise<{ data: MediaItem[]; total: number }> {
  const response = await server.client({ url: `${LIBRARY_PREFIX}${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json();
}

const describeItem = (id: number, payload: object) =>
  server.client({ method: 'PATCH', url: `${LIBRARY_PREFIX}/${id}`, payload });

async function byPath(stored: string): Promise<MediaItem> {
  const { data } = await list(`?q=${encodeURIComponent(stored)}`);
  const item = data.find((i) => i.path === stored);
  if (!item) throw new Error(`${stored} is not in the library`);
  return item;
}

/** The published gallery's photo at `index`: its stored path and its library record. */
async function galleryPhoto(index: number) {
  const image = (await generalData()).galleryItems![index]!.image!;
  return { image, item: await byPath(image) };
}

async function generalData(): Promise<GeneralData> {
  return (await server.client({ url: '/api/general-data' })).json<{ data: GeneralData }>().data;
}

describe('the demo media', () => {
  it('has its catalogues recorded with their pages, which the content folder gives', async () => {
    const demo = await startAreaServer();
    try {
      const session = await demo.signIn();
      const listed = await demo.request('GET', `${LIBRARY_PREFIX}?kind=pdf`, { session });
      const pdfs = listed.json<{ data: MediaItem[] }>().data;
      expect(pdfs.length).toBeGreaterThan(0);
      for (const pdf of pdfs) expect(pdf.pages).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });

  it('is in the library from the first start, with the alt text the demo gallery gives it', async () => {
    const content = await generalData();
    const first = content.galleryItems![0]!;
    const item = await byPath(first.image!);
    expect(item).toMatchObject({ kind: 'image', mime: 'image/jpeg', alt: first.alt, decorative: false, focal: null });
    expect(item.width).toBeGreaterThan(0);
    expect(item.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ page: 'Gallery page', at: 'galleryItems.0.image', published: true, draft: true }),
      ]),
    );
  });
});

describe('a file put in the media folder some other way (by hand, a restore)', () => {
  it('is recorded at the next start, a PDF with the pages its check found once its cover is drawn', async () => {
    fs.writeFileSync(path.join(server.mediaDir, 'gallery', 'price list.pdf'), await pdfWithMetadata(4));
    const again = await startAreaServer({ mediaDir: server.mediaDir });
    try {
      const session = await again.signIn();
      const pdfPages = async () =>
        (await again.request('GET', `${LIBRARY_PREFIX}?kind=pdf`, { session }))
          .json<{ data: MediaItem[] }>()
          .data.map((item) => [item.path, item.pages]);
      // Recorded at start without reading the PDF; its pages come from the check in the encoder.
      await again.app.pdfCoversSettled();
      expect(await pdfPages()).toEqual([['gallery/price list.pdf', 4]]);
      expect(fs.existsSync(path.join(server.mediaDir, 'gallery', '.price list.pdf.cover.webp'))).toBe(true);
    } finally {
      await again.close();
      fs.rmSync(path.join(server.mediaDir, 'gallery', 'price list.pdf'));
      fs.rmSync(path.join(server.mediaDir, 'gallery', '.price list.pdf.cover.webp'), { force: true });
    }
    // The encoder process starts, reads the PDF and draws its cover: seconds on a busy machine.
  }, 60_000);
});

describe('describing an item', () => {
  it('sets its alt text, decorative flag and focal point, which the API then sends with the content', async () => {
    const { image, item } = await galleryPhoto(1);
    const before = await server.client({ url: '/api/general-data' });

    const response = await describeItem(item.id, { alt: '  Copper   curls  ', focal: { x: 0.25, y: 0.8 } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MediaItem }>().data).toMatchObject({
      alt: 'Copper curls',
      focal: { x: 0.25, y: 0.8 },
    });
    expect(server.activity()[0]).toEqual({
      action: 'media-described',
      detail: `${item.original_name} (${item.path}): alt text “Copper curls”, focal point 25% × 80%`,
    });

    const after = await server.client({ url: '/api/general-data' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<{ data: GeneralData }>().data.media?.[image]).toEqual({
      alt: 'Copper curls',
      focal: { x: 0.25, y: 0.8 },
    });
    // The gallery's own pages carry the details of their photos.
    const page = (await server.client({ url: '/api/gallery-page?page=1' })).json<{ data: GalleryPageData }>().data;
    expect(page.galleryItems?.media?.[image]?.focal).toEqual({ x: 0.25, y: 0.8 });

    await describeItem(item.id, { decorative: true, focal: null });
    expect((await generalData()).media?.[image]).toEqual({ decorative: true });
  });

  it('refuses a focal point off the picture, unknown fields and control characters, field by field', async () => {
    const item = await byPath((await generalData()).galleryItems![2]!.image!);
    const response = await describeItem(item.id, { focal: { x: 1.5, y: 0.5 }, alt: 'a\u0007b', colour: 'red' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: {
        'focal.x': ['The focal point must lie on the picture.'],
        alt: ['Alt text cannot hold control characters.'],
        body: ['This field is not known.'],
      },
    });
    expect((await byPath(item.path)).focal).toBeNull();
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await describeItem(999_999, { alt: 'x' })).statusCode).toBe(404);
    expect((await server.client({ url: `${LIBRARY_PREFIX}/abc` })).statusCode).toBe(404);
  });
});

describe('finding items', () => {
  it('searches the original name and the alt text, every word, newest first', async () => {
    const photo = await uploadOne('Summer balayage Anna.png', await plainPng());
    await describeItem(photo.id, { alt: 'Honey ringlets in the window light' });
    expect((await list('?q=balayage')).data.map((i) => i.id)).toContain(photo.id);
    expect((await list('?q=WINDOW%20honey')).data[0]?.id).toBe(photo.id);
    expect((await list('?q=window%20winter')).data).toEqual([]);
    // A % is looked for as itself, not as "anything".
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('filters by kind and pages through the list', async () => {
    await uploadOne('catalogue.pdf', await pdfWithMetadata(1));
    const documents = await list('?kind=pdf');
    expect(documents.data.length).toBeGreaterThan(0);
    expect(documents.data.every((item) => item.kind === 'pdf')).toBe(true);
    const firstTwo = await list('?limit=2');
    const next = await list('?limit=2&offset=2');
    expect(firstTwo.data).toHaveLength(2);
    expect(next.data[0]?.id).not.toBe(firstTwo.data[0]?.id);
    expect((await server.client({ url: `${LIBRARY_PREFIX}?limit=0` })).statusCode).toBe(422);
    // No call lists more than 200: the library pages through the rest.
    expect((await server.client({ url: `${LIBRARY_PREFIX}?limit=200` })).statusCode).toBe(200);
    expect((await server.client({ url: `${LIBRARY_PREFIX}?limit=201` })).statusCode).toBe(422);
    // The first PDF starts the process that draws covers: seconds on a busy machine.
  }, 60_000);
});

describe('replacing a file', () => {
  it('keeps the record and its path, so every use shows the new file; the address changes for caches', async () => {
    const { image, item } = await galleryPhoto(3);
    const response = await send('PUT', `${LIBRARY_PREFIX}/${item.id}/file`, [
      { name: 'new look.png', data: await plainPng(120, 90) },
    ]);
    expect(response.statusCode).toBe(200);
    const replaced = response.json<{ data: MediaItem }>().data;
    expect(replaced).toMatchObject({ id: item.id, path: image, revision: 1, width: 120, height: 90 });
    expect(replaced.original_name).toBe('new look.png');
    expect(replaced.uses).toEqual(item.uses);
    // Re-encoded in the stored file's format, so the path's extension stays true.
    expect((await sharp(path.join(server.mediaDir, image)).metadata()).format).toBe('jpeg');
    expect((await generalData()).media?.[image]?.version).toBe(1);
    expect(server.activity()[0]).toMatchObject({ action: 'media-replaced' });
    expect(fs.readdirSync(path.join(server.mediaDir, 'gallery')).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('refuses a file of another kind, naming both', async () => {
    const video = await uploadOne('tour.mp4', mp4());
    const response = await send('PUT', `${LIBRARY_PREFIX}/${video.id}/file`, [
      { name: 'photo.jpg', data: await phonePhoto() },
    ]);
    expectRefusal(response, '“photo.jpg” cannot replace “tour.mp4”: only another MP4 video can.');
  });
});

describe('deleting', () => {
  it('refuses to delete a used item, naming where it is used', async () => {
    const { item } = await galleryPhoto(4);
    const response = await server.client({ method: 'DELETE', url: `${LIBRARY_PREFIX}/${item.id}` });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ message: string; uses: unknown[] }>();
    expect(body.message).toMatch(
      /is in use, so it was not deleted\. Take it out of Gallery page: Photos › Photo 5 › Photo first\./,
    );
    expect(body.uses).toEqual(item.uses);
    expect(fs.existsSync(path.join(server.mediaDir, item.path))).toBe(true);
  });

  it('deletes an unused item, its file and its record', async () => {
    const item = await uploadOne('spare.png', await plainPng());
    const response = await server.client({ method: 'DELETE', url: `${LIBRARY_PREFIX}/${item.id}` });
    expect(response.statusCode).toBe(204);
    expect(fs.existsSync(path.join(server.mediaDir, item.path))).toBe(false);
    expect((await server.client({ url: `${LIBRARY_PREFIX}/${item.id}` })).statusCode).toBe(404);
    expect(server.activity()[0]).toEqual({ action: 'media-deleted', detail: `${item.original_name} (${item.path})` });
  });
});
