// The database: versioned migrations and one-time seeding from the demo content.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildTestApp } from '../support/build';
import { exportContent, publishContent } from '../../server/modules/content/store';
import { migrate, openDatabase, SCHEMA_VERSION } from '../../server/db/database';
import { seedIfNeeded } from '../../server/modules/content/seed';
import { tempFolderEachTest } from '../support/tempDatabase';

const contentDir = path.resolve(__dirname, '../../server/content');
const tmp = tempFolderEachTest('salon-db');

/** How much of each kind the database holds: the lists of the published content, its versions, the inbox. */
function counts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    const content = exportContent(db);
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      seoPages: Object.keys(content.seoPages).length,
      socialChannels: content.socialChannels.length,
      testimonials: content.testimonials.length,
      galleryItems: content.galleryItems.length,
      services: content.services.length,
      productCategories: content.productCategories.length,
      aboutBoxes: content.aboutBoxes.length,
      instagramFeed: content.instagramFeed.length,
      versions: count('content_versions'),
      contactMessages: count('contact_messages'),
    };
  } finally {
    db.close();
  }
}

function start(dbPath: string) {
  return buildTestApp({ prefix: 'salon-db-server', dbPath });
}

it('creates the database folder, migrates and records the schema version', async () => {
  const dbPath = path.join(tmp(), 'nested/folder/salon.sqlite');
  await (await start(dbPath)).close();
  const db = new Database(dbPath, { readonly: true });
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(1);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  } finally {
    db.close();
  }
});

it('seeds the demo content on the first start only', async () => {
  const dbPath = path.join(tmp(), 'salon.sqlite');
  await (await start(dbPath)).close();
  const first = counts(dbPath);
  expect(first).toEqual({
    seoPages: 6,
    socialChannels: 5,
    testimonials: 4,
    galleryItems: 36,
    services: 5,
    productCategories: 3,
    aboutBoxes: 4,
    instagramFeed: 6,
    versions: 1,
    contactMessages: 0,
  });

  await (await start(dbPath)).close();
  expect(counts(dbPath)).toEqual(first);
});

it('never brings back content that was changed after seeding', async () => {
  const dbPath = path.join(tmp(), 'salon.sqlite');
  await (await start(dbPath)).close();
  const db = openDatabase(dbPath);
  const content = exportContent(db);
  publishContent(
    db,
    { ...content, testimonials: content.testimonials.filter((t) => t.id !== 1) },
    { source: 'import' },
  );
  db.close();

  const server = await start(dbPath);
  const response = await server.client({ url: '/api/general-data' });
  await server.close();
  const testimonials = response.json<{ data: { testimonials: Array<{ id: number }> } }>().data.testimonials;
  expect(testimonials.map((t) => t.id)).toEqual([2, 3, 4]);
});

it('runs the migrations once, whatever the number of opens', () => {
  const dbPath = path.join(tmp(), 'salon.sqlite');
  openDatabase(dbPath).close();
  const db = openDatabase(dbPath);
  expect(() => migrate(db)).not.toThrow();
  expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  db.close();
});

it('refuses a database from a newer server', () => {
  const dbPath = path.join(tmp(), 'future.sqlite');
  const raw = new Database(dbPath);
  raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
  raw.close();
  expect(() => openDatabase(dbPath)).toThrow(/newer/);
});

it('refuses to seed from an invalid content file and leaves the database unseeded', () => {
  const badDir = path.join(tmp(), 'content');
  fs.mkdirSync(badDir);
  const content = JSON.parse(fs.readFileSync(path.join(contentDir, 'content.json'), 'utf8')) as Record<string, unknown>;
  (content.services as Array<Record<string, unknown>>)[1]!.price = { amount: 95 };
  fs.writeFileSync(path.join(badDir, 'content.json'), JSON.stringify(content));

  const db = openDatabase(path.join(tmp(), 'salon.sqlite'));
  try {
    expect(() => seedIfNeeded(db, badDir)).toThrow(/services\.1\.price/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM content_versions').get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM meta WHERE key = 'seeded_at'").get()).toEqual({ n: 0 });
  } finally {
    db.close();
  }
});

it('fails to start with a clear message when the content file is missing', async () => {
  await expect(buildTestApp({ prefix: 'salon-db-server', contentDir: path.join(tmp(), 'nowhere') })).rejects.toThrow(
    /content file/,
  );
});
