// HTML from content, sanitised when it is written (the seed, an import, an editor's save) with
// sanitize-html, to the allowlist the site renders with (RICH_TEXT_POLICY): whatever a client sends,
// nothing stored can carry a script or an event handler. The server render then uses the stored HTML
// as it is; the browser still sanitises whatever it shows (DOMPurify in ui/RichText), for any backend.
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_POLICY } from '../../../src/api/contract';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_POLICY.ALLOWED_TAGS,
  // The policy's attributes are allowed on every allowed tag, as DOMPurify's ALLOWED_ATTR is.
  allowedAttributes: { '*': RICH_TEXT_POLICY.ALLOWED_ATTR },
  // Links to web pages, mail and phone, and relative ones; never javascript:, data: or the like.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A tag outside the allowlist goes, its text stays; scripts and styles go with their content.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The site's rule (secureNewTabLink): a link that opens a new tab never hands it a handle on the page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === undefined ? attribs : { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

/** The HTML as the site would show it. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
