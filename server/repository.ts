// Reads and writes content in SQLite, in the shapes the site's API expects (src/api/types.ts).
import type Database from 'better-sqlite3';
import type {
  AboutPageData,
  ContactMessage,
  ContactPageData,
  GalleryItem,
  GalleryPageOfItems,
  GallerySettings,
  GeneralData,
  ProductCategory,
  ProductsPageData,
  SeoPage,
  ServicesPageData,
  SocialFeedItem,
} from '../src/api/types';
import { CONTENT_FORMAT_VERSION, SEO_PAGES, type ContentFile, type SeoPageKey } from './contentSchema';

type Db = Database.Database;

/** Settings documents, keyed as in the content file. */
const SETTINGS_KEYS = [
  'headerTitles',
  'footerTitles',
  'homeSettings',
  'servicesPage',
  'productsSettings',
  'aboutSettings',
  'contactSettings',
  'gallerySettings',
] as const;
type SettingsKey = (typeof SETTINGS_KEYS)[number];

/** The home page's gallery teaser has five fixed slots. */
export const HOME_GALLERY_SIZE = 5;
export const GALLERY_PAGE_SIZE = 9;

function readSetting<K extends SettingsKey>(db: Db, key: K): ContentFile[K] | null {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as ContentFile[K]) : null;
}

function all<T>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db.prepare(sql).all(...params) as T[];
}

/** A price keeps the form it was entered in: numbers stay numbers, "from $120" stays text. */
function encodePrice(price: string | number | null | undefined): string | null {
  if (price === null || price === undefined) return null;
  return JSON.stringify(price);
}

function decodePrice(stored: string | null): string | number | null {
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as unknown;
    return typeof value === 'number' || typeof value === 'string' ? value : stored;
  } catch {
    return stored;
  }
}

function seoPages(db: Db): SeoPage[] {
  const rows = all<{ page: SeoPageKey; title: string | null; description: string | null; image: string | null }>(
    db,
    'SELECT page, title, description, image FROM seo_pages ORDER BY position',
  );
  const byPage = new Map(rows.map((r) => [r.page, r]));
  // Always six entries in the site's fixed order, even if a page has no row.
  return SEO_PAGES.map((page, index) => {
    const row = byPage.get(page);
    const entry: SeoPage = { id: index + 1, title: row?.title ?? null, description: row?.description ?? null };
    // The site reads the gallery's image from image_path and every other page's from image.
    if (page === 'gallery') entry.image_path = row?.image ?? null;
    else entry.image = row?.image ?? null;
    return entry;
  });
}

export function getGeneralData(db: Db): GeneralData {
  return {
    homeSettings: readSetting(db, 'homeSettings'),
    testimonials: all(db, 'SELECT id, image, name, description FROM testimonials ORDER BY position, id'),
    galleryItems: all(db, 'SELECT id, image, alt FROM gallery_items ORDER BY position, id LIMIT ?', HOME_GALLERY_SIZE),
    seoPages: seoPages(db),
    headerTitles: readSetting(db, 'headerTitles'),
    footerTitles: readSetting(db, 'footerTitles'),
    socialChannels: all(
      db,
      'SELECT id, name, url, is_mail, icon_white, icon_grey FROM social_channels ORDER BY position, id',
    ),
  };
}

export function getServicesPage(db: Db): ServicesPageData {
  const services = all<Record<string, unknown> & { price: string | null }>(
    db,
    `SELECT id, title, description, icon, icon_hover, icon_on_image, image, price, button_label
       FROM services ORDER BY position, id`,
  ).map((s) => ({ ...s, price: decodePrice(s.price) }));
  return { servicesPage: readSetting(db, 'servicesPage'), services: services as ServicesPageData['services'] };
}

interface ProductRow {
  id: number;
  category_id: number;
  title: string | null;
  price: string | null;
  size: string | null;
  description: string | null;
  featured_image: string | null;
  images: string;
}

function productCategories(db: Db): ProductCategory[] {
  const categories = all<Omit<ProductCategory, 'products'>>(
    db,
    'SELECT id, title, description, pdf_file FROM product_categories ORDER BY position, id',
  );
  const products = all<ProductRow>(
    db,
    `SELECT id, category_id, title, price, size, description, featured_image, images
       FROM products ORDER BY position, id`,
  );
  const features = all<{ id: number; product_id: number; title: string | null; content: string | null }>(
    db,
    'SELECT id, product_id, title, content FROM product_features ORDER BY position, id',
  );
  return categories.map((category) => ({
    ...category,
    products: products
      .filter((p) => p.category_id === category.id)
      .map(({ category_id: _category, price, ...p }) => ({
        ...p,
        price: decodePrice(price),
        // Kept JSON-encoded: the site (and the backend it was first written for) expects a string.
        images: p.images,
        product_features: features.filter((f) => f.product_id === p.id).map(({ product_id: _product, ...f }) => f),
      })),
  }));
}

