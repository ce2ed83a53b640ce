// Content export/import from the command line: a lossless round trip, and a bad file changes nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listActivity } from '../../server/modules/auth/activity';
import { buildTestApp } from '../support/build';
import { runCli } from '../../server/cli';
import { contentFileSchema, type ContentFile } from '../../server/modules/content/schema';
import { openDatabase } from '../../server/db/database';
import { exportContent, getVersion, listVersions, publishContent } from '../../server/modules/content/store';

const root = path.resolve(__dirname, '../..');
const contentDir = path.join(root, 'server/content');
let tmp: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-cli-'));
  env = {
    DATABASE_PATH: path.join(tmp, 'salon.sqlite'),
    CONTENT_DIR: contentDir,
    MEDIA_DIR: path.join(contentDir, 'media'),
  };
});

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function exported(): Promise<ContentFile> {
  const result = await cli('export');
  expect(result.code).toBe(0);
  return JSON.parse(result.out) as ContentFile;
}

function write(name: string, data: unknown): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  return file;
}

/** The server on the command line's database. */
const startServer = () =>
  buildTestApp({ prefix: 'salon-cli-server', dbPath: env.DATABASE_PATH!, mediaDir: env.MEDIA_DIR! });

async function api<T>(url: string): Promise<T> {
  const server = await startServer();
  try {
    return (await server.client({ url })).json<{ data: T }>().data;
  } finally {
    await server.close();
  }
}

it('exports everything in the content file format, equal to the demo content', async () => {
  const file = path.join(tmp, 'out/content.json');
  const result = await cli('export', file);
  expect(result.code).toBe(0);
  const content = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  expect(contentFileSchema.safeParse(content).success).toBe(true);
  const demo = JSON.parse(fs.readFileSync(path.join(contentDir, 'content.json'), 'utf8')) as unknown;
  expect(content).toEqual(demo);
});

it('round-trips: export, import, export gives the same file', async () => {
  const first = await exported();
  const file = write('first.json', first);
  const imported = await cli('import', file);
  expect(imported.code).toBe(0);
  expect(imported.err).toMatch(/Imported/);
  expect(imported.err).not.toMatch(/warning/);
  expect(await exported()).toEqual(first);
});

it('keeps the history: each import is a new version, the earlier ones stay, and an export round-trips', async () => {
  const first = await exported();
  expect((await cli('import', write('same.json', first))).code).toBe(0);
  const edited = structuredClone(first);
  edited.services[0]!.price = '$105';
  const imported = await cli('import', write('edited.json', edited));
  expect(imported.err).toMatch(/as version 3/);
  const db = openDatabase(env.DATABASE_PATH!);
  try {
    expect(listVersions(db).map((v) => [v.id, v.source, v.note])).toEqual([
      [3, 'import', 'Imported from edited.json'],
      [2, 'import', 'Imported from same.json'],
      [1, 'seed', 'The demo content'],
    ]);
    expect(getVersion(db, 2)?.content).toEqual(first);
    expect(getVersion(db, 1)?.content).toEqual(first);
    // Each import is in the salon area's activity log, as made on the command line.
    expect(listActivity(db, 1).data.map((e) => [e.action, e.address, e.detail])).toEqual([
      ['content-imported', 'command line', 'version 3, from edited.json'],
      ['content-imported', 'command line', 'version 2, from same.json'],
    ]);
  } finally {
    db.close();
  }
  expect(await exported()).toEqual(edited);
});

it('applies an edited file to what the API serves', async () => {
  const content = await exported();
  content.services[0]!.title = 'The Signature Curl Cut, now with a scalp massage';
  content.galleryItems = content.galleryItems.slice(0, 10);
  content.productCategories[1]!.products[0]!.images = ['products/slip-soften-2.jpg'];
  expect((await cli('import', write('edited.json', content))).code).toBe(0);

  const services = await api<{ services: Array<{ title: string }> }>('/api/services-page');
  expect(services.services[0]?.title).toBe('The Signature Curl Cut, now with a scalp massage');
  const gallery = await api<{ galleryItems: { last_page: number } }>('/api/gallery-page?page=1');
  expect(gallery.galleryItems.last_page).toBe(2);
  const products = await api<{ products: Array<{ products: Array<{ images: string }> }> }>('/api/products-page');
  expect(products.products[1]?.products[0]?.images).toBe('["products/slip-soften-2.jpg"]');
});

const REMOVE = Symbol('remove');

/** Sets (or removes) the value at a dotted path such as "services.2.price". */
function setAt(target: unknown, dotted: string, value: unknown) {
  const keys = dotted.split('.');
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
}

