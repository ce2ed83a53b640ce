// Publishing at a set time on the real server, a temporary SQLite file and a clock of the test's own:
// the draft scheduled for a local time in the salon's time zone is not live before its minute and is
// at it (the public answers, the pages drawn and the shared cache's purge, as for a publish by hand),
// once, also across a restart that spans the minute; cancelling; a publish by hand cancelling it;
// every refusal (times past, skipped by the clocks, a draft that cannot be published, when scheduled and
// at the minute); and who may do it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ContentVersion, EditorDraft, ScheduledPublish } from '../../src/api/adminContract';
import { addOwner } from '../../server/modules/auth/owners';
import { hashPassword } from '../../server/modules/auth/passwords';
import { PURGE_BODY } from '../../server/modules/content/purge';
import { exportContent, publishContent } from '../../server/modules/content/store';
import { startAreaServer, TEST_HASHING, type AreaSession, type AreaTestServer } from '../support/admin';
import { buildTestApp } from '../support/build';
import { tempFolderEachTest } from '../support/tempDatabase';

const FRONT_DESK = { email: 'fran@example.com', password: 'the front desk’s pass phrase' };

let server: AreaTestServer;
let session: AreaSession;
/** The server's clock: moved by the tests. */
let clock: number;
const purges: string[] = [];
let receiver: http.Server;
const folder = tempFolderEachTest('salon-schedule');

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      purges.push(body);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

afterAll(() => receiver.close());

const purgeUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge`;

async function start(dbPath = path.join(folder(), 'salon.sqlite')) {
  return startAreaServer({
    prefix: 'salon-schedule',
    drawPages: true,
    dbPath,
    purge: { url: purgeUrl() },
    now: () => clock,
    beforeListen: async (app) => {
      addOwner(app.db, FRONT_DESK.email, await hashPassword(FRONT_DESK.password, TEST_HASHING), 'front-desk');
    },
  });
}

beforeEach(async () => {
  purges.length = 0;
  clock = Date.parse('2026-12-01T08:00:00Z');
  server = await start();
  session = await server.signIn();
  const zone = await server.request('PUT', '/api/admin/settings', { session, payload: { timeZone: 'Europe/London' } });
  expect(zone.statusCode).toBe(200);
}, 30_000);

afterEach(async () => {
  await server?.close();
});

const json = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;

async function draft(): Promise<EditorDraft> {
  return json<EditorDraft>(await server.request('GET', '/api/admin/content/draft', { session }));
}

/** Saves the first service's price into the draft; returns the draft's new revision. */
async function savePrice(price: string): Promise<number> {
  const { content, revision } = await draft();
  const services = content.services.map((s, i) => (i === 0 ? { ...s, price } : s));
  const saved = await server.request('PUT', '/api/admin/content/draft/services', {
    session,
    payload: { value: services, revision },
  });
  expect(saved.statusCode).toBe(200);
  return revision + 1;
}

const schedule = (payload: object, as = session) =>
  server.request('POST', '/api/admin/content/schedule', { session: as, payload });

const pending = async () =>
  json<ScheduledPublish | null>(await server.request('GET', '/api/admin/content/schedule', { session }));

const publicPrice = async () =>
  (await server.client({ url: '/api/services-page' })).json<{ data: { services: Array<{ price: unknown }> } }>().data
    .services[0]!.price;

const servicesPage = async () => (await server.client({ url: '/services', headers: { accept: 'text/html' } })).body;

async function activity(): Promise<Array<{ action: string; detail: string | null; account: string | null }>> {
  return json(await server.request('GET', '/api/admin/activity', { session }));
}

const versionCount = (db = server.app.db) =>
  db.prepare('SELECT COUNT(*) FROM content_versions').pluck().get() as number;

describe('at its minute', () => {
  it('is not live before it, and at it is live on the pages, the API and the shared cache, as by hand', async () => {
    const revision = await savePrice('From $432');
    const before = await publicPrice();
    expect(await servicesPage()).not.toContain('From $432');

    const made = await schedule({ date: '2026-12-01', time: '09:00', note: 'Winter prices', revision });
    expect(made.statusCode).toBe(201);
    expect(json<ScheduledPublish>(made)).toMatchObject({
      state: 'pending',
      publishAt: '2026-12-01T09:00:00.000Z',
      date: '2026-12-01',
      time: '09:00',
      timeZone: 'Europe/London',
      note: 'Winter prices',
      scheduledBy: 'ana@example.com',
    });
    expect(await pending()).toMatchObject({ state: 'pending', publishAt: '2026-12-01T09:00:00.000Z' });
    expect((await activity())[0]).toMatchObject({
      action: 'publish-scheduled',
      account: 'ana@example.com',
      detail: 'for Tue 1 Dec 2026, 09:00 (Europe/London): Winter prices',
    });

    clock = Date.parse('2026-12-01T08:59:59.999Z');
    expect(await server.app.publishDueSchedules()).toEqual([]);
    expect(await publicPrice()).toBe(before);
    expect(await servicesPage()).not.toContain('From $432');
    expect(purges).toEqual([]);

    clock = Date.parse('2026-12-01T09:00:00Z');
    const settled = await server.app.publishDueSchedules();
    expect(settled.map((one) => one.state)).toEqual(['published']);
    // Told at once, as a publish by hand tells it, not at the next poll.
    expect(purges).toEqual([PURGE_BODY]);
    expect(await publicPrice()).toBe('From $432');
    expect(await servicesPage()).toContain('From $432');
    const versions = json<ContentVersion[]>(await server.request('GET', '/api/admin/content/versions', { session }));
    expect(versions[0]).toMatchObject({
      source: 'publish',
      author: 'ana@example.com',
      scheduledBy: 'ana@example.com',
      note: 'Winter prices',
    });
    expect(versions[1]!.scheduledBy).toBeNull();
    // The draft held nothing more: it is gone, as after a publish by hand.
    expect(await draft()).toMatchObject({ revision: 0, changed: false, published: versions[0]!.id });
    expect(await pending()).toBeNull();
    expect((await activity())[0]).toMatchObject({
      action: 'published-as-scheduled',
      account: 'ana@example.com',
      detail: `version ${versions[0]!.id}, scheduled by ana@example.com for Tue 1 Dec 2026, 09:00 (Europe/London): Winter prices`,
    });

    // Once: the minute coming round again publishes nothing more.
    const count = versionCount();
    clock += 60 * 60_000;
    expect(await server.app.publishDueSchedules()).toEqual([]);
    expect(versionCount()).toBe(count);
  });

  it('publishes the draft as it was scheduled; changes made after stay in the draft', async () => {
    const revision = await savePrice('From $101');
    expect((await schedule({ date: '2026-12-01', time: '09:30', revision })).statusCode).toBe(201);
    await savePrice('From $202');
    clock = Date.parse('2026-12-01T09:30:00Z');
    expect((await server.app.publishDueSchedules()).map((one) => one.state)).toEqual(['published']);
    expect(await publicPrice()).toBe('From $101');
    const left = await draft();
    expect(left.changed).toBe(true);
    expect(left.content.services[0]!.price).toBe('From $202');
  });
});

describe('across a restart', () => {
  it('publishes at start what came due while the server was down, once', async () => {
    const dbPath = server.dbPath;
    const revision = await savePrice('From $555');
    expect((await schedule({ date: '2026-12-01', time: '09:00', revision })).statusCode).toBe(201);
    const count = versionCount();
    await server.app.close();

    // Down over the minute, up again after it: published as the server starts, with nothing asked of it.
    clock = Date.parse('2026-12-01T09:07:00Z');
    const again = await buildTestApp({ dbPath, drawPages: true, now: () => clock, purge: { url: purgeUrl() } });
    try {
      expect(versionCount(again.app.db)).toBe(count + 1);
      const prices = (await again.client({ url: '/api/services-page' })).json<{
        data: { services: Array<{ price: unknown }> };
      }>();
      expect(prices.data.services[0]!.price).toBe('From $555');
      const states = again.app.db.prepare('SELECT state FROM content_schedules').pluck().all();
      expect(states).toEqual(['published']);
      const logged = again.app.db
        .prepare("SELECT COUNT(*) FROM activity_log WHERE action = 'published-as-scheduled'")
        .pluck()
        .get();
      expect(logged).toBe(1);
    } finally {
      await again.app.close();
    }

    // And again: nothing is published twice.
    clock += 60 * 60_000;
    const third = await buildTestApp({ dbPath, now: () => clock });
    try {
      expect(await third.app.publishDueSchedules()).toEqual([]);
      expect(versionCount(third.app.db)).toBe(count + 1);
    } finally {
      await third.app.close();
    }
  });
});

describe('cancelling', () => {
  it('cancels without asking, is recorded, and scheduling again undoes it', async () => {
    const revision = await savePrice('From $303');
    expect((await schedule({ date: '2026-12-01', time: '10:00', revision })).statusCode).toBe(201);
    expect((await server.request('DELETE', '/api/admin/content/schedule', { session })).statusCode).toBe(204);
    expect(await pending()).toBeNull();
    expect((await activity())[0]).toMatchObject({
      action: 'schedule-cancelled',
      account: 'ana@example.com',
      detail: 'the publish for Tue 1 Dec 2026, 10:00 (Europe/London)',
    });
    clock = Date.parse('2026-12-01T11:00:00Z');
    expect(await server.app.publishDueSchedules()).toEqual([]);
    expect(await publicPrice()).not.toBe('From $303');
    expect((await server.request('DELETE', '/api/admin/content/schedule', { session })).statusCode).toBe(404);

    expect((await schedule({ date: '2026-12-01', time: '11:30', revision })).statusCode).toBe(201);
    clock = Date.parse('2026-12-01T11:30:00Z');
    expect((await server.app.publishDueSchedules()).map((one) => one.state)).toEqual(['published']);
    expect(await publicPrice()).toBe('From $303');
  });

  it('is what a publish by hand does to the schedule waiting: the whole draft is on the site already', async () => {
    const revision = await savePrice('From $404');
    expect((await schedule({ date: '2026-12-02', time: '09:00', revision })).statusCode).toBe(201);
    expect((await server.request('POST', '/api/admin/content/publish', { session, payload: {} })).statusCode).toBe(200);
    expect(await pending()).toBeNull();
    expect((await activity()).map((entry) => entry.action).slice(0, 2)).toEqual([
      'schedule-cancelled',
      'content-published',
    ]);
    expect((await activity())[0]!.detail).toBe(
      'the publish for Wed 2 Dec 2026, 09:00 (Europe/London): the draft was published by hand',
    );
  });

  it('replaces the one waiting when scheduled again', async () => {
    const revision = await savePrice('From $505');
    expect((await schedule({ date: '2026-12-01', time: '12:00', revision })).statusCode).toBe(201);
    expect((await schedule({ date: '2026-12-01', time: '13:00', revision })).statusCode).toBe(201);
    expect(await pending()).toMatchObject({ time: '13:00' });
    expect((await activity())[0]!.detail).toBe(
      'for Tue 1 Dec 2026, 13:00 (Europe/London), in place of the one for Tue 1 Dec 2026, 12:00 (Europe/London)',
    );
  });
});

describe('refusals', () => {
  const refusal = async (payload: object) => {
    const answer = await schedule(payload);
    return { status: answer.statusCode, ...answer.json<{ message: string; errors?: Record<string, string[]> }>() };
  };

  it('refuses a time past, less than a minute ahead, skipped by the clocks, not a day, or too far', async () => {
    const revision = await savePrice('From $606');
    expect(await refusal({ date: '2026-12-01', time: '07:59', revision })).toMatchObject({
      status: 422,
      errors: {
        time: [
          'That time has passed: it is 08:00 on Tue 1 Dec 2026 in Europe/London. Choose a time at least a minute ahead.',
        ],
      },
    });
    clock = Date.parse('2026-12-01T08:00:30Z');
    expect((await refusal({ date: '2026-12-01', time: '08:01', revision })).errors?.time?.[0]).toMatch(
      /^That is less than a minute from now: it is 08:00 on Tue 1 Dec 2026/,
    );
    clock = Date.parse('2026-03-28T12:00:00Z');
    expect((await refusal({ date: '2026-03-29', time: '01:30', revision })).errors?.time).toEqual([
      'The clocks in Europe/London skip 01:30 on Sun 29 Mar 2026: they go forward that night. Choose 02:00 or later.',
    ]);
    expect((await refusal({ date: '2026-02-30', time: '09:00', revision })).errors?.date).toEqual([
      'Choose the day to publish on.',
    ]);
    expect((await refusal({ date: '2026-03-29', time: '9:00', revision })).errors?.time).toEqual([
      'Choose the time to publish at, in hours and minutes.',
    ]);
    expect((await refusal({ date: '2027-04-01', time: '09:00', revision })).errors?.date).toEqual([
      'Choose a day within 366 days from today.',
    ]);
    expect(await pending()).toBeNull();
  });

  it('takes the time the clocks show twice as the first of the two, and each zone’s own offset', async () => {
    clock = Date.parse('2026-10-24T12:00:00Z');
    const revision = await savePrice('From $707');
    expect(json<ScheduledPublish>(await schedule({ date: '2026-10-25', time: '01:30', revision })).publishAt).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    await server.request('PUT', '/api/admin/settings', { session, payload: { timeZone: 'America/New_York' } });
    expect(json<ScheduledPublish>(await schedule({ date: '2026-10-25', time: '09:00', revision }))).toMatchObject({
      publishAt: '2026-10-25T13:00:00.000Z',
      timeZone: 'America/New_York',
    });
  });

  it('refuses as a publish does: no changes, an older revision, a required field left empty', async () => {
    expect((await refusal({ date: '2026-12-01', time: '09:00' })).status).toBe(409);
    const { content } = await draft();
    const photos = content.galleryItems.map((item, i) => (i === 0 ? { ...item, image: null } : item));
    const saved = await server.request('PUT', '/api/admin/content/draft/galleryItems', {
      session,
      payload: { value: photos, revision: 0 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await refusal({ date: '2026-12-01', time: '09:00', revision: 0 })).status).toBe(409);
    const empty = await refusal({ date: '2026-12-01', time: '09:00', revision: 1 });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.errors ?? {})).toEqual(['galleryItems.0.image']);
    expect((await refusal({ date: '2026-12-01', time: '09:00', note: 'n'.repeat(501) })).errors?.note).toBeDefined();
    expect(await pending()).toBeNull();
  });

  it('names each field of a body not in its shape, and says a note too long is the note’s problem', async () => {
    const revision = await savePrice('From $808');
    const at = { date: '2026-12-01', time: '09:00' };
    const unfit = (errors: Record<string, string[]>) => ({
      status: 422,
      message: 'Some fields need another look.',
      errors,
    });
    expect(await refusal({ ...at, revision: -1 })).toEqual(
      unfit({ revision: ['Send the revision of the draft as a whole number, 0 or more.'] }),
    );
    expect(await refusal({ ...at, revision, when: 'soon' })).toEqual(unfit({ when: ['This field is not known.'] }));
    expect(await refusal({ ...at, revision, note: 5 })).toEqual(unfit({ note: ['Write the note as text.'] }));
    expect(await refusal({ ...at, revision, note: 'n'.repeat(501) })).toEqual({
      status: 422,
      message: 'The note cannot be kept as it is.',
      errors: { note: ['Keep the note to at most 500 characters.'] },
    });
    expect(await pending()).toBeNull();
  });

  it('checks again at the minute: a picture no longer described fails it, says why, and publishes nothing', async () => {
    const revision = await savePrice('From $808');
    expect((await schedule({ date: '2026-12-01', time: '09:00', revision })).statusCode).toBe(201);
    const banner = (await draft()).content.homeSettings.banner_image_left!;
    const found = await server.request('GET', `/api/admin/media?q=${encodeURIComponent(path.basename(banner))}`, {
      session,
    });
    const item = found.json<{ data: Array<{ id: number; path: string }> }>().data.find((one) => one.path === banner)!;
    const described = await server.request('PATCH', `/api/admin/media/${item.id}`, {
      session,
      payload: { alt: null, decorative: false },
    });
    expect(described.statusCode).toBe(200);
    const count = versionCount();

    clock = Date.parse('2026-12-01T09:00:00Z');
    expect((await server.app.publishDueSchedules()).map((one) => one.state)).toEqual(['failed']);
    expect(versionCount()).toBe(count);
    expect(await publicPrice()).not.toBe('From $808');
    const failed = await pending();
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed!.failure).toMatch(
      /^One picture needs a description before publishing: .*homeSettings\.banner_image_left/,
    );
    expect((await activity())[0]).toMatchObject({ action: 'scheduled-publish-failed', account: 'ana@example.com' });
    expect((await activity())[0]!.detail).toMatch(
      /^the publish scheduled for Tue 1 Dec 2026, 09:00 \(Europe\/London\): nothing was published\./,
    );
    // Seen, it is cleared; the draft is still there to put right.
    expect((await server.request('DELETE', '/api/admin/content/schedule', { session })).statusCode).toBe(204);
    expect(await pending()).toBeNull();
    expect((await draft()).changed).toBe(true);
  });

  it('fails at the minute when the site was changed meanwhile, by an import say', async () => {
    const revision = await savePrice('From $909');
    expect((await schedule({ date: '2026-12-01', time: '09:00', revision })).statusCode).toBe(201);
    const imported = publishContent(server.app.db, exportContent(server.app.db), { source: 'import' });
    clock = Date.parse('2026-12-01T09:00:00Z');
    expect((await server.app.publishDueSchedules()).map((one) => one.state)).toEqual(['failed']);
    expect((await pending())!.failure).toBe(
      `The site was changed after the publish was scheduled (version ${imported.id} was published).`,
    );
    expect(await publicPrice()).not.toBe('From $909');
  });
});

describe('who may', () => {
  it('lets the front desk neither schedule nor cancel (403)', async () => {
    const revision = await savePrice('From $111');
    const desk = await server.signIn(FRONT_DESK.email, FRONT_DESK.password);
    expect((await schedule({ date: '2026-12-01', time: '09:00', revision }, desk)).statusCode).toBe(403);
    expect((await schedule({ date: '2026-12-01', time: '09:00', revision })).statusCode).toBe(201);
    expect((await server.request('DELETE', '/api/admin/content/schedule', { session: desk })).statusCode).toBe(403);
    expect((await server.request('GET', '/api/admin/content/schedule', { session: desk })).statusCode).toBe(403);
    expect(await pending()).toMatchObject({ state: 'pending' });
  });
});
