// The media library in the signed-in area: the area's checks guard every route (no session 401,
// another origin or no anti-forgery token 403), the configured limits are told to the page, a
// change purges shared caches, and the editor's pickers offer the library's files with their alt text.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PURGE_BODY } from '../../server/modules/content/purge';
import type { MediaItem, MediaList, StoredMediaFile } from '../../src/api/adminContract';
import { startAreaServer, type AreaSession, type AreaTestServer } from '../support/admin';
import { largeJpeg, multipart, plainPng } from '../support/mediaFixtures';

const MB = 1024 * 1024;
const limits = { maxBytes: 3 * MB, maxVideoBytes: 9 * MB, maxFiles: 4 };
const CONTENT_DIR = path.resolve(__dirname, '../../server/content');
let server: AreaTestServer;
let session: AreaSession;
let tmp: string;
const purges: string[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    purges.push(body);
    response.end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-media-area-'));
  fs.cpSync(path.join(CONTENT_DIR, 'media/gallery'), path.join(tmp, 'media/gallery'), { recursive: true });
  server = await startAreaServer({
    mediaDir: path.join(tmp, 'media'),
    mediaLimits: limits,
    purge: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge` },
  });
  session = await server.signIn();
});

afterAll(async () => {
  await server.close();
  receiver.closeAllConnections();
  receiver.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const uploadedFiles = () =>
  fs.existsSync(path.join(tmp, 'media/uploads'))
    ? fs.readdirSync(path.join(tmp, 'media/uploads'), { recursive: true })
    : [];

async function upload(options: { session?: AreaSession; headers?: Record<string, string> } = {}) {
  const { body, contentType } = await multipart([{ name: 'look.png', data: await plainPng() }]);
  return server.client({
    method: 'POST',
    url: '/api/admin/media',
    payload: body,
    headers: {
      origin: server.origin,
      'content-type': contentType,
      ...(options.session ? { cookie: options.session.cookie, 'x-csrf-token': options.session.csrfToken } : {}),
      ...options.headers,
    },
  });
}

async function anItem(): Promise<MediaItem> {
  const response = await server.request('GET', '/api/admin/media?q=look-01', { session });
  return response.json<MediaList>().data[0]!;
}

it('answers 401 to every route without a session, and keeps nothing uploaded', async () => {
  const item = await anItem();
  for (const [method, url] of [
    ['GET', '/api/admin/media'],
    ['GET', `/api/admin/media/${item.id}`],
    ['PATCH', `/api/admin/media/${item.id}`],
    ['DELETE', `/api/admin/media/${item.id}`],
  ] as const) {
    const response = await server.request(method, url, method === 'PATCH' ? { payload: { alt: 'x' } } : {});
    expect([method, url, response.statusCode]).toEqual([method, url, 401]);
  }
  expect((await upload()).statusCode).toBe(401);
  expect(uploadedFiles()).toEqual([]);
});

it('refuses changes from another origin or without the anti-forgery token (403)', async () => {
  const item = await anItem();
  expect((await upload({ session, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
  expect((await upload({ session, headers: { 'x-csrf-token': 'forged' } })).statusCode).toBe(403);
  const patched = await server.request('PATCH', `/api/admin/media/${item.id}`, {
    session,
    payload: { alt: 'Hijacked' },
    headers: { origin: 'https://evil.example' },
  });
  expect(patched.statusCode).toBe(403);
  const deleted = await server.request('DELETE', `/api/admin/media/${item.id}`, {
    session,
    headers: { 'x-csrf-token': 'forged' },
  });
  expect(deleted.statusCode).toBe(403);
  expect(uploadedFiles()).toEqual([]);
  expect((await anItem()).alt).not.toBe('Hijacked');
});

it('tells the page the configured limits, privately', async () => {
  const response = await server.request('GET', '/api/admin/media', { session });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.json<MediaList>().limits).toEqual(limits);
});

it('uploads for a signed-in owner, logs it, and purges shared caches when a description changes', async () => {
  purges.length = 0;
  const uploaded = await upload({ session });
  expect(uploaded.statusCode).toBe(201);
  expect(purges).toEqual([]);
  const item = await anItem();
  const described = await server.request('PATCH', `/api/admin/media/${item.id}`, {
    session,
    payload: { alt: 'Copper curls in the sun' },
  });
  expect(described.statusCode).toBe(200);
  expect(purges).toEqual([PURGE_BODY]);
  const log = await server.request('GET', '/api/admin/activity', { session });
  const actions = log.json<{ data: Array<{ action: string; account: string }> }>().data.map((entry) => entry.action);
  expect(actions.slice(0, 2)).toEqual(['media-described', 'media-uploaded']);
});

it('offers the editor’s pickers the library’s files with their alt text', async () => {
  const item = await anItem();
  await server.request('PATCH', `/api/admin/media/${item.id}`, { session, payload: { alt: 'Defined coils' } });
  const response = await server.request('GET', '/api/admin/content/media?kind=image', { session });
  expect(response.statusCode).toBe(200);
  const files = response.json<{ data: StoredMediaFile[] }>().data;
  expect(files).toContainEqual(
    expect.objectContaining({
      path: item.path,
      kind: 'image',
      size: item.bytes,
      alt: 'Defined coils',
      decorative: false,
    }),
  );
  expect(
    (await server.request('GET', '/api/admin/content/media?kind=pdf', { session })).json<{ data: StoredMediaFile[] }>()
      .data,
  ).toEqual([]);
});

describe('the whole-request deadline', () => {
  const quick = { headersMs: 600, requestMs: 1200, checkIntervalMs: 100 };
  let slow: AreaTestServer;
  let owner: AreaSession;
  beforeAll(async () => {
    slow = await startAreaServer({ mediaDir: path.join(tmp, 'media'), mediaLimits: limits, timeouts: quick });
    owner = await slow.signIn();
  });
  afterAll(() => slow.close());

  /**
   * Sends the headers at once, then the body in eight pieces 250 ms apart: at least 1.75 s, past the
   * 1.2 s deadline however late the timers fire. (Held-back headers would meet the 600 ms headers
   * timeout instead on a busy machine.)
   */
  function sendSlowly(url: string, body: Buffer, headers: Record<string, string>) {
    return new Promise<{ status: number | 'closed' }>((resolve) => {
      const { port } = new URL(slow.origin);
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: url, headers: { ...headers, 'content-length': body.length } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0 });
        },
      );
      request.on('error', () => resolve({ status: 'closed' }));
      request.flushHeaders();
      const piece = Math.ceil(body.length / 8);
      let sent = 0;
      const sendPiece = () => {
        request.write(body.subarray(sent, sent + piece));
        sent += piece;
        if (sent >= body.length) {
          clearInterval(timer);
          request.end();
        }
      };
      const timer = setInterval(sendPiece, 250);
      sendPiece();
    });
  }

  it('gives a signed-in owner’s upload the time its size needs at a slow pace, and no one else', async () => {
    // 2 MB: the owner's deadline grows by 16 s at the slowest pace, far more than the sending takes.
    const { body, contentType } = await multipart([{ name: 'slow.jpg', data: await largeJpeg(2 * MB) }]);
    const asOwner = {
      origin: slow.origin,
      cookie: owner.cookie,
      'x-csrf-token': owner.csrfToken,
      'content-type': contentType,
    };
    expect(await sendSlowly('/api/admin/media', body, asOwner)).toEqual({ status: 201 });
    const contact = Buffer.from(JSON.stringify({ first_name: 'Slow', message: 'x'.repeat(300 * 1024) }));
    const dropped = await sendSlowly('/api/submit-contact-form', contact, { 'content-type': 'application/json' });
    expect(dropped.status === 'closed' || dropped.status === 413).toBe(true);
  });
});
