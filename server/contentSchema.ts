// The content file format: what the demo content ships in, what `content:export` writes and what
// `content:import` accepts. Objects are strict so a misspelt field name is reported, not dropped.
import { z } from 'zod';
import { sanitizeContentHtml } from './sanitize';

export const CONTENT_FORMAT_VERSION = 1;

/** Real content may leave any field empty. */
const text = z.string().nullable().optional();

/**
 * A field of HTML (src/api/types.ts names them `Html`): stored as the site would show it, sanitised
 * here, when content is written, so that the server render can use it as it is.
 */
const html = z.string().transform(sanitizeContentHtml).nullable().optional();

/**
 * A file inside the media storage ("home/banner-left.jpg") or a full http(s) URL. Paths that
 * climb out of the storage or start at the filesystem root are refused here, long before a
 * visitor's browser would ask for them.
 */
const requiredPath = z
  .string()
  .refine(
    (v) =>
      /^https?:\/\//i.test(v) ||
      (v.trim() !== '' &&
        !v.startsWith('/') &&
        !v.includes('\\') &&
        !v.includes('\0') &&
        !v.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')),
    { message: 'must be a path inside the media storage (like "home/banner.jpg") or an http(s) URL' },
  );
const storedPath = requiredPath.nullable().optional();

const httpsUrl = z.string().refine((v) => /^https:\/\/[^\s]+$/i.test(v), { message: 'must be an https:// URL' });

const id = z.number().int().positive().optional();
const price = z.union([z.string(), z.number()]).nullable().optional();

export const headerTitlesSchema = z.strictObject({
  home_menu_label: text,
  about_menu_label: text,
  services_menu_label: text,
  gallery_menu_label: text,
  contact_us_menu_label: text,
});

export const footerTitlesSchema = z.strictObject({
  instagram_title: text,
  about_label: text,
  services_label: text,
  gallery_label: text,
  contact_us_label: text,
  instagram_url: text,
  instagram_button_label: text,
});

export const socialChannelSchema = z.strictObject({
  id,
  name: text,
  url: text,
  is_mail: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  icon_white: storedPath,
  icon_grey: storedPath,
});

export const seoEntrySchema = z.strictObject({
  title: text,
  description: text,
  image: storedPath,
});

/** The six pages in the order the site indexes them (spec: home 0 … products 5). */
export const SEO_PAGES = ['home', 'about', 'services', 'gallery', 'contact', 'products'] as const;
export type SeoPageKey = (typeof SEO_PAGES)[number];

export const seoPagesSchema = z.strictObject({
  home: seoEntrySchema,
  about: seoEntrySchema,
  services: seoEntrySchema,
  gallery: seoEntrySchema,
  contact: seoEntrySchema,
  products: seoEntrySchema,
});

export const homeSettingsSchema = z.strictObject({
  banner_image_right: storedPath,
  banner_image_left: storedPath,
  banner_title: text,
  banner_button_url: text,
  what_we_do_title: text,
  what_we_do_description: html,
  what_we_do_button_label: text,
  what_we_do_image_one: storedPath,
  what_we_do_image_two: storedPath,
  meet_the_founder_image: storedPath,
  meet_the_founder_title: text,
  meet_the_founder_description: html,
  our_mission_title: text,
  our_mission_description: html,
  our_mission_button_label: text,
  our_mission_image_before: storedPath,
  our_mission_image_after: storedPath,
  translations: z
    .array(z.strictObject({ our_mission_before: text, our_mission_after: text }))
    .nullable()
    .optional(),
  services_title: text,
  services_button_label: text,
  testimonials_title: text,
  gallery_title: text,
  gallery_button_label: text,
});

export const testimonialSchema = z.strictObject({
  id,
  image: storedPath,
  name: text,
  description: html,
});

export const galleryItemSchema = z.strictObject({
  id,
  image: requiredPath,
  alt: text,
});

export const gallerySettingsSchema = z.strictObject({
  title: text,
  first_image: storedPath,
  second_image: storedPath,
});

export const servicesPageSchema = z.strictObject({
  main_title: text,
  main_video: storedPath,
  main_video_poster: storedPath,
  button_label: text,
});

export const serviceSchema = z.strictObject({
  id,
  title: text,
  description: html,
  icon: storedPath,
  icon_hover: storedPath,
  icon_on_image: storedPath,
  image: storedPath,
  price,
  button_label: text,
});

export const productFeatureSchema = z.strictObject({
  id,
  title: text,
  content: html,
});

export const productSchema = z.strictObject({
  id,
  title: text,
  price,
  size: text,
  description: html,
  featured_image: storedPath,
  /** A plain list here; the API sends it JSON-encoded, as the site expects. */
  images: z.array(requiredPath).default([]),
  product_features: z.array(productFeatureSchema).default([]),
});

export const productCategorySchema = z.strictObject({
  id,
  title: text,
  description: html,
  pdf_file: storedPath,
  products: z.array(productSchema).default([]),
});

export const productsSettingsSchema = z.strictObject({
  main_title: text,
  main_image: storedPath,
  products_title: text,
});

export const aboutSettingsSchema = z.strictObject({
  banner_title: text,
  banner_description: html,
  banner_image_one: storedPath,
  banner_image_two: storedPath,
  mission_title: text,
  mission_description: html,
  story_title: text,
  story_description: html,
  story_image: storedPath,
  founder_title: text,
  founder_description: html,
  founder_image: storedPath,
  products_title: text,
  products_description: html,
  product_image: storedPath,
});

export const aboutBoxSchema = z.strictObject({ id, title: text, description: html });
export const titledItemSchema = z.strictObject({ id, title: text });

export const contactSettingsSchema = z.strictObject({
  main_title: text,
  phone: text,
  phone_icon: storedPath,
  whatsapp: text,
  whatsapp_icon: storedPath,
  location: text,
  location_icon: storedPath,
  translations: z
    .array(z.strictObject({ location_url: httpsUrl.nullable().optional() }))
    .nullable()
    .optional(),
  social_media_handle: text,
  main_image: storedPath,
  map_iframe_url: httpsUrl.nullable().optional(),
  form_title: text,
  first_name_label: text,
  last_name_label: text,
  mobile_label: text,
  email_label: text,
  message_label: text,
  button_label: text,
  success_message: text,
});

/** The demo stand-in for the social feed; its URLs are used by browsers as they are. */
export const feedItemSchema = z.strictObject({
  id,
  permalink: httpsUrl,
  thumbnail_url: z.string().min(1).nullable().optional(),
  media_url: z.string().min(1),
  caption: text,
});

/** Rejects a repeated id inside one list, naming the second occurrence. */
function uniqueIds<T extends { id?: number | undefined }>(items: T[], ctx: z.RefinementCtx, path: (string | number)[]) {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (item.id === undefined) return;
    if (seen.has(item.id)) {
      ctx.addIssue({ code: 'custom', path: [...path, index, 'id'], message: `duplicate id ${item.id}` });
    }
    seen.add(item.id);
  });
}

