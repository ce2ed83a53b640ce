// Opens the SQLite database, brings its schema up to date and seeds the demo content once.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parseContentFile } from './contentSchema';
import { exportContent, replaceContent } from './repository';

export type Db = Database.Database;

export const CONTENT_FILE_NAME = 'content.json';

/**
 * Each entry moves the schema one version up; PRAGMA user_version records how many have run.
 * Never edit an entry that has shipped: append a new one.
 */
const MIGRATIONS: ReadonlyArray<(db: Db) => void> = [
  // 1: the content tables, the contact inbox and a small key/value table for bookkeeping.
  (db) => {
    db.exec(`
      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      -- Single-record page settings (homeSettings, contactSettings, ...) kept as JSON documents:
      -- their fields are validated on import, and the site reads them whole.
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL CHECK (json_valid(value))
      );

      CREATE TABLE seo_pages (
        page TEXT PRIMARY KEY,
        position INTEGER NOT NULL UNIQUE,
        title TEXT,
        description TEXT,
        image TEXT
      );

      CREATE TABLE social_channels (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        name TEXT,
        url TEXT,
        is_mail INTEGER NOT NULL DEFAULT 0 CHECK (is_mail IN (0, 1)),
        icon_white TEXT,
        icon_grey TEXT
      );

      CREATE TABLE testimonials (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        image TEXT,
        name TEXT,
        description TEXT
      );

      CREATE TABLE gallery_items (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        image TEXT NOT NULL,
        alt TEXT
      );
      CREATE INDEX gallery_items_position ON gallery_items (position, id);

      CREATE TABLE services (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        title TEXT,
        description TEXT,
        icon TEXT,
        icon_hover TEXT,
        icon_on_image TEXT,
        image TEXT,
        price TEXT,
        button_label TEXT
      );

      CREATE TABLE product_categories (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        title TEXT,
        description TEXT,
        pdf_file TEXT
      );

      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        category_id INTEGER NOT NULL REFERENCES product_categories (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        title TEXT,
        price TEXT,
        size TEXT,
        description TEXT,
        featured_image TEXT,
        images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images))
      );
      CREATE INDEX products_category ON products (category_id, position);

      CREATE TABLE product_features (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        title TEXT,
        content TEXT
      );
      CREATE INDEX product_features_product ON product_features (product_id, position);

      CREATE TABLE about_boxes (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        title TEXT,
        description TEXT
      );

      CREATE TABLE about_product_features (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        title TEXT
      );

      CREATE TABLE about_product_brands (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        title TEXT
      );

      CREATE TABLE instagram_demo_items (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        permalink TEXT NOT NULL,
        thumbnail_url TEXT,
        media_url TEXT NOT NULL,
        caption TEXT
      );

      -- AUTOINCREMENT: a message id is never reused, even after rows are deleted.
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        mobile TEXT NOT NULL,
        message TEXT NOT NULL,
        ip TEXT,
        user_agent TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
    `);
  },
  // 2: HTML from content is stored sanitised, as the content format now writes it (server/sanitize.ts);
  // content stored before is sanitised once here.
  (db) => {
    if (!db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get()) return;
    const parsed = parseContentFile(exportContent(db));
    if (!parsed.ok) throw new Error(`The stored content does not match the content format:\n${parsed.problems}`);
    replaceContent(db, parsed.content);
  },
  // 3: the media library: one record per stored file, with what the site needs to show it well.
  (db) => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS media (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        -- Inside MEDIA_DIR, as content names it ("uploads/2025/06/3f9c….jpg"); chosen by the server.
        path TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('image', 'video', 'document')),
        mime TEXT NOT NULL,
        bytes INTEGER NOT NULL CHECK (bytes >= 0),
        width INTEGER,
        height INTEGER,
        pages INTEGER,
        -- The uploaded file's name, for the owner's search only: never part of a visitor's address.
        original_name TEXT NOT NULL,
        alt TEXT,
        decorative INTEGER NOT NULL DEFAULT 0 CHECK (decorative IN (0, 1)),
        -- Where the picture's subject is, from 0 to 1 across and down; NULL: not set (the centre).
        focal_x REAL CHECK (focal_x BETWEEN 0 AND 1),
        focal_y REAL CHECK (focal_y BETWEEN 0 AND 1),
        -- Counts replacements of the file, so its address can change and caches let go of the old one.
        revision INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((focal_x IS NULL) = (focal_y IS NULL))
      );
      CREATE INDEX IF NOT EXISTS media_created_at ON media (created_at);
    `);
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function migrate(db: Db): void {
  const current = schemaVersion(db);
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The database is at schema version ${current}, newer than this server's ${SCHEMA_VERSION}. ` +
        'Run a newer server, or point DATABASE_PATH at another file.',
    );
  }
  for (let version = current; version < SCHEMA_VERSION; version += 1) {
    const step = MIGRATIONS[version]!;
    // The version bump commits with the step, so a crash never leaves a half-applied step recorded.
    db.transaction(() => {
      step(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: every commit reaches the disk before we answer, so an accepted contact message
  // survives even a power cut, not only a killed process. Writes here are rare.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // The CLI may write while the server runs; wait for the lock rather than fail.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function readContentFile(contentDir: string): unknown {
  const file = path.join(contentDir, CONTENT_FILE_NAME);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the content file ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new Error(`The content file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * Loads the content file into an unseeded database. Runs at every start but only acts once: the
 * marker is written in the same transaction as the content, so edits and imports made later are
 * never overwritten by the demo content.
 */
export function seedIfNeeded(db: Db, contentDir: string): { seeded: boolean } {
  const marker = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  if (marker) return { seeded: false };
  const parsed = parseContentFile(readContentFile(contentDir));
  if (!parsed.ok) {
    throw new Error(`The content file in ${contentDir} does not match the content format:\n${parsed.problems}`);
  }
  db.transaction(() => {
    replaceContent(db, parsed.content);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
  })();
  return { seeded: true };
}
