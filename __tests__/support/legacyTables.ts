// For the migration tests only: writes content into the tables of schema versions 1 and 2, as the
// server of those versions did (a frozen copy of its writer), to make the databases an upgrade meets.
import type Database from 'better-sqlite3';
import type { ContentFile } from '../../server/modules/content/schema';
import { LEGACY_CONTENT_TABLES, SEO_PAGES, SETTINGS_KEYS } from '../../server/db/migrations/legacyContent';

type Db = Database.Database;

function encodePrice(price: string | number | null | undefined): string | null {
  if (price === null || price === undefined) return null;
  return JSON.stringify(price);
}

/**
 * Swaps all content for the given (already validated) content in one transaction: either every
 * row is replaced or, on any failure, nothing changes. Contact messages are left alone.
 */
export function writeLegacyContent(db: Db, content: ContentFile): void {
  const run = db.transaction(() => {
    for (const table of LEGACY_CONTENT_TABLES) db.prepare(`DELETE FROM ${table}`).run();

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
        c.is_mail === 1 ? 1 : 0,
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

    db.prepare(
      "INSERT INTO meta (key, value) VALUES ('content_updated_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).run(new Date().toISOString());
    // A counter beside the time: two imports within the same millisecond are still two versions.
    db.prepare(
      `INSERT INTO meta (key, value) VALUES ('content_version', '1')
       ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`,
    ).run();
  });
  run();
}

/** Marks the database seeded, as the first start did. */
export function markSeeded(db: Db): void {
  db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
}
