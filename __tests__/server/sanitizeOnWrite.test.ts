// HTML from content is sanitised when it is written (seed, import, and once for content stored
// before), so the server render can use it as it is; plain-text fields are left as they were.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseContentFile } from '../../server/contentSchema';
import Database from 'better-sqlite3';
import { migrate, openDatabase, readContentFile, seedIfNeeded } from '../../server/db';
import { pageRendererAt } from '../../server/pageRenderer';
import { exportContent, getServicesPage, replaceContent } from '../../server/repository';

const root = path.resolve(__dirname, '../..');
const contentDir = path.join(root, 'server/content');
const hostile =
  '<p>Kept</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="/x" target="_blank">link</a>';
const clean = '<p>Kept</p><a href="/x" target="_blank" rel="noopener noreferrer">link</a>';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-sanitize-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

it('stores HTML fields as the site would show them, and text fields as they are', () => {
  const demo = parseContentFile(readContentFile(contentDir));
  if (!demo.ok) throw new Error(demo.problems);
  const text = 'Curls & coils <3 "quoted"';
  const parsed = parseContentFile({
    ...demo.content,
    seoPages: { ...demo.content.seoPages, home: { ...demo.content.seoPages.home, description: text } },
    services: demo.content.services.map((s) => ({ ...s, description: hostile })),
    aboutBoxes: [{ title: text, description: hostile }],
  });
  if (!parsed.ok) throw new Error(parsed.problems);
  const db = openDatabase(path.join(tmp, 'salon.sqlite'));
  try {
    replaceContent(db, parsed.content);
    const stored = exportContent(db);
    expect(stored.services.every((s) => s.description === clean)).toBe(true);
    expect(stored.aboutBoxes[0]).toEqual({ id: 1, title: text, description: clean });
    expect(stored.seoPages.home.description).toBe(text);
  } finally {
    db.close();
  }
});

it('sanitises every HTML field of the API types, and no other', () => {
  const types = fs.readFileSync(path.join(root, 'src/api/types.ts'), 'utf8');
  const schema = fs.readFileSync(path.join(root, 'server/contentSchema.ts'), 'utf8');
  const htmlInTypes = [...types.matchAll(/(\w+)\?: Maybe<Html>/g)].map((m) => m[1]).sort();
  const htmlInSchema = [...schema.matchAll(/(\w+): html\b/g)].map((m) => m[1]).sort();
  expect(htmlInTypes.length).toBeGreaterThan(0);
  expect(htmlInSchema).toEqual(htmlInTypes);
});

it('sanitises content stored before HTML was sanitised on write, once, when the server starts', () => {
  // A database of schema version 1, holding what was stored before HTML was sanitised on write.
  const file = path.join(tmp, 'salon.sqlite');
  const db = new Database(file);
  migrate(db, 1);
  seedIfNeeded(db, contentDir);
  const [first] = getServicesPage(db).services ?? [];
  db.prepare('UPDATE services SET description = ? WHERE id = ?').run(hostile, first!.id);
  db.close();

  const reopened = openDatabase(file);
  try {
    expect(getServicesPage(reopened).services?.[0]?.description).toBe(clean);
    expect(reopened.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(2);
  } finally {
    reopened.close();
  }
});

it('has the server render use the stored HTML as it is', async () => {
  const file = path.join(tmp, 'render.cjs');
  fs.writeFileSync(
    file,
    `let trusted = false;
    exports.trustStoredHtml = () => { trusted = true; };
    exports.setSanitizerWindow = () => { throw new Error('no DOM needed'); };
    exports.renderPage = async () => ({ head: '', body: String(trusted) });`,
  );
  const log = { warn: jest.fn() } as unknown as Parameters<typeof pageRendererAt>[1];
  expect(await (await pageRendererAt(file, log)())?.('http://localhost/', {})).toEqual({ head: '', body: 'true' });
  expect(log.warn).not.toHaveBeenCalled();
});
