// Migration 1: the content tables, the contact inbox and a small key/value table for bookkeeping.
import type { Db } from '../types';

export function createInitialTables(db: Db): void {
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
}
