// The content as the tables of schema versions 1 and 2 held it (one table per list, the page
// settings as JSON documents), read back in the content file format. Frozen: only the migration
// that moves the content out of those tables uses it (server/db/database.ts, migration 3).
import type Database from 'better-sqlite3';

type Db = Database.Database;

export const SEO_PAGES = ['home', 'about', 'services', 'gallery', 'contact', 'products'] as const;
export const SETTINGS_KEYS = [
  'headerTitles',
  'footerTitles',
  'homeSettings',
  'servicesPage',
  'productsSettings',
  'aboutSettings',
  'contactSettings',
  'gallerySettings',
] as const;

/** The tables the content lived in, children first (the foreign keys point at their parents). */
export const LEGACY_CONTENT_TABLES = [
  'product_features',
  'products',
  'product_categories',
  'settings',
  'seo_pages',
  'social_channels',
  'testimonials',
  'gallery_items',
  'services',
  'about_boxes',
  'about_product_features',
  'about_product_brands',
  'instagram_demo_items',
] as const;

type Row = Record<string, unknown>;

const all = (db: Db, sql: string) => db.prepare(sql).all() as Row[];

/** Drops nulls, as the export always did. */
const compact = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));

/** Prices were stored JSON-encoded, so that numbers stayed numbers. */
function decodePrice(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    const value = JSON.parse(stored) as unknown;
    return typeof value === 'number' || typeof value === 'string' ? value : stored;
  } catch {
    return stored;
  }
}

function decodeList(stored: unknown): unknown[] {
  try {
    const value = JSON.parse(typeof stored === 'string' ? stored : '[]') as unknown;
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Everything the tables hold, in the content file format (not validated: the caller does that). */
export function readLegacyContent(db: Db): Record<string, unknown> {
  const settings = new Map(
    all(db, 'SELECT key, value FROM settings').map((row) => [row.key as string, JSON.parse(row.value as string)]),
  );
  const seoRows = all(db, 'SELECT page, title, description, image FROM seo_pages');
  const features = all(db, 'SELECT id, product_id, title, content FROM product_features ORDER BY position, id');
  const products = all(
    db,
    `SELECT id, category_id, title, price, size, description, featured_image, images
       FROM products ORDER BY position, id`,
  );
  const list = (sql: string) => all(db, sql).map(compact);
  return {
    version: 1,
    ...Object.fromEntries(SETTINGS_KEYS.map((key) => [key, settings.get(key) ?? {}])),
    socialChannels: list(
      'SELECT id, name, url, is_mail, icon_white, icon_grey FROM social_channels ORDER BY position, id',
    ),
    seoPages: Object.fromEntries(
      SEO_PAGES.map((page) => {
        const { page: _page, ...entry } = seoRows.find((row) => row.page === page) ?? {};
        return [page, compact(entry)];
      }),
    ),
    testimonials: list('SELECT id, image, name, description FROM testimonials ORDER BY position, id'),
    services: all(
      db,
      `SELECT id, title, description, icon, icon_hover, icon_on_image, image, price, button_label
         FROM services ORDER BY position, id`,
    ).map((row) => compact({ ...row, price: decodePrice(row.price) })),
    productCategories: all(
      db,
      'SELECT id, title, description, pdf_file FROM product_categories ORDER BY position, id',
    ).map((category) => ({
      ...compact(category),
      products: products
        .filter((product) => product.category_id === category.id)
        .map(({ category_id: _category, ...product }) => ({
          ...compact({ ...product, price: decodePrice(product.price), images: null }),
          images: decodeList(product.images),
          product_features: features
            .filter((feature) => feature.product_id === product.id)
            .map(({ product_id: _product, ...feature }) => compact(feature)),
        })),
    })),
    aboutBoxes: list('SELECT id, title, description FROM about_boxes ORDER BY position, id'),
    aboutProductFeatures: list('SELECT id, title FROM about_product_features ORDER BY position, id'),
    aboutProductBrands: list('SELECT id, title FROM about_product_brands ORDER BY position, id'),
    galleryItems: list('SELECT id, image, alt FROM gallery_items ORDER BY position, id'),
    instagramFeed: list(
      'SELECT id, permalink, thumbnail_url, media_url, caption FROM instagram_demo_items ORDER BY position, id',
    ),
  };
}
