// Versions kept by their parts, on a real database: every version reads back exactly as it was
// published (a gallery growing at the top, an edit in the middle of a long list, an item removed,
// text in any script), restores as before, costs what changed rather than a full copy, and content
// that holds the very shapes the storage uses for references comes back unchanged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/database';
import { getDraft, publishDraft, restoreVersion } from '../../server/modules/content/drafts';
import { checkPicturesDescribed } from '../../server/modules/media/publishCheck';
import { decodeContent, encodeContent, readContentParts, writeContentParts } from '../../server/modules/content/parts';
import { parseContentFile, type ContentFile } from '../../server/modules/content/schema';
import { seedIfNeeded } from '../../server/modules/content/seed';
import {
  exportContent,
  getVersion,
  listVersions,
  publishContent,
  publishedContentOf,
} from '../../server/modules/content/store';

const contentDir = path.resolve(__dirname, '../../server/content');
let tmp: string;
let db: Db;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-parts-'));
  db = openDatabase(path.join(tmp, 'salon.sqlite'));
  seedIfNeeded(db, contentDir);
});

afterEach(() => {
  db.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Photo = ContentFile['galleryItems'][number];

/** `count` new photos, numbered from `from`, as the owner adds them (without ids: publishing gives them). */
const photos = (count: number, from: number): Photo[] =>
  Array.from({ length: count }, (_, i) => ({
    image: `uploads/2025/06/photo-${String(from + i).padStart(5, '0')}-3f9c2b7d.jpg`,
    alt: `Look ${from + i}: soft defined ringlets after a dry cut`,
  }));

/** What a full copy of the version kept: the content as publishing stores it, through JSON. */
function storedForm(content: unknown): string {
  const parsed = parseContentFile(content);
  if (!parsed.ok) throw new Error(parsed.problems);
  return JSON.stringify(parsed.content);
}

/** Publishes `content`, and returns its id with what the version must read back as. */
function publish(content: unknown, note: string): { id: number; text: string } {
  const text = storedForm(content);
  return { id: publishContent(db, content, { source: 'publish', author: 'noor', note }).id, text };
}

/** Bytes of the versions and their parts in the file, indexes included (SQLite's dbstat). */
const storedBytes = () =>
  db
    .prepare(
      `SELECT SUM(pgsize) FROM dbstat WHERE name IN (
         SELECT name FROM sqlite_schema WHERE tbl_name IN ('content_versions', 'content_parts'))`,
    )
    .pluck()
    .get() as number;

const partCount = () => db.prepare('SELECT COUNT(*) FROM content_parts').pluck().get() as number;

it('reads back every version of a sequence of publishes exactly as it was published', () => {
  const seed = exportContent(db);
  const published = [{ id: 1, text: JSON.stringify(seed) }];
  let content: ContentFile = { ...seed, galleryItems: [...photos(600, 0), ...seed.galleryItems] };
  published.push(publish(content, '600 photos'));
  // A photo at the top of the gallery per publish, as the owner adds them.
  for (let i = 0; i < 12; i += 1) {
    content = exportContent(db);
    content = { ...content, galleryItems: [...photos(1, 1000 + i), ...content.galleryItems] };
    published.push(publish(content, 'One new photo'));
  }
  content = exportContent(db);
  const middle = content.galleryItems.map((item, i) => (i === 300 ? { ...item, alt: 'Edited in the middle' } : item));
  published.push(publish({ ...content, galleryItems: middle }, 'An edit in the middle'));
  content = exportContent(db);
  published.push(
    publish({ ...content, galleryItems: content.galleryItems.filter((_, i) => i !== 150) }, 'A photo removed'),
  );
  content = exportContent(db);
  const services = content.services.map((service, i) =>
    i === 1 ? { ...service, title: 'Crème brûlée curls 🌀 日本語 עברית 𝒜𝒷𝒸 ﬁ', price: 'Dès 95 € 💶' } : service,
  );
  published.push(publish({ ...content, services }, 'Unicode 🌀'));
  const [category, ...categories] = content.productCategories;
  published.push(
    publish({ ...content, services, productCategories: [...categories, category!] }, 'A category moved to the end'),
  );

  for (const { id, text } of published) expect(JSON.stringify(getVersion(db, id)?.content)).toBe(text);
  const last = published[published.length - 1]!.text;
  expect(JSON.stringify(exportContent(db))).toBe(last);
  expect(JSON.stringify(publishedContentOf(db).content())).toBe(last);
  expect(exportContent(db).galleryItems).toHaveLength(36 + 600 + 12 - 1);
  expect(listVersions(db).map((version) => version.id)).toEqual(published.map(({ id }) => id).reverse());
  expect(listVersions(db).at(-1)).toMatchObject({ id: 1, source: 'seed', note: 'The demo content' });
  // The long list is kept in chunks of parts: no version row holds more than a reference.
  const roots = db.prepare('SELECT root FROM content_versions').pluck().all() as string[];
  expect(Math.max(...roots.map((root) => root.length))).toBeLessThan(100);
});

it('restores an older version into the draft and publishes it again as it was, adding no part', () => {
  const seed = exportContent(db);
  const services = seed.services.map((service, i) => (i === 0 ? { ...service, price: 'From $321' } : service));
  publish({ ...seed, services }, 'Autumn prices');
  const parts = partCount();

  const restored = restoreVersion(db, 1, { author: 'noor' });
  expect(restored.ok).toBe(true);
  expect(getDraft(db).content).toEqual(getVersion(db, 1)?.content);
  const again = publishDraft(db, { author: 'noor', note: 'Back to the summer prices' }, checkPicturesDescribed);
  if (!again.ok) throw new Error(again.message);
  expect(again.version).toMatchObject({ id: 3, restoredFrom: 1, note: 'Back to the summer prices' });
  expect(JSON.stringify(getVersion(db, 3)?.content)).toBe(JSON.stringify(seed));
  // The same content is the same parts: the version adds its row and nothing else.
  expect(partCount()).toBe(parts);
});

it('stores a publish by what changed: 200 photos added one by one to 1,000 take far less than full copies', () => {
  // Each publish commits on its own; without the wait for the disk, as only the sizes count here.
  db.pragma('synchronous = OFF');
  const seed = exportContent(db);
  publish({ ...seed, galleryItems: [...photos(1000, 0), ...seed.galleryItems] }, '1,000 photos');
  const before = storedBytes();
  let content = exportContent(db);
  for (let i = 0; i < 200; i += 1) {
    content = { ...content, galleryItems: [...photos(1, 5000 + i), ...content.galleryItems] };
    publishContent(db, content, { source: 'publish', note: 'One new photo' });
    content = exportContent(db);
  }
  const grown = storedBytes() - before;
  const fullCopies = 200 * JSON.stringify(content).length;
  expect(content.galleryItems).toHaveLength(1236);
  expect(fullCopies).toBeGreaterThan(30_000_000);
  // Full copies would add over 30 MB; the parts of 200 small changes, under 2.5 MB.
  expect(grown).toBeLessThan(2_500_000);
}, 120_000);

/** Content that uses, as its own, every shape and key the stored form gives a meaning. */
function lookalikes(size: number): unknown {
  const tricky = (i: number) => ({
    $part: `not-a-hash-${i}`,
    $chunks: ['a', 'b'],
    $$part: { $part: 'x' },
    $: i,
    '': 'empty key',
    ['__proto__']: { polluted: true },
    text: '{"$part":"abc"} and {"$chunks":[]} as text',
  });
  return {
    reference: { $part: 'AAAA' },
    chunks: { $chunks: ['AAAA', 'BBBB'] },
    escaped: { $$chunks: [1, 2, 3] },
    listOfReferences: Array.from({ length: size }, (_, i) => ({ $part: `p${i}` })),
    listOfTricks: Array.from({ length: size }, (_, i) => tricky(i)),
    nested: [[{ $part: 'deep' }], [], {}, null, 0, false, 'ümlaut ✓'],
  };
}

it('keeps content that holds the shapes of its references, in small and large parts alike', () => {
  for (const size of [1, 5, 400]) {
    const value = JSON.parse(JSON.stringify(lookalikes(size))) as unknown;
    const { root, parts } = encodeContent(value);
    expect(JSON.stringify(decodeContent(root, (hash) => parts.get(hash)))).toBe(JSON.stringify(value));
    // The own key __proto__ stays a key, as JSON.parse made it, never the object's prototype.
    const back = decodeContent(root, (hash) => parts.get(hash)) as { listOfTricks: object[] };
    expect(Object.getPrototypeOf(back.listOfTricks[0])).toBe(Object.prototype);
  }
  // Through the database, as a version written past the content model (by hand) would be.
  const value = JSON.parse(JSON.stringify(lookalikes(400))) as unknown;
  const root = db.transaction(() => writeContentParts(db, value))();
  expect(root).toMatch(/^\{"\$part":"[\w-]{43}"\}$/);
  expect(JSON.stringify(db.transaction(() => readContentParts(db, root))())).toBe(JSON.stringify(value));
});

it('keeps text that reads like a reference, through the content model', () => {
  const seed = exportContent(db);
  const title = '{"$part":"3f9c"} {"$chunks":["a"]} $$part';
  const { id, text } = publish({ ...seed, headerTitles: { ...seed.headerTitles, home_menu_label: title } }, 'Odd');
  expect(JSON.stringify(getVersion(db, id)?.content)).toBe(text);
  expect(exportContent(db).headerTitles.home_menu_label).toBe(title);
});

it('leaves no part behind when a publish is rolled back', () => {
  const seed = exportContent(db);
  const parts = partCount();
  expect(() =>
    db.transaction(() => {
      publishContent(db, { ...seed, galleryItems: photos(300, 0) }, { source: 'publish' });
      throw new Error('rolled back');
    })(),
  ).toThrow('rolled back');
  expect(partCount()).toBe(parts);
  expect(listVersions(db)).toHaveLength(1);
});
