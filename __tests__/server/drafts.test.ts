// Drafts, publishing and history, on the real database and the real server: one draft of the whole
// content, saved per edit and brought back anywhere; published in one go as a new version that the
// next public view shows; discarded; older versions restored into it without losing any.
import { exportContent, getVersion, listVersions } from '../../server/modules/content/store';
import { openDatabase, type Db } from '../../server/db/database';
import {
  discardDraft,
  getDraft,
  publishDraft,
  restoreVersion,
  saveDraftEntity,
} from '../../server/modules/content/drafts';
import { checkPicturesDescribed } from '../../server/modules/media/publishCheck';
import type { ServicesPageData } from '../../src/api/types';
import { buildTestApp, serverAroundTests } from '../support/build';

/** A fresh server for every test, and a connection of the test's own to its database (closed first). */
const server = serverAroundTests('each', async () => {
  const built = await buildTestApp({ prefix: 'salon-drafts', drawPages: true });
  const db: Db = openDatabase(built.dbPath);
  const close = async () => {
    db.close();
    await built.close();
  };
  return { ...built, db, close };
});

const owner = { author: 'noor@curlcraft.example' };

/** The services with a new price for the first one, as the editor sends the list. */
function servicesWithPrice(price: string) {
  const [first, ...rest] = getDraft(server.db).content.services;
  return [{ ...first, price }, ...rest];
}

const publicPrice = async () =>
  (await server.client({ url: '/api/services-page' })).json<{ data: ServicesPageData }>().data.services?.[0]?.price;

const publicPage = async (url: string) => (await server.client({ url, headers: { accept: 'text/html' } })).body;

