// What the site and its content server agree on: the table of content calls (./contentCalls.ts),
// the content the server embeds in a page so that its first view needs no request, the contact
// form's exchange and the media variants. Both sides import this module; it imports nothing at run
// time but the table.
import type { InfiniteData } from '@reduxjs/toolkit/query';
import type { contentApi } from './contentApi';
import type { ContentCalls, EmbeddableCall } from './contentCalls';
import type { ContactField, ContactMessage } from './model/contactMessage';

export * from './contentCalls';

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
 * JSON for a script element of the page (the embedded content, structured data): it cannot end its
 * element, open a comment or break the parser, whatever the content holds.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The meta element of the page's HTML in which the server lists the scripts the page needs beyond
 * the entry (the app's code and the page's own chunk), separated by spaces. The entry fetches them
 * once the first view is shown, so that they take no bandwidth from the page's styles and images.
 */
export const APP_SCRIPTS_META_NAME = 'app-scripts';

/**
 * The attribute that marks the entry's script, which the build writes into the end of every page
 * (webpack.config.ts), so that a page sent without the app (a preview) can leave it out.
 */
export const ENTRY_SCRIPT_ATTRIBUTE = 'data-entry';

type Endpoints = typeof contentApi.endpoints;

/**
 * What the server embeds: each call's answer as the endpoint delivers it (unwrapped from its
 * `data`), under the endpoint's name. A paged call is an infinite query: its pages so far.
 */
export type EmbeddedData = {
  [Call in EmbeddableCall]?: ContentCalls[Call] extends { pages: object }
    ? InfiniteData<Endpoints[Call]['Types']['ResultType'], number>
    : Endpoints[Call]['Types']['ResultType'];
};

/**
 * The contact form's honeypot: a field people never see or reach, which programs that fill in every
 * field fill in too. The server answers such a post as a success and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** What the contact form sends: the message, and the honeypot as the visitor left it. */
export type ContactSubmission = ContactMessage & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/**
 * The element of a contact page the server renders in answer to the form posted without the app (a
 * refusal), holding the answer, as JSON: the app starts from it as the server rendered the page.
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
 * A stored video's lighter copy for phones (`?w=` this width): the media server makes it in the
 * background and answers 404 until it has; the page lists the stored file after it, which a browser
 * plays when the copy is not (yet) there, or where another server does not make one.
 */
export const PHONE_VIDEO_WIDTH = 720;
/** The screens sent the phone copy: those the site lays out as a phone's. */
export const PHONE_VIDEO_MEDIA = '(max-width: 767px)';

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
