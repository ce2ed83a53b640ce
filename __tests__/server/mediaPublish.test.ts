// Publishing from the editor is refused (422) while a picture the draft shows has neither alt text
// (its own in the content, or the library's) nor the decorative mark, naming the places; the demo
// content, described by its media-descriptions.json, publishes as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EditorDraft, MediaItem } from '../../src/api/adminContract';
import { startAreaServer, type AreaSession, type AreaTestServer } from '../support/admin';
import { multipart, plainPng } from '../support/mediaFixtures';

const CONTENT_DIR = path.resolve(__dirname, '../../server/content');
let server: AreaTestServer;
let session: AreaSession;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-media-publish-'));
  fs.cpSync(path.join(CONTENT_DIR, 'media'), path.join(tmp, 'media'), { recursive: true });
  server = await startAreaServer({ mediaDir: path.join(tmp, 'media') });
  session = await server.signIn();
});

afterAll(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const data = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;

async function uploadPhoto(): Promise<MediaItem> {
  const { body, contentType } = await multipart([{ name: 'new look.png', data: await plainPng(120, 80) }]);
  const response = await server.client({
    method: 'POST',
    url: '/api/admin/media',
    payload: body,
    headers: {
      origin: server.origin,
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      'content-type': contentType,
    },
  });
  expect(response.statusCode).toBe(201);
  return data<MediaItem[]>(response)[0]!;
}

/** Puts `image` into the home page's left banner picture in the draft. */
async function placeOnHome(image: string): Promise<void> {
  const draft = data<EditorDraft>(await server.request('GET', '/api/admin/content/draft', { session }));
  const value = { ...draft.content.homeSettings, banner_image_left: image };
  const saved = await server.request('PUT', '/api/admin/content/draft/homeSettings', {
    session,
    payload: { value, revision: draft.revision },
  });
  expect(saved.statusCode).toBe(200);
}

const publish = () => server.request('POST', '/api/admin/content/publish', { session, payload: {} });

it('publishes the demo content: every picture of it is described', async () => {
  const draft = data<EditorDraft>(await server.request('GET', '/api/admin/content/draft', { session }));
  await server.request('PUT', '/api/admin/content/draft/homeSettings', {
    session,
    payload: { value: { ...draft.content.homeSettings, banner_title: 'Curls, understood' }, revision: draft.revision },
  });
  const response = await publish();
  expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
});

it('refuses to publish an undescribed picture, naming the page and field, until it has alt text', async () => {
  const item = await uploadPhoto();
  expect(item.needs_description).toBe(false);
  await placeOnHome(item.path);
  const listed = await server.request('GET', `/api/admin/media/${item.id}`, { session });
  expect(data<MediaItem>(listed).needs_description).toBe(true);

  const refused = await publish();
  expect(refused.statusCode).toBe(422);
  const body = refused.json<{ message: string; errors: Record<string, string[]> }>();
  expect(body.message).toMatch(
    /^One picture needs a description before publishing: Home page: .*Banner picture, left\./,
  );
  expect(body.errors['homeSettings.banner_image_left']).toEqual([
    'Give this picture alt text in the media library, or mark it as decorative there.',
  ]);
  const general = await server.client({ url: '/api/general-data' });
  expect(general.body).not.toContain(item.path);

  await server.request('PATCH', `/api/admin/media/${item.id}`, {
    session,
    payload: { alt: 'A fresh cut of 3C curls' },
  });
  expect((await publish()).statusCode).toBe(200);
  expect((await server.client({ url: '/api/general-data' })).body).toContain(item.path);
});

it('takes the decorative mark instead of alt text', async () => {
  const item = await uploadPhoto();
  await placeOnHome(item.path);
  expect((await publish()).statusCode).toBe(422);
  await server.request('PATCH', `/api/admin/media/${item.id}`, { session, payload: { decorative: true } });
  expect((await publish()).statusCode).toBe(200);
});

it("follows each save of the draft and each publish in an item's uses, however often it is read", async () => {
  const item = await uploadPhoto();
  const uses = async () => {
    const read = data<MediaItem>(await server.request('GET', `/api/admin/media/${item.id}`, { session })).uses;
    // Read again without a change: the same answer.
    expect(data<MediaItem>(await server.request('GET', `/api/admin/media/${item.id}`, { session })).uses).toEqual(read);
    return read.map(({ at, published, draft }) => ({ at, published, draft }));
  };
  expect(await uses()).toEqual([]);
  await placeOnHome(item.path);
  const onHome = { at: 'homeSettings.banner_image_left', published: false, draft: true };
  expect(await uses()).toEqual([onHome]);
  await server.request('PATCH', `/api/admin/media/${item.id}`, { session, payload: { alt: 'Coils, freshly cut' } });
  expect((await publish()).statusCode).toBe(200);
  expect(await uses()).toEqual([{ ...onHome, published: true }]);
  const other = await uploadPhoto();
  await placeOnHome(other.path);
  expect(await uses()).toEqual([{ ...onHome, published: true, draft: false }]);
  expect((await server.request('DELETE', '/api/admin/content/draft', { session })).statusCode).toBe(200);
  expect(await uses()).toEqual([{ ...onHome, published: true }]);
});

it('works out where files are shown once per change of the content, not on every listing', async () => {
  const list = async () =>
    expect((await server.request('GET', '/api/admin/media?limit=200', { session })).statusCode).toBe(200);
  const prepare = jest.spyOn(server.app.db, 'prepare');
  const contentReads = () =>
    prepare.mock.calls.filter(([sql]) => /content_parts|SELECT content FROM content_draft/.test(sql)).length;
  try {
    await list();
    prepare.mockClear();
    await list();
    expect(contentReads()).toBe(0);
    // A saved draft is a new state of the content: read again, once.
    await placeOnHome((await uploadPhoto()).path);
    prepare.mockClear();
    await list();
    expect(contentReads()).toBeGreaterThan(0);
    prepare.mockClear();
    await list();
    expect(contentReads()).toBe(0);
  } finally {
    prepare.mockRestore();
  }
});
