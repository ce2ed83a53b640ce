// A database whose versions are full copies (the schema before migration 11) opens on this server with every version moved
// to parts: each reads back as it was, the history and the draft keep their ids, and the file,
// vacuumed after, shrinks to a fraction.
import { databaseFileEachTest, demoContent } from '../support/tempDatabase';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { migrate, openDatabase, SCHEMA_VERSION } from '../../server/db/database';
import { MIGRATIONS } from '../../server/db/migrations';
import { storeContentByParts } from '../../server/db/migrations/contentParts';
import { getDraft, publishDraft, restoreVersion } from '../../server/modules/content/drafts';
import { checkPicturesDescribed } from '../../server/modules/media/publishCheck';
import { exportContent, getVersion, listVersions, publishedContentOf } from '../../server/modules/content/store';

const databaseFile = databaseFileEachTest('salon-parts-migration');
const demo = demoContent;

/** The versions' texts, as full copies: a gallery growing at the top, unicode, an item removed. */
function history(): string[] {
  const seed = demo();
  const texts = [JSON.stringify(seed)];
  let gallery = seed.galleryItems;
  for (let i = 0; i < 60; i += 1) {
    const added = Array.from({ length: i === 0 ? 1000 : 1 }, (_, n) => ({
      id: 100 + gallery.length + n,
      image: `uploads/2024/0${1 + (i % 9)}/photo-${gallery.length + n}-9a1f.jpg`,
      alt: `Look ${gallery.length + n} — bouclé, 巻き髪 🌀`,
    }));
    gallery = [...added, ...gallery];
    if (i === 30) gallery = gallery.filter((_, at) => at !== 500);
    texts.push(JSON.stringify({ ...seed, galleryItems: gallery }));
  }
  // A hand edit the full copies took as it was: keys that look like the parts' references.
  texts.push(JSON.stringify({ ...seed, extra: { $part: 'x', $$chunks: [1], list: Array(300).fill({ $part: 'y' }) } }));
  return texts;
}

/** The schema just before versions by parts, wherever that migration stands in the list. */
const FULL_COPIES = MIGRATIONS.indexOf(storeContentByParts);

/** A database at the schema before versions by parts, holding `texts` as versions, a draft based on the last, and the content's version. */
function oldDatabase(texts: string[]): void {
  const db = new Database(databaseFile());
  db.pragma('journal_mode = WAL');
  migrate(db, FULL_COPIES);
  const insert = db.prepare(
    `INSERT INTO content_versions (content, source, author, note, restored_from, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    texts.forEach((text, i) =>
      insert.run(
        text,
        i === 0 ? 'seed' : 'publish',
        i === 0 ? null : 'noor',
        `Version ${i + 1}`,
        i === 5 ? 2 : null,
        `2024-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
      ),
    );
    db.prepare(
      `INSERT INTO content_draft (id, content, based_on, restored_from, revision, updated_at, updated_by)
       VALUES (1, ?, ?, 3, 4, '2024-02-01T00:00:00.000Z', 'noor')`,
    ).run(texts[2], texts.length);
    db.prepare("INSERT INTO meta (key, value) VALUES ('content_version', '61'), ('seeded_at', '2024-01-01')").run();
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

it('moves every version to parts, each reading back as it was, and shrinks the file', () => {
  const texts = history();
  oldDatabase(texts);
  const before = fs.statSync(databaseFile()).size;
  const old = new Database(databaseFile(), { readonly: true });
  // Read as that schema holds them: the store's reader asks of today's (who scheduled a version, migration 17).
  const summaries = (
    old
      .prepare(
        `SELECT id, created_at AS createdAt, source, author, note, restored_from AS restoredFrom
         FROM content_versions ORDER BY id DESC`,
      )
      .all() as object[]
  ).map((summary) => ({ ...summary, scheduledBy: null }));
  old.close();

  const db = openDatabase(databaseFile());
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const columns = db.prepare("SELECT name FROM pragma_table_info('content_versions')").pluck().all();
    expect(columns).toContain('root');
    expect(columns).not.toContain('content');
    expect(listVersions(db, { limit: 100 })).toEqual(summaries);
    texts.forEach((text, i) => expect(JSON.stringify(getVersion(db, i + 1)?.content)).toBe(text));
    expect(JSON.stringify(exportContent(db))).toBe(texts[texts.length - 1]);
    expect(JSON.stringify(publishedContentOf(db).content())).toBe(texts[texts.length - 1]);
    // The draft is a copy of its own, and keeps the versions it names.
    expect(getDraft(db)).toMatchObject({ basedOn: texts.length, restoredFrom: 3, revision: 4 });
    expect(JSON.stringify(getDraft(db).content)).toBe(texts[2]);

    // Vacuumed at the start that migrated: 62 copies of a 1,000-photo gallery, then their parts.
    expect(db.prepare("SELECT 1 FROM meta WHERE key = 'vacuum_wanted'").get()).toBeUndefined();
    const after = fs.statSync(databaseFile()).size + fs.statSync(`${databaseFile()}-wal`).size;
    expect(before).toBeGreaterThan(8_000_000);
    expect(after).toBeLessThan(before / 5);
  } finally {
    db.close();
  }
});

it('restores a migrated version and publishes it again as it was', () => {
  const texts = history().slice(0, 3);
  oldDatabase(texts);
  const db = openDatabase(databaseFile());
  try {
    db.prepare('DELETE FROM content_draft').run();
    expect(restoreVersion(db, 2, { author: 'noor' }).ok).toBe(true);
    const published = publishDraft(db, { author: 'noor' }, checkPicturesDescribed);
    if (!published.ok) throw new Error(published.message);
    expect(JSON.stringify(getVersion(db, published.version.id)?.content)).toBe(texts[1]);
    expect(published.version.restoredFrom).toBe(2);
  } finally {
    db.close();
  }
});
