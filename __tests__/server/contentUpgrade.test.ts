// A database of the schema before versions (content in one table per list) opens on this server with
// its content moved, unchanged, into the first version; what the model now refuses is left out and named.
import { databaseFileEachTest, demoContent } from '../support/tempDatabase';
import Database from 'better-sqlite3';
import type { ContentFile } from '../../server/modules/content/schema';
import { exportContent, listVersions } from '../../server/modules/content/store';
import { migrate, openDatabase } from '../../server/db/database';
import { markSeeded, writeLegacyContent } from '../support/legacyTables';

const databaseFile = databaseFileEachTest('salon-upgrade');
const demo = demoContent;

/** A database as the server before versions left it, holding `content`. */
function legacyDatabase(content: ContentFile): void {
  const db = new Database(databaseFile());
  migrate(db, 2);
  writeLegacyContent(db, content);
  markSeeded(db);
  db.close();
}

const tables = (db: Database.Database) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]).sort();

it('moves the content into its first version, as it was, and drops the old tables', () => {
  legacyDatabase(demo());
  const db = openDatabase(databaseFile());
  try {
    expect(exportContent(db)).toEqual(demo());
    expect(listVersions(db)).toEqual([
      expect.objectContaining({ id: 1, source: 'upgrade', note: 'The content as it was before versions were kept.' }),
    ]);
    expect(tables(db)).not.toContain('services');
    expect(tables(db)).toEqual(expect.arrayContaining(['content_versions', 'content_draft', 'contact_messages']));
  } finally {
    db.close();
  }
});

it('sanitises the HTML the old tables held', () => {
  const content = demo();
  content.services[0]!.description = '<p>Kept</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
  legacyDatabase(content);
  const db = openDatabase(databaseFile());
  try {
    expect(exportContent(db).services[0]?.description).toBe('<p>Kept</p>');
  } finally {
    db.close();
  }
});

it('leaves out what the model refuses, names it in the version, and keeps the rest', () => {
  const content = demo();
  content.contactSettings.map_iframe_url = 'https://maps.example;sandbox';
  content.seoPages.home.image = 'javascript:alert(1)';
  content.galleryItems[2]!.image = 'data:text/html,<script>alert(1)</script>';
  legacyDatabase(content);
  const db = openDatabase(databaseFile());
  try {
    const upgraded = exportContent(db);
    expect(upgraded.contactSettings.map_iframe_url).toBeUndefined();
    expect(upgraded.seoPages.home.image).toBeUndefined();
    expect(upgraded.galleryItems.map((item) => item.id)).toEqual(
      demo()
        .galleryItems.filter((_, index) => index !== 2)
        .map((item) => item.id),
    );
    expect(upgraded.contactSettings.main_title).toBe(demo().contactSettings.main_title);
    const note = listVersions(db)[0]?.note ?? '';
    expect(note).toContain('contactSettings.map_iframe_url = "https://maps.example;sandbox"');
    expect(note).toContain('seoPages.home.image = "javascript:alert(1)"');
    // The photo's path goes first; the photo, left without one, goes next.
    expect(note).toContain('galleryItems.2.image = "data:text/html,<script>alert(1)</script>"');
    expect(note).toMatch(/galleryItems\.2 = \{"id":3,/);
  } finally {
    db.close();
  }
});

it('leaves a database that was never seeded empty, for the seed to fill', () => {
  const db = new Database(databaseFile());
  migrate(db, 2);
  db.close();
  const upgraded = openDatabase(databaseFile());
  try {
    expect(listVersions(upgraded)).toEqual([]);
  } finally {
    upgraded.close();
  }
});
