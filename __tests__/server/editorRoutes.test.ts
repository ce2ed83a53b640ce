// The content editor's API on the real server and a temporary SQLite file: the draft saved one
// entity at a time, publishing (activity, the purge hook, what visitors then see), discarding, the
// history and restoring, the preview, the stored media, and what a client may never store.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentVersion, DraftStatus, EditorDraft, StoredMediaFile } from '../../src/api/adminContract';
import { PURGE_BODY } from '../../server/modules/content/purge';
import { startAreaServer, type AreaSession, type AreaTestServer } from '../support/admin';

let server: AreaTestServer;
let session: AreaSession;
const purges: string[] = [];
let receiver: http.Server;

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

beforeEach(async () => {
  purges.length = 0;
  server = await startAreaServer({
    prefix: 'salon-editor',
    drawPages: true,
    purge: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge` },
  });
  session = await server.signIn();
  // A server and a signed-in owner (a password hashed and checked) for each test: well past jest's
  // default 5 s on a busy machine.
}, 30_000);

afterEach(async () => {
  await server?.close();
});

const json = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;

async function draft(): Promise<EditorDraft> {
  return json<EditorDraft>(await server.request('GET', '/api/admin/content/draft', { session }));
}

function save(entity: string, value: unknown, revision: number) {
  return server.request('PUT', `/api/admin/content/draft/${entity}`, { session, payload: { value, revision } });
}

async function activity(): Promise<Array<{ action: string; detail: string | null; account: string | null }>> {
  return json(await server.request('GET', '/api/admin/activity', { session }));
}

const publicPrice = async () => {
  const answer = await server.client({ url: '/api/services-page' });
  return answer.json<{ data: { services: Array<{ price: unknown }> } }>().data.services[0]!.price;
};

describe('the draft', () => {
  it('is what is published until something is saved; a save moves its revision on and answers no content', async () => {
    const first = await draft();
    expect(first).toMatchObject({ revision: 0, changed: false, restoredFrom: null });
    expect(first.published).toBe(first.basedOn);
    const services = first.content.services.map((s, i) => (i === 0 ? { ...s, price: 'From $999' } : s));
    const saved = await save('services', services, 0);
    expect(saved.statusCode).toBe(200);
    const status = json<DraftStatus & { content?: unknown }>(saved);
    expect(status).toMatchObject({ revision: 1, changed: true, updatedBy: 'ana@example.com' });
    expect(status.content).toBeUndefined();
    // Another browser of the same owner gets the draft back; visitors still see what is published.
    expect((await draft()).content.services[0]!.price).toBe('From $999');
    expect(await publicPrice()).not.toBe('From $999');
  });

  it('is in the activity log: the saves of one sitting as one entry, brought up to date by each', async () => {
    const { content } = await draft();
    expect((await save('services', content.services, 0)).statusCode).toBe(200);
    expect((await activity())[0]).toMatchObject({
      action: 'draft-saved',
      account: 'ana@example.com',
      detail: 'services (revision 1)',
    });
    expect((await save('servicesPage', content.servicesPage, 1)).statusCode).toBe(200);
    expect((await save('services', content.services, 2)).statusCode).toBe(200);
    const log = await activity();
    expect(log.filter((entry) => entry.action === 'draft-saved')).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'draft-saved', detail: '3 saves, the last of services (revision 3)' });
    // A refused save is not one.
    expect((await save('services', content.services, 0)).statusCode).toBe(409);
    expect((await activity())[0]!.detail).toBe('3 saves, the last of services (revision 3)');
  });

  it('refuses a save made on an older revision (409), an unknown part (404) and a body without its revision (400)', async () => {
    const { content } = await draft();
    expect((await save('services', content.services, 0)).statusCode).toBe(200);
    const stale = await save('services', content.services, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/another window/);
    expect((await save('nothing', {}, 1)).statusCode).toBe(404);
    const bare = await server.request('PUT', '/api/admin/content/draft/services', {
      session,
      payload: { value: [] },
    });
    expect(bare.statusCode).toBe(400);
    expect((await draft()).revision).toBe(1);
  });

  it('answers 422 with the model’s message for each field, and keeps the draft as it was', async () => {
    const { content } = await draft();
    const services = content.services.map((s, i) =>
      i === 1 ? { ...s, price: { amount: 5 }, image: 'https://x.example/a.jpg' } : s,
    );
    const refused = await save('services', services, 0);
    expect(refused.statusCode).toBe(422);
    const { errors } = refused.json<{ errors: Record<string, string[]> }>();
    expect(errors['services.1.price']).toEqual(['Enter a price: a number, or text such as "From $140".']);
    expect(errors['services.1.image']?.[0]).toMatch(/Choose a file of the media storage/);
    expect((await draft()).revision).toBe(0);
  });

  it('takes a save larger than the area’s usual limit, up to its own (413 beyond)', async () => {
    const { content } = await draft();
    const long = `<p>${'Curls '.repeat(15_000)}</p>`;
    const settings = { ...content.homeSettings, what_we_do_description: long };
    expect((await save('homeSettings', settings, 0)).statusCode).toBe(200);
    const huge = { ...content.homeSettings, what_we_do_description: 'x'.repeat(1_100_000) };
    expect((await save('homeSettings', huge, 1)).statusCode).toBe(413);
  });

  it('stores no script and no event handler, whatever a client sends straight to the endpoint', async () => {
    const { content } = await draft();
    const settings = {
      ...content.homeSettings,
      what_we_do_description:
        '<p onclick="alert(1)">Hello <a href="javascript:alert(2)" onmouseover="alert(3)">there</a></p><script>alert(4)</script><img src=x onerror=alert(5)>',
      banner_title: 'Curls',
    };
    expect((await save('homeSettings', settings, 0)).statusCode).toBe(200);
    const stored = (await draft()).content.homeSettings.what_we_do_description ?? '';
    expect(stored).toBe('<p>Hello <a>there</a></p>');
    // Plain text is shown as typed, so a tag in it is refused rather than kept.
    const tagged = await save('homeSettings', { ...settings, banner_title: '<script>alert(6)</script>' }, 1);
    expect(tagged.statusCode).toBe(422);
    expect(tagged.json<{ errors: Record<string, string[]> }>().errors['homeSettings.banner_title']).toBeDefined();
    // Nowhere in the database: not in the draft, not in any version (its root and its parts).
    const publish = await server.request('POST', '/api/admin/content/publish', { session, payload: {} });
    expect(publish.statusCode).toBe(200);
    const rows = server.app.db
      .prepare(
        `SELECT root FROM content_versions UNION ALL SELECT body FROM content_parts
         UNION ALL SELECT content FROM content_draft`,
      )
      .pluck()
      .all() as string[];
    for (const row of rows) {
      expect(row).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:/i);
    }
  });
});

describe('publishing', () => {
  it('makes the draft what visitors see, records it, tells the shared cache at once, and leaves no draft', async () => {
    const { content } = await draft();
    const services = content.services.map((s, i) => (i === 0 ? { ...s, price: 'From $321' } : s));
    expect((await save('services', services, 0)).statusCode).toBe(200);
    const page = await server.client({ url: '/services', headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('From $321');

    const published = await server.request('POST', '/api/admin/content/publish', {
      session,
      payload: { note: 'Autumn prices', revision: 1 },
    });
    expect(published.statusCode).toBe(200);
    expect(purges).toEqual([PURGE_BODY]);
    const version = json<ContentVersion>(published);
    expect(version).toMatchObject({ source: 'publish', author: 'ana@example.com', note: 'Autumn prices' });
    expect(await publicPrice()).toBe('From $321');
    expect((await server.client({ url: '/services', headers: { accept: 'text/html' } })).body).toContain('From $321');
    expect(await draft()).toMatchObject({ revision: 0, changed: false, published: version.id });
    expect((await activity())[0]).toMatchObject({
      action: 'content-published',
      account: 'ana@example.com',
      detail: `version ${version.id}: Autumn prices`,
    });
  });

  it('refuses with nothing to publish (409), a stale revision (409), a required field left empty (422), a note too long (422)', async () => {
    expect((await server.request('POST', '/api/admin/content/publish', { session, payload: {} })).statusCode).toBe(409);
    const { content } = await draft();
    const photos = content.galleryItems.map((item, i) => (i === 0 ? { ...item, image: null } : item));
    expect((await save('galleryItems', photos, 0)).statusCode).toBe(200);
    const stale = await server.request('POST', '/api/admin/content/publish', { session, payload: { revision: 0 } });
    expect(stale.statusCode).toBe(409);
    const empty = await server.request('POST', '/api/admin/content/publish', { session, payload: { revision: 1 } });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json<{ errors: object }>().errors)).toEqual(['galleryItems.0.image']);
    const note = await server.request('POST', '/api/admin/content/publish', {
      session,
      payload: { note: 'n'.repeat(501) },
    });
    expect(note.statusCode).toBe(422);
    expect(purges).toEqual([]);
    expect((await draft()).revision).toBe(1);
  });

  it('names each field of a body not in its shape, and publishes nothing', async () => {
    const { content } = await draft();
    expect((await save('services', content.services, 0)).statusCode).toBe(200);
    const refused = async (payload: object) => {
      const answer = await server.request('POST', '/api/admin/content/publish', { session, payload });
      return { status: answer.statusCode, ...answer.json<{ message: string; errors: object }>() };
    };
    const unfit = (errors: Record<string, string[]>) => ({
      status: 422,
      message: 'Some fields need another look.',
      errors,
    });
    expect(await refused({ revision: -1 })).toEqual(
      unfit({ revision: ['Send the revision of the draft as a whole number, 0 or more.'] }),
    );
    expect(await refused({ revision: 1, when: 'now' })).toEqual(unfit({ when: ['This field is not known.'] }));
    expect(await refused({ revision: 1, note: 5 })).toEqual(unfit({ note: ['Write the note as text.'] }));
    expect(await refused([1])).toEqual(unfit({ body: ['Send the note and the revision as a JSON object.'] }));
    expect(purges).toEqual([]);
    expect((await draft()).revision).toBe(1);
  });
});

describe('discarding', () => {
  it('goes back to what is published, and is recorded', async () => {
    const { content } = await draft();
    await save('headerTitles', { ...content.headerTitles, home_menu_label: 'Start' }, 0);
    const discarded = await server.request('DELETE', '/api/admin/content/draft', { session });
    expect(discarded.statusCode).toBe(200);
    expect(json<EditorDraft>(discarded)).toMatchObject({ revision: 0, changed: false });
    expect((await draft()).content.headerTitles.home_menu_label).toBe(content.headerTitles.home_menu_label);
    expect((await activity())[0]).toMatchObject({ action: 'draft-discarded', account: 'ana@example.com' });
  });
});

describe('the history', () => {
  it('lists versions newest first, shows one, restores one into the draft without deleting newer ones', async () => {
    const before = await publicPrice();
    const { content } = await draft();
    await save(
      'services',
      content.services.map((s, i) => (i === 0 ? { ...s, price: 'From $777' } : s)),
      0,
    );
    const newer = json<ContentVersion>(
      await server.request('POST', '/api/admin/content/publish', { session, payload: { note: 'New prices' } }),
    );
    const versions = json<ContentVersion[]>(await server.request('GET', '/api/admin/content/versions', { session }));
    expect(versions[0]).toMatchObject({ id: newer.id, note: 'New prices', author: 'ana@example.com' });
    const older = versions[1]!;
    expect(older.id).toBeLessThan(newer.id);
    const shown = await server.request('GET', `/api/admin/content/versions/${older.id}`, { session });
    expect(json<{ content: { services: Array<{ price: unknown }> } }>(shown).content.services[0]!.price).toBe(before);
    expect((await server.request('GET', '/api/admin/content/versions/99999', { session })).statusCode).toBe(404);
    expect((await server.request('GET', '/api/admin/content/versions/abc', { session })).statusCode).toBe(404);
    expect((await server.request('GET', '/api/admin/content/versions?before=x', { session })).statusCode).toBe(400);

    const restored = await server.request('POST', `/api/admin/content/versions/${older.id}/restore`, { session });
    expect(restored.statusCode).toBe(200);
    expect(json<EditorDraft>(restored)).toMatchObject({ restoredFrom: older.id, changed: true });
    expect((await activity())[0]).toMatchObject({
      action: 'version-restored',
      detail: `version ${older.id}, into the draft`,
    });
    // Restored is a draft: visitors still see the newer version until it is published.
    expect(await publicPrice()).toBe('From $777');
    const again = json<ContentVersion>(
      await server.request('POST', '/api/admin/content/publish', { session, payload: {} }),
    );
    expect(again.restoredFrom).toBe(older.id);
    expect(await publicPrice()).toBe(before);
    const all = json<ContentVersion[]>(await server.request('GET', '/api/admin/content/versions', { session }));
    expect(all.map((v) => v.id).slice(0, 3)).toEqual([again.id, newer.id, older.id]);
    expect((await server.request('POST', '/api/admin/content/versions/99999/restore', { session })).statusCode).toBe(
      404,
    );
  });
});

describe('the preview', () => {
  const preview = (query: string, withSession = true) =>
    server.request('GET', `/api/admin/content/preview${query}`, {
      ...(withSession ? { session } : {}),
      headers: { accept: 'text/html' },
    });

  it('draws the page from the draft with the bar, never stored or indexed; visitors still see what is published', async () => {
    const { content } = await draft();
    await save(
      'services',
      content.services.map((s, i) => (i === 0 ? { ...s, price: 'From $555' } : s)),
      0,
    );
    const page = await preview('?page=/services');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('From $555');
    expect(page.body).toMatch(/<aside aria-label="Preview"[^>]*>Preview of your draft/);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
    expect((await server.client({ url: '/services', headers: { accept: 'text/html' } })).body).not.toContain(
      'From $555',
    );
    expect(await publicPrice()).not.toBe('From $555');
  });

  it('draws a version, needs a session, and previews only pages of the site', async () => {
    const page = await preview('?page=/about&version=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Preview of version 1, of \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect((await preview('?page=/about', false)).statusCode).toBe(401);
    for (const query of [
      '?page=/admin/messages',
      '?page=//evil.example',
      '?page=/no/such/page',
      '?page=https://x.example/',
    ]) {
      expect([query, (await preview(query)).statusCode]).toEqual([query, 400]);
    }
    expect((await preview('?page=/&version=999')).statusCode).toBe(404);
  });
});

describe('the stored media', () => {
  it('lists the files a field of each kind may name', async () => {
    const images = json<StoredMediaFile[]>(
      await server.request('GET', '/api/admin/content/media?kind=image', { session }),
    );
    expect(images.map((f) => f.path)).toContain('home/banner-right.jpg');
    expect(
      images.every((f) => f.kind === 'image' && /\.(jpe?g|png|webp|avif|gif|svg)$/.test(f.path) && f.size > 0),
    ).toBe(true);
    const pdfs = json<StoredMediaFile[]>(await server.request('GET', '/api/admin/content/media?kind=pdf', { session }));
    expect(pdfs.length).toBeGreaterThan(0);
    expect(pdfs.every((f) => f.path.endsWith('.pdf'))).toBe(true);
    expect((await server.request('GET', '/api/admin/content/media?kind=exe', { session })).statusCode).toBe(400);
  });

  it('gives them a page at a time, at most 200, with their total, and finds words among them all', async () => {
    const page = async (query: string) =>
      (await server.request('GET', `/api/admin/content/media?kind=image${query}`, { session })).json<{
        data: StoredMediaFile[];
        total: number;
      }>();
    const all = await page('');
    expect(all.total).toBe(all.data.length);
    const first = await page('&limit=2');
    const second = await page('&limit=2&offset=2');
    expect(first.total).toBe(all.total);
    expect([...first.data, ...second.data].map((f) => f.path)).toEqual(all.data.slice(0, 4).map((f) => f.path));
    const found = await page('&q=banner-right');
    expect(found.data.map((f) => f.path)).toEqual(['home/banner-right.jpg']);
    expect(found.total).toBe(1);
    for (const query of ['&limit=201', '&limit=0', '&offset=-1']) {
      const response = await server.request('GET', `/api/admin/content/media?kind=image${query}`, { session });
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
  });
});