describe('the draft', () => {
  it('is the published content until something is saved', () => {
    const draft = getDraft(server.db);
    expect(draft.content).toEqual(exportContent(server.db));
    expect(draft).toMatchObject({ revision: 0, changed: false, basedOn: 1, published: 1 });
  });

  it('keeps each save, for a reload or another browser, and leaves what visitors see alone', async () => {
    const saved = saveDraftEntity(server.db, 'services', servicesWithPrice('$105'), owner);
    expect(saved).toMatchObject({ ok: true, draft: { revision: 1, changed: true, updatedBy: owner.author } });
    const elsewhere = openDatabase(server.dbPath);
    try {
      expect(getDraft(elsewhere).content.services[0]?.price).toBe('$105');
    } finally {
      elsewhere.close();
    }
    expect(await publicPrice()).toBe('$95');
    expect(await publicPage('/services')).not.toContain('$105');
  });

  it('stores no script and no event handler, whatever is sent', () => {
    const [first, ...rest] = getDraft(server.db).content.services;
    const sent = [
      { ...first, description: '<p onclick="alert(1)">Curls</p><script>alert(2)</script><img src=x onerror=alert(3)>' },
      ...rest,
    ];
    expect(saveDraftEntity(server.db, 'services', sent, owner).ok).toBe(true);
    expect(getDraft(server.db).content.services[0]?.description).toBe('<p>Curls</p>');
  });

  it('refuses what the model refuses, by field, and changes nothing', () => {
    const before = getDraft(server.db);
    const settings = { ...before.content.contactSettings, map_iframe_url: 'https://maps.example;sandbox' };
    const refused = saveDraftEntity(server.db, 'contactSettings', settings, owner);
    expect(refused).toEqual({
      ok: false,
      status: 422,
      message: expect.any(String),
      errors: { 'contactSettings.map_iframe_url': [expect.stringMatching(/https:\/\//)] },
    });
    expect(
      saveDraftEntity(server.db, 'homeSettings', { banner_image_left: 'javascript:alert(1)' }, owner),
    ).toMatchObject({
      status: 422,
      errors: { 'homeSettings.banner_image_left': [expect.any(String)] },
    });
    expect(getDraft(server.db)).toEqual(before);
  });

  it.each(['version', '__proto__', 'constructor', 'nothing'])('has no part named %s', (name) => {
    expect(saveDraftEntity(server.db, name, {}, owner)).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses a save made on a revision another window has moved past', () => {
    expect(saveDraftEntity(server.db, 'services', servicesWithPrice('$100'), { ...owner, revision: 0 }).ok).toBe(true);
    expect(saveDraftEntity(server.db, 'services', servicesWithPrice('$110'), { ...owner, revision: 0 })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(getDraft(server.db).content.services[0]?.price).toBe('$100');
  });

  it('goes back to what is published when discarded', () => {
    saveDraftEntity(server.db, 'services', servicesWithPrice('$105'), owner);
    discardDraft(server.db);
    expect(getDraft(server.db)).toMatchObject({ revision: 0, changed: false });
    expect(getDraft(server.db).content.services[0]?.price).toBe('$95');
  });
});

describe('publishing', () => {
  it('makes the draft what the next public view shows, as a new version with who, when and the note', async () => {
    // Pages and answers kept before the change must not be served after it.
    expect(await publicPrice()).toBe('$95');
    expect(await publicPage('/services')).toContain('$95');
    saveDraftEntity(server.db, 'services', servicesWithPrice('$105'), owner);
    const published = publishDraft(
      server.db,
      { ...owner, note: '  New price for the signature cut ' },
      checkPicturesDescribed,
    );
    expect(published).toMatchObject({
      ok: true,
      version: { id: 2, source: 'publish', author: owner.author, note: 'New price for the signature cut' },
    });
    expect(await publicPrice()).toBe('$105');
    expect(await publicPage('/services')).toContain('$105');
    expect(getDraft(server.db)).toMatchObject({ revision: 0, changed: false, published: 2 });
  });

  it('refuses a draft with a required field left empty, naming it, and publishes nothing', async () => {
    const photos = getDraft(server.db).content.galleryItems;
    expect(saveDraftEntity(server.db, 'galleryItems', [...photos, { alt: 'A photo to come' }], owner).ok).toBe(true);
    const refused = publishDraft(server.db, owner, checkPicturesDescribed);
    expect(refused).toMatchObject({
      ok: false,
      status: 422,
      errors: { [`galleryItems.${photos.length}.image`]: [expect.any(String)] },
    });
    expect(listVersions(server.db)).toHaveLength(1);
    expect(getDraft(server.db).changed).toBe(true);
  });

  it('has nothing to publish without a draft, and refuses a note that is too long', () => {
    expect(publishDraft(server.db, owner, checkPicturesDescribed)).toMatchObject({ ok: false, status: 409 });
    saveDraftEntity(server.db, 'services', servicesWithPrice('$105'), owner);
    expect(publishDraft(server.db, { ...owner, note: 'x'.repeat(501) }, checkPicturesDescribed)).toMatchObject({
      status: 422,
      errors: { note: [expect.any(String)] },
    });
    expect(listVersions(server.db)).toHaveLength(1);
  });
});

describe('history', () => {
  it('restores an older version into the draft, keeps every newer one, and publishes it as the newest', async () => {
    saveDraftEntity(server.db, 'services', servicesWithPrice('$105'), owner);
    publishDraft(server.db, owner, checkPicturesDescribed);
    expect(await publicPrice()).toBe('$105');

    const restored = restoreVersion(server.db, 1, owner);
    expect(restored).toMatchObject({ ok: true, draft: { restoredFrom: 1, changed: true } });
    expect(getDraft(server.db).content.services[0]?.price).toBe('$95');
    expect(await publicPrice()).toBe('$105');

    expect(publishDraft(server.db, owner, checkPicturesDescribed)).toMatchObject({
      ok: true,
      version: { id: 3, restoredFrom: 1 },
    });
    expect(await publicPrice()).toBe('$95');
    expect(listVersions(server.db).map((v) => [v.id, v.source])).toEqual([
      [3, 'publish'],
      [2, 'publish'],
      [1, 'seed'],
    ]);
    expect(getVersion(server.db, 2)?.content.services[0]?.price).toBe('$105');
  });

  it('has no version that was never made', () => {
    expect(restoreVersion(server.db, 99, owner)).toMatchObject({ ok: false, status: 404 });
    expect(getVersion(server.db, 99)).toBeNull();
  });
});
