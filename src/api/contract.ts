// What the site and its content server agree on: the API's paths, and the content the server
// embeds in a page so that its first view needs no request. Both sides import this module; it
// imports nothing at run time.
import type { InfiniteData } from '@reduxjs/toolkit/query';
import type { contentApi } from './contentApi';
import type { ContactField, ContactMessage } from './types';

/** Each call of the content API (spec §7), relative to the API's base URL. */
export const apiPaths = {
  generalData: '/general-data',
  servicesPage: '/services-page',
  socialFeed: '/instagram',
  productsPage: '/products-page',
  aboutPage: '/about-page',
  contactPage: '/contact-page',
  galleryPage: '/gallery-page',
  submitContactForm: '/submit-contact-form',
} as const;

/** Where each page's entry sits in the content's seoPages list (spec §2). */
export const seoPageIndex = {
  home: 0,
  about: 1,
  services: 2,
  gallery: 3,
  contact: 4,
  products: 5,
} as const;

export type SeoPageName = keyof typeof seoPageIndex;

/** The element of the page's HTML that holds the embedded content, as JSON. */
export const EMBEDDED_DATA_ELEMENT_ID = 'app-start-data';

/**
 * The meta element of the page's HTML in which the server lists the scripts the page needs beyond
 * the entry (the app's code and the page's own chunk), separated by spaces. The entry fetches them
 * once the first view is shown, so that they take no bandwidth from the page's styles and images.
 */
export const APP_SCRIPTS_META_NAME = 'app-scripts';

type Endpoints = typeof contentApi.endpoints;

/** A query the server can answer in advance: every endpoint but the contact form's. */
export type EmbeddableCall = Exclude<keyof Endpoints, 'submitContactForm'>;

/**
 * What the server embeds: each call's answer as the endpoint delivers it (unwrapped from its
 * `data`), under the endpoint's name. The gallery grid is an infinite query: its pages so far.
 */
export type EmbeddedData = {
  [Call in EmbeddableCall]?: Call extends 'getGalleryItems'
    ? InfiniteData<Endpoints[Call]['Types']['ResultType'], number>
    : Endpoints[Call]['Types']['ResultType'];
};

/** The calls every page makes on app start (spec §7), embedded in every page. */
export const APP_START_CALLS = [
  'getGeneralData',
  'getServicesPage',
  'getSocialFeed',
  'getProductsPage',
] as const satisfies readonly EmbeddableCall[];

/**
 * The contact form's honeypot: a field people never see or reach, which programs that fill in every
 * field fill in too. The server answers such a post as a success and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** What the contact form sends: the message, and the honeypot as the visitor left it. */
export type ContactSubmission = ContactMessage & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/**
 * The element of a contact page the server draws in answer to the form posted without the app (a
 * refusal), holding the answer, as JSON: the app starts from it as the server drew the page.
 */
export const CONTACT_FORM_ECHO_ELEMENT_ID = 'contact-form-echo';

/** A refused message posted without the app: what was sent, to fill the form in again, and why. */
export interface ContactFormEcho {
  values: ContactMessage;
  /** The server's messages by field (a 422). */
  errors: Partial<Record<ContactField, string[]>>;
  /** A message for the whole form (too many messages, say). */
  message?: string;
}

/**
 * The image variants the media server makes, and so the only ones the site asks for: a fixed set of
 * widths in one format, so that no one can make the server encode and store a file per query.
 */
export const VARIANT_WIDTHS = [320, 480, 640, 800, 960, 1200, 1600] as const;

export const VARIANT_FORMAT = 'webp';

/**
 * What HTML from content may hold. The site sanitises it to this in the browser (ui/RichText); the
 * content server sanitises it the same way when content is written, and its server render then
 * uses the stored HTML as it is.
 */
export const RICH_TEXT_POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'blockquote'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
};

/** The sanitiser's last step on each element: a link that opens a new tab never hands that tab a handle on the page. */
export function secureNewTabLink(node: Element): void {
  if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
}
