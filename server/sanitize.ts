// HTML from content, sanitised once, when content is written (the demo seed, an import): the same
// policy as the site's (RICH_TEXT_POLICY), with DOMPurify over jsdom. The server render then uses
// the stored HTML as it is, instead of running DOMPurify over jsdom on every render; the browser
// still sanitises whatever it shows, for any backend.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_POLICY, secureNewTabLink } from '../src/api/contract';

let purifier: Purifier | null = null;

/** The HTML as the site would show it. A DOM is made on first use, not at start. */
export function sanitizeContentHtml(html: string): string {
  if (!purifier) {
    purifier = DOMPurify(new JSDOM('').window);
    purifier.addHook('afterSanitizeAttributes', secureNewTabLink);
  }
  return purifier.sanitize(html, RICH_TEXT_POLICY);
}
