// The table of content calls: each call's path (relative to the API's base URL), its query tag,
// its answer and whether it is embedded in every page. The site's API slice (./contentApi.ts), the
// content's types (./types.ts) and the server's routes all derive from it. It imports nothing at run
// time.
import type { EntityName } from './model';

/** Part of an answer: an entity of the content, or the first few items of a list. */
export type AnswerSource = EntityName | { readonly from: EntityName; readonly first: number };

export interface ContentCall {
  /** Relative to the API's base URL. */
  readonly path: string;
  /** The query tag its answer provides. */
  readonly tag: string;
  /** Fired on app start, and so embedded in every page (spec §7); other pages embed the calls they list. */
  readonly startsApp?: boolean;
  /** The answer: an object whose keys each hold an entity. */
  readonly answer?: Readonly<Record<string, AnswerSource>>;
  /** The answer: the salon's live social feed, or without one this list of the content. */
  readonly feed?: EntityName;
  /**
   * With `?page=n`, the path also answers one page of a list under `key` (the site reads it as an
   * infinite query; a page embeds its first page).
   */
  readonly pages?: { readonly key: string; readonly from: EntityName; readonly perPage: number };
}

export const contentCalls = {
  getGeneralData: {
    path: '/general-data',
    tag: 'GeneralData',
    startsApp: true,
    answer: {
      homeSettings: 'homeSettings',
      testimonials: 'testimonials',
      // The home page's gallery teaser has five fixed slots.
      galleryItems: { from: 'galleryItems', first: 5 },
      seoPages: 'seoPages',
      headerTitles: 'headerTitles',
      footerTitles: 'footerTitles',
      socialChannels: 'socialChannels',
    },
  },
  getServicesPage: {
    path: '/services-page',
    tag: 'ServicesPage',
    startsApp: true,
    answer: { servicesPage: 'servicesPage', services: 'services' },
  },
  getSocialFeed: { path: '/instagram', tag: 'SocialFeed', startsApp: true, feed: 'instagramFeed' },
  getProductsPage: {
    path: '/products-page',
    tag: 'ProductsPage',
    startsApp: true,
    answer: { productsSettings: 'productsSettings', products: 'productCategories' },
  },
  getAboutPage: {
    path: '/about-page',
    tag: 'AboutPage',
    answer: {
      aboutSettings: 'aboutSettings',
      aboutBoxes: 'aboutBoxes',
      aboutProductFeatures: 'aboutProductFeatures',
      aboutProductBrands: 'aboutProductBrands',
    },
  },
  getContactPage: { path: '/contact-page', tag: 'ContactPage', answer: { contactSettings: 'contactSettings' } },
  getGalleryPage: { path: '/gallery-page', tag: 'GalleryPage', answer: { gallerySettings: 'gallerySettings' } },
  /** The gallery grid, page by page: the same path with ?page=n. */
  getGalleryItems: {
    path: '/gallery-page',
    tag: 'GalleryPage',
    pages: { key: 'galleryItems', from: 'galleryItems', perPage: 9 },
  },
} as const satisfies Record<string, ContentCall>;

export type ContentCalls = typeof contentCalls;

/** A call the server can answer in advance, and so embed in a page. */
export type EmbeddableCall = keyof ContentCalls;

/** Each call's path, relative to the API's base URL, and the contact form's. */
export const apiPaths = {
  ...(Object.fromEntries(Object.entries(contentCalls).map(([call, { path }]) => [call, path])) as {
    readonly [Call in EmbeddableCall]: ContentCalls[Call]['path'];
  }),
  submitContactForm: '/submit-contact-form',
} as const;

export type ContentTag = ContentCalls[EmbeddableCall]['tag'];

/** Every query tag, for the API slice. */
export const contentTags = [...new Set(Object.values(contentCalls).map((call) => call.tag))] as ContentTag[];

/** The calls every page makes on app start (spec §7), embedded in every page. */
export const APP_START_CALLS = (Object.keys(contentCalls) as EmbeddableCall[]).filter(
  (call) => (contentCalls[call] as ContentCall).startsApp === true,
);
