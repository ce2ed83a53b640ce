// The content model: every entity of the site's content, defined once, in the order of the content
// file. The site's types are inferred from it (src/api/types.ts), the server's validation, storage,
// import and export and the editor's forms are built from it. docs/content.md, "Adding a content field".
import { aboutBoxes, aboutProductBrands, aboutProductFeatures, aboutSettings } from './about';
import { contactSettings } from './contact';
import { galleryItems, gallerySettings } from './gallery';
import { homeSettings, testimonials } from './home';
import { productCategories, productsSettings } from './products';
import { servicesPage, services } from './services';
import { footerTitles, headerTitles, instagramFeed, seoPages, socialChannels } from './shared';

export const contentModel = {
  headerTitles,
  footerTitles,
  socialChannels,
  seoPages,
  homeSettings,
  testimonials,
  servicesPage,
  services,
  productsSettings,
  productCategories,
  aboutSettings,
  aboutBoxes,
  aboutProductFeatures,
  aboutProductBrands,
  contactSettings,
  gallerySettings,
  galleryItems,
  instagramFeed,
} as const;

export type ContentModel = typeof contentModel;

/** The content file's format version: what `content:export` writes and `content:import` reads. */
export const CONTENT_FORMAT_VERSION = 1;

/** An entity of the content: a settings record or a list. */
export type EntityName = keyof ContentModel;

export const entityNames = Object.keys(contentModel) as EntityName[];