export function getProductsPage(db: Db): ProductsPageData {
  return { productsSettings: readSetting(db, 'productsSettings'), products: productCategories(db) };
}

export function getAboutPage(db: Db): AboutPageData {
  return {
    aboutSettings: readSetting(db, 'aboutSettings'),
    aboutBoxes: all(db, 'SELECT id, title, description FROM about_boxes ORDER BY position, id'),
    aboutProductFeatures: all(db, 'SELECT id, title FROM about_product_features ORDER BY position, id'),
    aboutProductBrands: all(db, 'SELECT id, title FROM about_product_brands ORDER BY position, id'),
  };
}

export function getContactPage(db: Db): ContactPageData {
  return { contactSettings: readSetting(db, 'contactSettings') };
}

export function getGallerySettings(db: Db): GallerySettings | null {
  return readSetting(db, 'gallerySettings');
}

/** One page of the gallery; a page past the end is empty rather than an error, as in Laravel. */
export function getGalleryPage(
  db: Db,
  page: number,
  perPage = GALLERY_PAGE_SIZE,
): Required<Omit<GalleryPageOfItems, 'media'>> {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM gallery_items').get() as { total: number };
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const data =
    page > lastPage
      ? []
      : all<GalleryItem>(
          db,
          'SELECT id, image, alt FROM gallery_items ORDER BY position, id LIMIT ? OFFSET ?',
          perPage,
          (page - 1) * perPage,
        );
  return { data, current_page: page, last_page: lastPage };
}

export function getDemoFeed(db: Db): SocialFeedItem[] {
  return all(db, 'SELECT permalink, thumbnail_url, media_url, caption FROM instagram_demo_items ORDER BY position, id');
}

/** Drops nulls so exported files stay readable. */
function compact<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as T;
}

/** All content in the content file format; contact messages are not content and stay out. */
export function exportContent(db: Db): ContentFile {
  const seoRows = all<{ page: SeoPageKey; title: string | null; description: string | null; image: string | null }>(
    db,
    'SELECT page, title, description, image FROM seo_pages',
  );
  const seo = Object.fromEntries(
    SEO_PAGES.map((page) => {
      const row = seoRows.find((r) => r.page === page);
      return [
        page,
        compact({ title: row?.title ?? null, description: row?.description ?? null, image: row?.image ?? null }),
      ];
    }),
  ) as ContentFile['seoPages'];

  const categories = productCategories(db).map((c) => ({
    ...compact({ id: c.id, title: c.title ?? null, description: c.description ?? null, pdf_file: c.pdf_file ?? null }),
    products: (c.products ?? []).map((p) => ({
      ...compact({
        id: p.id,
        title: p.title ?? null,
        price: p.price ?? null,
        size: p.size ?? null,
        description: p.description ?? null,
        featured_image: p.featured_image ?? null,
      }),
      images: JSON.parse(typeof p.images === 'string' ? p.images : '[]') as string[],
      product_features: (p.product_features ?? []).map((f) =>
        compact({ id: f.id, title: f.title ?? null, content: f.content ?? null }),
      ),
    })),
  }));

  const settings = Object.fromEntries(SETTINGS_KEYS.map((key) => [key, readSetting(db, key) ?? {}])) as Pick<
    ContentFile,
    SettingsKey
  >;

  return {
    version: CONTENT_FORMAT_VERSION,
    headerTitles: settings.headerTitles,
    footerTitles: settings.footerTitles,
    socialChannels: all<Record<string, unknown>>(
      db,
      'SELECT id, name, url, is_mail, icon_white, icon_grey FROM social_channels ORDER BY position, id',
    ).map(compact),
    seoPages: seo,
    homeSettings: settings.homeSettings,
    testimonials: all<Record<string, unknown>>(
      db,
      'SELECT id, image, name, description FROM testimonials ORDER BY position, id',
    ).map(compact),
    servicesPage: settings.servicesPage,
    services: (getServicesPage(db).services ?? []).map((s) => compact({ ...s })),
    productsSettings: settings.productsSettings,
    productCategories: categories,
    aboutSettings: settings.aboutSettings,
    aboutBoxes: all<Record<string, unknown>>(
      db,
      'SELECT id, title, description FROM about_boxes ORDER BY position, id',
    ).map(compact),
    aboutProductFeatures: all<Record<string, unknown>>(
      db,
      'SELECT id, title FROM about_product_features ORDER BY position, id',
    ).map(compact),
    aboutProductBrands: all<Record<string, unknown>>(
      db,
      'SELECT id, title FROM about_product_brands ORDER BY position, id',
    ).map(compact),
    contactSettings: settings.contactSettings,
    gallerySettings: settings.gallerySettings,
    galleryItems: all<Record<string, unknown>>(
      db,
      'SELECT id, image, alt FROM gallery_items ORDER BY position, id',
    ).map(compact) as ContentFile['galleryItems'],
    instagramFeed: all<Record<string, unknown>>(
      db,
      'SELECT id, permalink, thumbnail_url, media_url, caption FROM instagram_demo_items ORDER BY position, id',
    ).map(compact) as ContentFile['instagramFeed'],
  };
}