export const contentFileSchema = z
  .strictObject({
    version: z.literal(CONTENT_FORMAT_VERSION),
    headerTitles: headerTitlesSchema,
    footerTitles: footerTitlesSchema,
    socialChannels: z.array(socialChannelSchema),
    seoPages: seoPagesSchema,
    homeSettings: homeSettingsSchema,
    testimonials: z.array(testimonialSchema),
    servicesPage: servicesPageSchema,
    services: z.array(serviceSchema),
    productsSettings: productsSettingsSchema,
    productCategories: z.array(productCategorySchema),
    aboutSettings: aboutSettingsSchema,
    aboutBoxes: z.array(aboutBoxSchema),
    aboutProductFeatures: z.array(titledItemSchema),
    aboutProductBrands: z.array(titledItemSchema),
    contactSettings: contactSettingsSchema,
    gallerySettings: gallerySettingsSchema,
    galleryItems: z.array(galleryItemSchema),
    instagramFeed: z.array(feedItemSchema),
  })
  .superRefine((content, ctx) => {
    const lists = [
      'socialChannels',
      'testimonials',
      'services',
      'productCategories',
      'aboutBoxes',
      'aboutProductFeatures',
      'aboutProductBrands',
      'galleryItems',
      'instagramFeed',
    ] as const;
    for (const key of lists) uniqueIds(content[key], ctx, [key]);
    // Products and features are stored in single tables, so their ids must be unique across categories.
    const products = content.productCategories.flatMap((c, ci) =>
      c.products.map((p, pi) => ({ p, path: [ci, 'products', pi] })),
    );
    const seenProducts = new Set<number>();
    const seenFeatures = new Set<number>();
    for (const { p, path } of products) {
      if (p.id !== undefined) {
        if (seenProducts.has(p.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['productCategories', ...path, 'id'],
            message: `duplicate product id ${p.id}`,
          });
        }
        seenProducts.add(p.id);
      }
      p.product_features.forEach((f, fi) => {
        if (f.id === undefined) return;
        if (seenFeatures.has(f.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['productCategories', ...path, 'product_features', fi, 'id'],
            message: `duplicate product feature id ${f.id}`,
          });
        }
        seenFeatures.add(f.id);
      });
    }
  });

export type ContentFile = z.output<typeof contentFileSchema>;

/** One line per problem, e.g. `services.2.price: Invalid input`, for the CLI and the seeding error. */
export function describeContentIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : '(file)';
      return `  ${where}: ${issue.message}`;
    })
    .join('\n');
}

export function parseContentFile(raw: unknown): { ok: true; content: ContentFile } | { ok: false; problems: string } {
  const parsed = contentFileSchema.safeParse(raw);
  if (parsed.success) return { ok: true, content: parsed.data };
  return { ok: false, problems: describeContentIssues(parsed.error) };
}
