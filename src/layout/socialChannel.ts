// Turns a social channel from content into a safe link: its href, whether it opens a new tab and
// the name a screen reader hears.
import type { SocialChannel } from '../api/types';

export interface SocialLink {
  href: string;
  name: string;
  /** Web links open in a new tab; a mail link opens the mail app and needs none. */
  external: boolean;
}

/** Names whose capitalisation or host does not follow from the domain itself. */
const KNOWN_NAMES: Record<string, string> = {
  'wa.me': 'WhatsApp',
  whatsapp: 'WhatsApp',
  'youtu.be': 'YouTube',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  'x.com': 'X',
  twitter: 'X',
  'fb.com': 'Facebook',
  'pin.it': 'Pinterest',
  'm.me': 'Messenger',
  'threads.net': 'Threads',
};

/** Content may send 1, "1" or true for a mail channel. */
export function isMailChannel(channel: Pick<SocialChannel, 'is_mail'>): boolean {
  const flag: unknown = channel.is_mail;
  return flag === true || flag === 1 || flag === '1';
}

/** "https://www.instagram.com/x" → "Instagram". */
export function nameFromUrl(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  } catch {
    return undefined;
  }
  if (!host) return undefined;
  if (KNOWN_NAMES[host]) return KNOWN_NAMES[host];
  const labels = host.split('.');
  const brand = labels.length > 1 ? labels[labels.length - 2] : labels[0];
  if (!brand) return undefined;
  return KNOWN_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

export function socialLinkOf(channel: SocialChannel): SocialLink | null {
  const raw = typeof channel.url === 'string' ? channel.url.trim() : '';
  if (!raw) return null;
  const givenName = typeof channel.name === 'string' && channel.name.trim() ? channel.name.trim() : undefined;

  if (isMailChannel(channel) || /^mailto:/i.test(raw)) {
    const address = raw.replace(/^mailto:/i, '');
    if (!address) return null;
    return { href: `mailto:${address}`, name: givenName ?? 'Email', external: false };
  }
  if (/^tel:/i.test(raw)) return { href: raw, name: givenName ?? 'Phone', external: false };

  // Only web links: a "javascript:" or other scheme from content never becomes a link.
  const href = /^https?:\/\//i.test(raw)
    ? raw
    : /^[a-z][a-z\d+.-]*:/i.test(raw)
      ? null
      : `https://${raw.replace(/^\/+/, '')}`;
  if (!href) return null;
  return { href, name: givenName ?? nameFromUrl(href) ?? 'Social profile', external: true };
}