it.each([
  ['a wrong type', 'services.2.price', { amount: 95 }, /services\.2\.price/],
  ['a misspelt field', 'homeSettings.banner_titel', 'Hi', /homeSettings.*banner_titel/],
  ['a path out of the media folder', 'testimonials.0.image', '../../etc/passwd', /testimonials\.0\.image/],
  ['a missing section', 'contactSettings', REMOVE, /contactSettings/],
  ['a duplicate id', 'services.1.id', 1, /services\.1\.id: duplicate id/],
  [
    'an insecure map URL',
    'contactSettings.map_iframe_url',
    'http://maps.example.com',
    /contactSettings\.map_iframe_url/,
  ],
  [
    'images given as a string',
    'productCategories.0.products.0.images',
    '["a.jpg"]',
    /productCategories\.0\.products\.0\.images/,
  ],
  ['an unknown format version', 'version', 2, /version/],
])('refuses a file with %s, names the field and changes nothing', async (_label, where, value, reported) => {
  const before = await exported();
  const broken = structuredClone(before);
  broken.services[0]!.title = 'This edit must not land';
  setAt(broken, where, value);
  const result = await cli('import', write('broken.json', broken));
  expect(result.code).toBe(1);
  expect(result.err).toMatch(/nothing changed/);
  expect(result.err).toMatch(reported);
  expect(await exported()).toEqual(before);
});

it('refuses a file that is not JSON', async () => {
  const before = await exported();
  const result = await cli('import', write('broken.json', '{"version": 1,'));
  expect(result.code).toBe(1);
  expect(result.err).toMatch(/JSON/);
  expect(await exported()).toEqual(before);
});

it("changes nothing when content that bypassed the command line's checks is refused", async () => {
  const db = openDatabase(env.DATABASE_PATH!);
  try {
    await cli('export');
    const before = exportContent(db);
    // Bypasses the command line's validation on purpose: the second service reuses the first one's id.
    const clash = structuredClone(before);
    clash.testimonials = [];
    clash.services[1]!.id = clash.services[0]!.id;
    expect(() => publishContent(db, clash, { source: 'import' })).toThrow(/services\.1\.id: duplicate id/);
    expect(exportContent(db)).toEqual(before);
  } finally {
    db.close();
  }
});

it('leaves contact messages alone and lists them', async () => {
  const server = await startServer();
  const posted = await server.client({
    method: 'POST',
    url: '/api/submit-contact-form',
    payload: {
      first_name: 'Jonah',
      last_name: 'Brooks',
      email: 'jonah@example.com',
      mobile: '5035550100',
      message: 'Do you cut wavy hair too?',
    },
  });
  await server.close();
  expect(posted.statusCode).toBe(201);

  expect((await cli('import', write('same.json', await exported()))).code).toBe(0);
  const listed = await cli('messages');
  expect(listed.code).toBe(0);
  expect(listed.out).toContain('Jonah Brooks <jonah@example.com>');
  expect(listed.out).toContain('Do you cut wavy hair too?');
  const json = await cli('messages', '--json', '--limit', '5');
  expect(JSON.parse(json.out)).toEqual([expect.objectContaining({ first_name: 'Jonah', mobile: '5035550100' })]);
});

it('says so when there are no messages, and explains its usage', async () => {
  expect((await cli('messages')).out).toMatch(/No contact messages/);
  expect((await cli('nonsense')).code).toBe(1);
  expect((await cli('import')).code).toBe(1);
  expect((await cli('--help')).out).toMatch(/Usage/);
});

it('runs as a script with the exit code a shell expects', () => {
  const bad = write('bad.json', { version: 1 });
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'server/cli.ts'), 'import', bad],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/headerTitles/);
});

// C0 controls but the line feed, DEL, C1 controls, bidi controls and Unicode line separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const STEERING = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;

it('prints messages without the control and bidi characters a visitor sent, which are not stored either', async () => {
  const server = await startServer();
  const hostile = {
    first_name: 'Mallory\u001b[2J\u001b[31m',
    last_name: 'Bell\u0007\u0008\u007f\u009b31m',
    email: 'mallory@example.com',
    mobile: '5035550111',
    message:
      'Fine text\r#1  2020-01-01  Fake Entry <boss@example.com>\n\u202egnp.exe\u202c and \u2066isolated\u2069\ttab\u2028next',
  };
  const posted = await server.client({ method: 'POST', url: '/api/submit-contact-form', payload: hostile });
  await server.close();
  expect(posted.statusCode).toBe(201);

  const listed = await cli('messages');
  expect(listed.code).toBe(0);
  // Nothing that steers a terminal: no C0 control but the line breaks, no DEL, C1 or bidi control.
  expect(listed.out).not.toMatch(STEERING);
  expect(listed.out).toContain('Mallory[2J[31m Bell31m <mallory@example.com>');
  // The fake entry cannot start a line of its own.
  expect(listed.out.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(1);

  const json = await cli('messages', '--json');
  expect(json.out).not.toMatch(STEERING);
  // The JSON reads back to exactly what was stored: the text without its controls, a lone CR and a
  // line separator made line breaks (src/api/model/invisibleText.ts).
  expect(JSON.parse(json.out)).toEqual([
    expect.objectContaining({
      ...hostile,
      first_name: 'Mallory[2J[31m',
      last_name: 'Bell31m',
      message: 'Fine text\n#1  2020-01-01  Fake Entry <boss@example.com>\ngnp.exe and isolated\ttab\nnext',
    }),
  ]);
});
