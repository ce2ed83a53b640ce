// The database: versioned migrations and one-time seeding from the demo content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../../server/app';
import { listenForTests } from '../support/testClient';
import { migrate, openDatabase, SCHEMA_VERSION, seedIfNeeded } from '../../server/db';

const contentDir = path.resolve(__dirname, '../../server/content');
let tmp: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-db-'));
});

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const TABLES = [
  'settings',
  'seo_pages',
  'social_channels',
  'testimonials',
  'gallery_items',
  'services',
  'product_categories',
  'products',
  'product_features',
  'about_boxes',
  'about_product_features',
  'about_product_brands',
  'instagram_demo_items',
  'contact_messages',
];

function counts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(
      TABLES.map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

async function start(dbPath: string) {
  const app = await buildApp({
    dbPath,
    contentDir,
    mediaDir: path.join(contentDir, 'media'),
    mediaCacheDir: path.join(tmp, 'cache'),
    distDir: path.join(tmp, 'dist'),
  });
  await app.ready();
  return app;
}

it('creates the database folder, migrates and records the schema version', async () => {
  const dbPath = path.join(tmp, 'nested/folder/salon.sqlite');
  const app = await start(dbPath);
  await app.close();
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
  const dbPath = path.join(tmp, 'salon.sqlite');
  await (await start(dbPath)).close();
  const first = counts(dbPath);
  expect(first).toMatchObject({
    seo_pages: 6,
    social_channels: 5,
    testimonials: 4,
    gallery_items: 36,
    services: 5,
    product_categories: 3,
    about_boxes: 4,
    instagram_demo_items: 6,
    contact_messages: 0,
  });

  await (await start(dbPath)).close();
  expect(counts(dbPath)).toEqual(first);
});

it('never brings back content that was changed after seeding', async () => {
  const dbPath = path.join(tmp, 'salon.sqlite');
  await (await start(dbPath)).close();
  const db = new Database(dbPath);
  db.prepare('DELETE FROM testimonials WHERE id = 1').run();
  db.close();

  const app = await start(dbPath);
  const response = await (await listenForTests(app))({ url: '/api/general-data' });
  await app.close();
  const testimonials = response.json<{ data: { testimonials: Array<{ id: number }> } }>().data.testimonials;
  expect(testimonials.map((t) => t.id)).toEqual([2, 3, 4]);
});

it('runs the migrations once, whatever the number of opens', () => {
  const dbPath = path.join(tmp, 'salon.sqlite');
  openDatabase(dbPath).close();
  const db = openDatabase(dbPath);
  expect(() => migrate(db)).not.toThrow();
  expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  db.close();
});

it('refuses a database from a newer server', () => {
  const dbPath = path.join(tmp, 'future.sqlite');
  const raw = new Database(dbPath);
  raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
  raw.close();
  expect(() => openDatabase(dbPath)).toThrow(/newer/);
});

it('refuses to seed from an invalid content file and leaves the database unseeded', () => {
  const badDir = path.join(tmp, 'content');
  fs.mkdirSync(badDir);
  const content = JSON.parse(fs.readFileSync(path.join(contentDir, 'content.json'), 'utf8')) as Record<string, unknown>;
  (content.services as Array<Record<string, unknown>>)[1]!.price = { amount: 95 };
  fs.writeFileSync(path.join(badDir, 'content.json'), JSON.stringify(content));

  const db = openDatabase(path.join(tmp, 'salon.sqlite'));
  try {
    expect(() => seedIfNeeded(db, badDir)).toThrow(/services\.1\.price/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM services').get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM meta WHERE key = 'seeded_at'").get()).toEqual({ n: 0 });
  } finally {
    db.close();
  }
});

it('fails to start with a clear message when the content file is missing', async () => {
  await expect(
    buildApp({
      dbPath: path.join(tmp, 'salon.sqlite'),
      contentDir: path.join(tmp, 'nowhere'),
      mediaDir: path.join(contentDir, 'media'),
      mediaCacheDir: path.join(tmp, 'cache'),
      distDir: path.join(tmp, 'dist'),
    }),
  ).rejects.toThrow(/content file/);
});
