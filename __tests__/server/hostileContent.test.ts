// No content value can take the site down. Each hostile value is refused where content comes in
// (the command line's import, naming the field, changing nothing); and content that holds one
// anyway (written to the database by hand, or by an older server) still gets every page, the API,
// the media and robots.txt answered: the value is dropped from the headers and logged.
import { Writable } from 'node:stream';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { contentCalls, type ContentCall } from '../../src/api/contract';
import { pageRoutes } from '../../src/routes';
import { runCli } from '../../server/cli';
import type { ContentFile } from '../../server/modules/content/schema';
import { writeContentParts } from '../../server/modules/content/parts';
import { exportContent } from '../../server/modules/content/store';
import { addOwner } from '../../server/modules/auth/owners';
import { hashPassword } from '../../server/modules/auth/passwords';
import { cookiesOf, OWNER, TEST_HASHING } from '../support/admin';
import { testAppForAll } from '../support/build';

/** The values that once took the site down or reached a share preview, and where they go. */
const HOSTILE: Array<[where: string, value: string]> = [
  ['contactSettings.map_iframe_url', 'https://maps.example;sandbox'],
  ['seoPages.home.image', 'data:text/html,<script>alert(1)</script>'],
  ['homeSettings.banner_image_left', 'javascript:alert(1)'],
  ['galleryItems.0.image', 'javascript:alert(1)'],
];

/** Puts the value where its dotted path says; the place must be one the content already has. */
function put(content: ContentFile, where: string, value: string): void {
  const keys = where.split('.');
  const field = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    content as unknown as Record<string, unknown>,
  );
  if (!(field in parent)) throw new Error(`The content has no ${where} to put a value in.`);
  parent[field] = value;
}

const logged: string[] = [];
const server = testAppForAll({
  prefix: 'salon-hostile',
  drawPages: true,
  logger: {
    level: 'warn',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    }),
  },
});

/** Every page of the route contract, each API call, a stored image and robots.txt, with their statuses. */
async function everything(): Promise<Record<string, number>> {
  const addresses = [
    ...pageRoutes.flatMap((route) =>
      route.paths.map((p) => (p === '*' ? '/no/such/page' : p.replace(':id', 'section-service-1'))),
    ),
    ...new Set((Object.values(contentCalls) as ContentCall[]).map((call) => `/api${call.path}`)),
    '/api/gallery-page?page=1',
    '/storage/home/banner-right.jpg',
    '/robots.txt',
    '/sitemap.xml',
  ];
  const statuses: Record<string, number> = {};
  for (const url of addresses)
    statuses[url] = (await server.client({ url, headers: { accept: 'text/html' } })).statusCode;
  return statuses;
}

const expected = async () =>
  Object.fromEntries(
    Object.keys(await everything()).map((url) => [url, url === '/404' || url === '/no/such/page' ? 404 : 200]),
  );

describe.each(HOSTILE)('%s = %s', (where, value) => {
  it('is refused by content:import, which names the field and changes nothing; the site answers as before', async () => {
    const env = { DATABASE_PATH: server.dbPath, CONTENT_DIR: server.contentDir, MEDIA_DIR: server.mediaDir };
    const db = new Database(server.dbPath, { readonly: true });
    const before = exportContent(db);
    db.close();
    const content = structuredClone(before);
    put(content, where, value);
    const file = path.join(server.tmp, 'hostile.json');
    fs.writeFileSync(file, JSON.stringify(content));
    const err: string[] = [];
    const code = await runCli(['import', file], env, { out: () => undefined, err: (line) => err.push(line) });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(`${where}:`);
    const after = new Database(server.dbPath, { readonly: true });
    expect(exportContent(after)).toEqual(before);
    after.close();
    expect(await everything()).toEqual(await expected());
  });
});

describe("saved through the editor's endpoint", () => {
  let session: { cookie: string; csrfToken: string };
  const areaRequest = (method: string, url: string, payload?: object) =>
    server.client({
      method,
      url,
      payload,
      headers: {
        origin: server.origin,
        accept: 'application/json',
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
      },
    });

  beforeAll(async () => {
    addOwner(server.app.db, OWNER.email, await hashPassword(OWNER.password, TEST_HASHING));
    const signedIn = await server.client({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: OWNER.email, password: OWNER.password },
      headers: { origin: server.origin, accept: 'application/json' },
    });
    session = {
      cookie: cookiesOf(signedIn),
      csrfToken: signedIn.json<{ data: { csrfToken: string } }>().data.csrfToken,
    };
  });

  it.each(HOSTILE)(
    '%s = %s is refused naming the field; the draft, the preview and every page still answer',
    async (where, value) => {
      const draft = (await areaRequest('GET', '/api/admin/content/draft')).json<{
        data: { content: ContentFile; revision: number };
      }>().data;
      const content = structuredClone(draft.content);
      put(content, where, value);
      const entity = where.split('.')[0] as keyof ContentFile;
      const saved = await areaRequest('PUT', `/api/admin/content/draft/${entity}`, {
        value: content[entity],
        revision: draft.revision,
      });
      expect(saved.statusCode).toBe(422);
      expect(Object.keys(saved.json<{ errors: object }>().errors)).toEqual([where]);
      expect(
        (await areaRequest('GET', '/api/admin/content/draft')).json<{ data: { revision: number } }>().data.revision,
      ).toBe(draft.revision);
      expect((await areaRequest('GET', '/api/admin/content/preview?page=/contact')).statusCode).toBe(200);
      expect(await everything()).toEqual(await expected());
    },
  );
});

describe('content that holds every hostile value anyway', () => {
  beforeAll(() => {
    // Past the model, as a hand edit of the database would: a new version, named the content's.
    const db = new Database(server.dbPath);
    const content = exportContent(db);
    for (const [where, value] of HOSTILE) put(content, where, value);
    db.transaction(() => {
      const root = writeContentParts(db, JSON.parse(JSON.stringify(content)));
      db.prepare("INSERT INTO content_versions (root, source, created_at) VALUES (?, 'import', datetime('now'))").run(
        root,
      );
      db.prepare("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'").run();
    })();
    db.close();
  });

  it('still gets every page, the API, the media and robots.txt answered', async () => {
    expect(await everything()).toEqual(await expected());
  });

  it('leaves the map out of the page policy, and logs why', async () => {
    const response = await server.client({ url: '/contact', headers: { accept: 'text/html' } });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/calendly\.com/);
    expect(policy).not.toContain('maps.example');
    expect(logged.join('\n')).toContain('contactSettings.map_iframe_url');
  });

  it('draws no picture and shares none from a path that is not a stored file', async () => {
    // The embedded content is data for the app (a JSON script element); the drawn page is what counts.
    const page = (await server.client({ url: '/', headers: { accept: 'text/html' } })).body.replace(
      /<script id="app-start-data"[^>]*>[^<]*<\/script>/,
      '',
    );
    expect(page).toMatch(/<meta [^>]*property="og:title"/);
    expect(page).not.toMatch(/<meta [^>]*property="og:image"/);
    expect(page).not.toContain('javascript:alert');
    expect(page).not.toMatch(/(src|href|content)="data:text\/html/);
  });
});
