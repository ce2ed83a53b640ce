// Which links rich text may hold: those the server's sanitiser keeps (web, mail, phone and the site's
// own paths), checked as strictly as the model checks addresses, with the model's sentences.
import { isValidEmail, webAddressProblem } from '../../../api/model/values';

const PHONE = /^tel:\+?[\d\s().-]{3,30}$/i;

/** The link's address as stored: an email address typed alone becomes a mail link. */
export function richLinkHref(typed: string): string {
  const value = typed.trim();
  return isValidEmail(value) ? `mailto:${value}` : value;
}

/** Why a link's address cannot be used, or null. */
export function richLinkProblem(href: string): string | null {
  if (href === '') return 'Enter the address the link opens.';
  if (/^mailto:/i.test(href)) {
    return isValidEmail(href.slice('mailto:'.length))
      ? null
      : 'Enter an email address after "mailto:", such as mailto:hello@example.com.';
  }
  if (/^tel:/i.test(href))
    return PHONE.test(href) ? null : 'Enter a phone number after "tel:", such as tel:+15551234567.';
  return webAddressProblem(href, { http: true, local: true });
}
