// What the counter reports of what happened: the store's actions and the clicks the page saw, as the
// events of the contract (src/api/insightsContract.ts). Only names the site itself gives (a button's,
// a catalogue's, a product's, a channel's) go out: never anything a visitor typed.
import type { UnknownAction } from '@reduxjs/toolkit';
import { contentApi } from '../../api/contentApi';
import type { InsightEventInput, OutboundChannel } from '../../api/insightsContract';
import { text } from './beacon';
import type { Seen } from './collection';

const selectProductsPage = contentApi.endpoints.getProductsPage.select();

/** The scheduling page's steps the counter reports, by the booking's progress. */
const BOOKING_STEPS: Record<string, InsightEventInput['name']> = {
  event_type_viewed: 'booking_type_viewed',
  date_and_time_selected: 'booking_time_picked',
  event_scheduled: 'booking_booked',
};

/** The social channels, by their sites' hosts (and their short links'). */
const SOCIAL: Array<[RegExp, OutboundChannel]> = [
  [/(^|\.)(instagram\.com|instagr\.am)$/, 'instagram'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'facebook'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)(pinterest\.[a-z.]+|pin\.it)$/, 'pinterest'],
  [/^(wa\.me|(api\.|web\.)?whatsapp\.com)$/, 'whatsapp'],
];

/** Where a link leads out of the site, or null when it stays on it (or is no address at all). */
export function outboundChannel(href: string, here: string = window.location.href): OutboundChannel | null {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  if (url.protocol === 'tel:') return 'phone';
  if (url.protocol === 'mailto:') return 'email';
  if (!/^https?:$/.test(url.protocol) || url.host === new URL(here).host) return null;
  const host = url.hostname.toLowerCase();
  return SOCIAL.find(([pattern]) => pattern.test(host))?.[1] ?? 'other';
}

/** An event named by a text (a catalogue, a product): none when the page gives no name to count it by. */
const named = (name: InsightEventInput['name'], path: string, key: string, value: unknown): InsightEventInput | null =>
  text(value) ? { name, path, props: { [key]: text(value) } } : null;

function productName(seen: Seen, id: unknown): string | null | undefined {
  for (const category of selectProductsPage(seen.state).data?.products ?? [])
    for (const product of category.products ?? []) if (product.id === id) return product.title;
  return null;
}

/** What a click reports: a catalogue's download, or a link out of the site. */
function clickEvent(target: Element, path: string): InsightEventInput | null {
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (!link) return null;
  const catalogue = link.closest<HTMLElement>('[data-catalogue]');
  if (catalogue && link.hasAttribute('download'))
    return named('catalogue_downloaded', path, 'catalogue', catalogue.dataset.catalogue);
  const channel = outboundChannel(link.href);
  return channel ? { name: 'outbound_click', path, props: { channel } } : null;
}

/** The event an action reports, if any. `page_view` is reported by the collector, which knows the page before. */
function actionEvent({ type, payload }: UnknownAction & { payload?: unknown }, seen: Seen): InsightEventInput | null {
  const { path } = seen;
  switch (type) {
    case 'booking/bookingOpened':
      return { name: 'booking_opened', path, props: text(payload) ? { from: text(payload) } : undefined };
    case 'booking/bookingProgressed': {
      const name = BOOKING_STEPS[String(payload)];
      return name ? { name, path } : null;
    }
    case 'contact/contactSent':
      return { name: 'contact_sent', path };
    case 'products/catalogueOpened':
      return named('catalogue_opened', path, 'catalogue', payload);
    case 'products/productOpened':
      return named('product_opened', path, 'product', productName(seen, payload));
    default:
      return null;
  }
}

/** The event something seen reports, apart from page views; null for what is not counted. */
export function insightEvent(seen: Seen): InsightEventInput | null {
  return seen.subject instanceof Element ? clickEvent(seen.subject, seen.path) : actionEvent(seen.subject, seen);
}