const CONTENT_TABLES = [
  // Children first, so the foreign keys never point at a removed row.
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

/**
 * Swaps all content for the given (already validated) content in one transaction: either every
 * row is replaced or, on any failure, nothing changes. Contact messages are left alone.
 */
export function replaceContent(db: Db, content: ContentFile): void {
  const run = db.transaction(() => {
    for (const table of CONTENT_TABLES) db.prepare(`DELETE FROM ${table}`).run();

    const putSetting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
    for (const key of SETTINGS_KEYS) putSetting.run(key, JSON.stringify(content[key]));

    const putSeo = db.prepare(
      'INSERT INTO seo_pages (page, position, title, description, image) VALUES (?, ?, ?, ?, ?)',
    );
    SEO_PAGES.forEach((page, position) => {
      const entry = content.seoPages[page];
      putSeo.run(page, position, entry.title ?? null, entry.description ?? null, entry.image ?? null);
    });

    const putSocial = db.prepare(
      'INSERT INTO social_channels (id, position, name, url, is_mail, icon_white, icon_grey) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    content.socialChannels.forEach((c, position) =>
      putSocial.run(
        c.id ?? null,
        position,
        c.name ?? null,
        c.url ?? null,
        c.is_mail === 1 || c.is_mail === true ? 1 : 0,
        c.icon_white ?? null,
        c.icon_grey ?? null,
      ),
    );

    const putTestimonial = db.prepare(
      'INSERT INTO testimonials (id, position, image, name, description) VALUES (?, ?, ?, ?, ?)',
    );
    content.testimonials.forEach((t, position) =>
      putTestimonial.run(t.id ?? null, position, t.image ?? null, t.name ?? null, t.description ?? null),
    );

    const putGallery = db.prepare('INSERT INTO gallery_items (id, position, image, alt) VALUES (?, ?, ?, ?)');
    content.galleryItems.forEach((g, position) => putGallery.run(g.id ?? null, position, g.image, g.alt ?? null));

    const putService = db.prepare(
      `INSERT INTO services (id, position, title, description, icon, icon_hover, icon_on_image, image, price, button_label)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    content.services.forEach((s, position) =>
      putService.run(
        s.id ?? null,
        position,
        s.title ?? null,
        s.description ?? null,
        s.icon ?? null,
        s.icon_hover ?? null,
        s.icon_on_image ?? null,
        s.image ?? null,
        encodePrice(s.price),
        s.button_label ?? null,
      ),
    );

    const putCategory = db.prepare(
      'INSERT INTO product_categories (id, position, title, description, pdf_file) VALUES (?, ?, ?, ?, ?)',
    );
    const putProduct = db.prepare(
      `INSERT INTO products (id, category_id, position, title, price, size, description, featured_image, images)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const putFeature = db.prepare(
      'INSERT INTO product_features (id, product_id, position, title, content) VALUES (?, ?, ?, ?, ?)',
    );
    content.productCategories.forEach((c, position) => {
      const categoryId = Number(
        putCategory.run(c.id ?? null, position, c.title ?? null, c.description ?? null, c.pdf_file ?? null)
          .lastInsertRowid,
      );
      c.products.forEach((p, productPosition) => {
        const productId = Number(
          putProduct.run(
            p.id ?? null,
            categoryId,
            productPosition,
            p.title ?? null,
            encodePrice(p.price),
            p.size ?? null,
            p.description ?? null,
            p.featured_image ?? null,
            JSON.stringify(p.images),
          ).lastInsertRowid,
        );
        p.product_features.forEach((f, featurePosition) =>
          putFeature.run(f.id ?? null, productId, featurePosition, f.title ?? null, f.content ?? null),
        );
      });
    });

    const putBox = db.prepare('INSERT INTO about_boxes (id, position, title, description) VALUES (?, ?, ?, ?)');
    content.aboutBoxes.forEach((b, position) =>
      putBox.run(b.id ?? null, position, b.title ?? null, b.description ?? null),
    );

    const putAboutFeature = db.prepare('INSERT INTO about_product_features (id, position, title) VALUES (?, ?, ?)');
    content.aboutProductFeatures.forEach((f, position) => putAboutFeature.run(f.id ?? null, position, f.title ?? null));

    const putBrand = db.prepare('INSERT INTO about_product_brands (id, position, title) VALUES (?, ?, ?)');
    content.aboutProductBrands.forEach((b, position) => putBrand.run(b.id ?? null, position, b.title ?? null));

    const putFeed = db.prepare(
      'INSERT INTO instagram_demo_items (id, position, permalink, thumbnail_url, media_url, caption) VALUES (?, ?, ?, ?, ?, ?)',
    );
    content.instagramFeed.forEach((i, position) =>
      putFeed.run(i.id ?? null, position, i.permalink, i.thumbnail_url ?? null, i.media_url, i.caption ?? null),
    );

    markContentChanged(db);
  });
  run();
}

/**
 * Moves the content's version on: the API's answers and the drawn pages are made again. Also for
 * what the answers carry beside the content (the media library's alt texts and focal points).
 */
export function markContentChanged(db: Db): void {
  db.prepare(
    "INSERT INTO meta (key, value) VALUES ('content_updated_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  ).run(new Date().toISOString());
  // A counter beside the time: two imports within the same millisecond are still two versions.
  db.prepare(
    `INSERT INTO meta (key, value) VALUES ('content_version', '1')
     ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`,
  ).run();
}

/** When the content last changed (seed or import), as an ISO timestamp; null before the first. */
export function getContentUpdatedAt(db: Db): string | null {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'content_updated_at'").get() as
    { value: string } | undefined;
  return row?.value ?? null;
}

/**
 * What names the content as it is now: it changes with every seed and import, also those made by
 * another process (the CLI) while the server runs. One look-up by primary key, cheap enough to make
 * for every page view.
 */
export function contentVersionReader(db: Db): () => string {
  const statement = db
    .prepare("SELECT key, value FROM meta WHERE key IN ('content_version', 'content_updated_at') ORDER BY key")
    .raw();
  return () => (statement.all() as string[][]).map((row) => row[1]).join('/');
}

export interface StoredContactMessage extends ContactMessage {
  id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

/** A message repeated within this time from the same address is a resend, not a new message. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Stores a message, unless the same address sent the very same fields within DUPLICATE_WINDOW_MS:
 * then the stored one's id is returned, so a resend (a double submit, a retry after a lost answer, a
 * replayed request) still gets its success without a second copy in the inbox.
 */
export function insertContactMessage(
  db: Db,
  message: ContactMessage,
  meta: { ip?: string | null; userAgent?: string | null } = {},
): { id: number; created_at: string; duplicate: boolean } {
  const now = new Date();
  const createdAt = now.toISOString();
  const ip = meta.ip ?? null;
  const store = db.transaction(() => {
    const earlier = db
      .prepare(
        `SELECT id, created_at FROM contact_messages
         WHERE created_at >= ? AND ip IS ? AND first_name = ? AND last_name = ? AND email = ? AND mobile = ? AND message = ?
         ORDER BY id DESC LIMIT 1`,
      )
      .get(
        new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString(),
        ip,
        message.first_name,
        message.last_name,
        message.email,
        message.mobile,
        message.message,
      ) as { id: number; created_at: string } | undefined;
    if (earlier) return { ...earlier, duplicate: true };
    const result = db
      .prepare(
        `INSERT INTO contact_messages (first_name, last_name, email, mobile, message, ip, user_agent, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        message.first_name,
        message.last_name,
        message.email,
        message.mobile,
        message.message,
        ip,
        meta.userAgent ? meta.userAgent.slice(0, 512) : null,
        createdAt,
      );
    return { id: Number(result.lastInsertRowid), created_at: createdAt, duplicate: false };
  });
  // IMMEDIATE: another process (the CLI) cannot slip the same row in between the look and the write.
  return store.immediate();
}

export function listContactMessages(db: Db, limit = 100): StoredContactMessage[] {
  return all(db, 'SELECT * FROM contact_messages ORDER BY id DESC LIMIT ?', limit);
}
