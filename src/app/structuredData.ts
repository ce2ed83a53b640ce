// Structured data for search engines (schema.org as JSON-LD), written into the head of each page
// the server renders. Built only from the content the site shows: the salon on every page (its name
// and mark, the contact page's address, map position and phone, the footer's social links and
// email, the range of the services' prices), the services with their prices on /services, the
// products with theirs on /products, and the way back to the home page on inner pages. A field the
// content lacks is left out, never made up.
import type { EmbeddedData } from '../api/contract';
import { mediaUrl } from '../api/media';
import type { ContactPageData, Product, ProductCategory, SocialChannel } from '../api/types';
import { scriptSafeJson, seoPageIndex } from '../api/contract';
import { config } from '../config';
import { headerNavItems } from '../layout/navItems';
import { paths, productsPath, readProductsAddress, serviceSectionPath } from '../paths';
import { matchPage } from '../routes';
import { plainText } from '../ui/plainText';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };
type Thing = { [key: string]: Json | undefined };

/** What the salon's description needs beyond the page's own content. */
export interface SiteFacts {
  /** The contact page's content: address, map and phone. */
  contactPage?: ContactPageData | null | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The amount of a price as the content gives it ("$95", "95", "24,50 €", "USD 30", 95), when the
 * text is only a price. Anything more ("From $140") is not one amount, and is left out.
 */
export function priceAmount(price: unknown): number | undefined {
  if (typeof price === 'number') return Number.isFinite(price) && price >= 0 ? price : undefined;
  if (typeof price !== 'string') return undefined;
  const match = /^\s*(?:[A-Z]{3}\s?)?\p{Sc}?\s?(\d+)(?:[.,](\d{1,2}))?\s?\p{Sc}?(?:\s?[A-Z]{3})?\s*$/u.exec(price);
  if (!match) return undefined;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

/** An absolute URL for a stored file or a site path. */
function absolute(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return undefined;
  }
}

const isHttp = (url: string | undefined): url is string => url !== undefined && /^https?:\/\/\S+$/i.test(url);

/** Latitude and longitude of the map the contact page shows, from its links ("q=45.5,-122.6", "marker=…", "@45.5,-122.6"). */
function mapPosition(contact: ContactPageData | null | undefined): Thing | undefined {
  const settings = contact?.contactSettings;
  const links = [...(settings?.translations ?? []).map((t) => t.location_url), settings?.map_iframe_url].filter(
    (link): link is string => typeof link === 'string',
  );
  for (const link of links) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(link);
    } catch {
      continue;
    }
    const match = /(?:[?&](?:q|ll|marker|query)=|@)(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)/.exec(decoded);
    if (!match) continue;
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      return { '@type': 'GeoCoordinates', latitude, longitude };
    }
  }
  return undefined;
}

/**
 * The address as the contact page writes it, in one line: "street, town, region postcode". Split
 * at its commas when it has them, else kept whole as the street address.
 */
function postalAddress(location: string | undefined): Thing | undefined {
  if (!location) return undefined;
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return { '@type': 'PostalAddress', streetAddress: location };
  const [street, locality, ...rest] = parts;
  const address: Thing = { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality };
  const tail = rest.join(', ');
  const [, region, postalCode] = /^(.*?)\s*(\b\d[\dA-Z -]{2,9})$/i.exec(tail) ?? [];
  if (postalCode) {
    if (region) address.addressRegion = region;
    address.postalCode = postalCode.trim();
  } else if (tail) {
    address.addressRegion = tail;
  }
  return address;
}

function mailAddress(channels: SocialChannel[]): string | undefined {
  for (const channel of channels) {
    if (channel.is_mail !== 1 && channel.is_mail !== true) continue;
    const address = text(channel.url)?.replace(/^mailto:/i, '');
    if (address && /^[^\s@]+@[^\s@]+$/.test(address)) return address;
  }
  return undefined;
}

/** The currency symbol the content writes its prices with, when it uses one. */
function currencySymbol(prices: unknown[]): string | undefined {
  for (const price of prices) {
    const symbol = typeof price === 'string' ? /\p{Sc}/u.exec(price)?.[0] : undefined;
    if (symbol) return symbol;
  }
  return undefined;
}

/**
 * Every amount a price's text names, for the range of prices: "From $140" → [140], "$35–$60" →
 * [35, 60], "1,200 €" → [1200]. Unlike an offer's price, the range must cover each price shown.
 */
export function priceFigures(price: unknown): number[] {
  const one = priceAmount(price);
  if (one !== undefined) return [one];
  if (typeof price !== 'string') return [];
  return [...price.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?/g)].map((match) => {
    const figure = match[0];
    return Number(/,\d{3}/.test(figure) ? figure.replace(/,/g, '') : figure.replace(',', '.'));
  });
}

/** The range of the services' prices, written as the site writes them ("$35–$140"): every price in it. */
function priceRange(prices: unknown[]): string | undefined {
  const amounts = prices.flatMap(priceFigures).filter((amount) => Number.isFinite(amount));
  if (amounts.length === 0) return undefined;
  const symbol = currencySymbol(prices);
  const format = (amount: number) => (symbol ? `${symbol}${amount}` : `${amount} ${config.priceCurrency}`);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
}

function offer(price: unknown, url?: string): Thing | undefined {
  const amount = priceAmount(price);
  if (amount === undefined) return undefined;
  return { '@type': 'Offer', price: amount, priceCurrency: config.priceCurrency, url };
}

function productImages(images: unknown, featured: string | null | undefined, origin: string): string[] {
  let list: unknown = images;
  if (typeof images === 'string') {
    try {
      list = JSON.parse(images) as unknown;
    } catch {
      list = [];
    }
  }
  const listed: unknown[] = Array.isArray(list) ? (list as unknown[]) : [];
  const paths = [featured, ...listed].filter((p): p is string => typeof p === 'string');
  return [...new Set(paths.map((p) => absolute(mediaUrl(p), origin)).filter((u): u is string => Boolean(u)))];
}

/** Drops the fields left undefined, so that the JSON names only what the content has. */
function compact<T extends Thing>(thing: T): T {
  return Object.fromEntries(Object.entries(thing).filter(([, value]) => value !== undefined)) as T;
}

interface NamedProduct {
  product: Product;
  name: string;
  category: ProductCategory;
}

/** Every product with a name, with its category. */
function namedProducts(data: EmbeddedData): NamedProduct[] {
  return (data.getProductsPage?.products ?? []).flatMap((category) =>
    (category.products ?? []).flatMap((product) => {
      const name = text(product.title);
      return name ? [{ product, name, category }] : [];
    }),
  );
}

/** A product as search engines read it, at its own address (the products page with it open). */
function productThing({ product, name, category }: NamedProduct, origin: string): Thing {
  const images = productImages(product.images, product.featured_image, origin);
  const url = `${origin}${productsPath(category.id, product.id)}`;
  return compact({
    '@type': 'Product',
    name,
    url,
    image: images.length > 0 ? images : undefined,
    description: plainText(product.description),
    category: text(category.title),
    brand: { '@type': 'Brand', name: config.brandName },
    offers: offer(product.price, url),
  });
}

/**
 * The product an address of the products page names, on its own, for the link previews and search
 * engines that read a page's first Product (not one inside a list), or null.
 */
export function namedProductData(url: string, data: EmbeddedData): Thing | null {
  const requested = new URL(url);
  if (matchPage(requested.pathname).route.id !== 'products') return null;
  const { productId } = readProductsAddress(requested.search);
  const named = namedProducts(data).find(({ product }) => product.id === productId);
  return named
    ? { '@context': 'https://schema.org', ...productThing(named, config.siteUrl || requested.origin) }
    : null;
}

/**
 * The page's structured data: one JSON-LD graph, or null when there is nothing to say. `url` is
 * the page's absolute address on the origin it was asked for (SITE_URL, when set, wins).
 */
export function structuredData(url: string, data: EmbeddedData, facts: SiteFacts = {}): Thing | null {
  const requested = new URL(url);
  const origin = config.siteUrl || requested.origin;
  const { route } = matchPage(requested.pathname);
  const general = data.getGeneralData;
  const services = (data.getServicesPage?.services ?? []).filter((service) => typeof service.id === 'number');
  const contactSettings = (facts.contactPage ?? data.getContactPage)?.contactSettings;
  const channels = (general?.socialChannels ?? []).filter(Boolean);
  const salonId = `${origin}/#salon`;

  const sameAs = [
    ...new Set(
      channels
        .filter((channel) => channel.is_mail !== 1 && channel.is_mail !== true)
        .map((channel) => text(channel.url))
        .filter(isHttp),
    ),
  ];
  const homeSeo = general?.seoPages?.[seoPageIndex.home];
  const salonImage = absolute(mediaUrl(contactSettings?.main_image ?? homeSeo?.image), origin);
  const salon: Thing = compact({
    '@type': 'HairSalon',
    '@id': salonId,
    name: config.brandName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: salonImage,
    description: text(homeSeo?.description),
    address: postalAddress(text(contactSettings?.location)),
    geo: mapPosition({ contactSettings }),
    telephone: text(contactSettings?.phone),
    email: mailAddress(channels),
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    priceRange: priceRange(services.map((service) => service.price)),
  });

  const graph: Thing[] = [salon];

  // The way back home from an inner page that search engines may list.
  if (route.indexable && route.id !== 'home') {
    const nav = headerNavItems(general?.headerTitles);
    const home = nav.find((item) => item.key === 'home');
    const own = nav.find((item) => item.to === route.paths[0]);
    const seoTitle = route.seo ? text(general?.seoPages?.[seoPageIndex[route.seo]]?.title) : undefined;
    const name = own?.label ?? seoTitle;
    if (name && home) {
      graph.push({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: home.label, item: `${origin}${paths.home}` },
          { '@type': 'ListItem', position: 2, name, item: `${origin}${route.paths[0]}` },
        ],
      });
    }
  }

  if (route.id === 'services') {
    for (const service of services) {
      const name = text(service.title);
      if (!name) continue;
      const serviceUrl = `${origin}${serviceSectionPath(service.id)}`;
      graph.push(
        compact({
          '@type': 'Service',
          '@id': serviceUrl,
          name,
          description: plainText(service.description),
          image: absolute(mediaUrl(service.image), origin),
          url: serviceUrl,
          provider: { '@id': salonId },
          offers: offer(service.price, serviceUrl),
        }),
      );
    }
  }

  if (route.id === 'products') {
    const items = namedProducts(data)
      .map((entry) => productThing(entry, origin))
      .map((item, index) => ({ '@type': 'ListItem', position: index + 1, item }));
    if (items.length > 0) {
      graph.push(
        compact({
          '@type': 'ItemList',
          name: text(data.getProductsPage?.productsSettings?.products_title),
          numberOfItems: items.length,
          itemListElement: items,
        }),
      );
    }
  }

  return { '@context': 'https://schema.org', '@graph': graph };
}

/** An X (Twitter) account as share previews name it: "@name" (letters, digits and _, up to 15). */
function xHandle(value: string | undefined): string | undefined {
  const name = value?.trim().replace(/^@/, '');
  return name && /^\w{1,15}$/.test(name) ? `@${name}` : undefined;
}

/**
 * The salon's account for share previews (twitter:site), from the content: an X or Twitter channel
 * among the social links, else the contact page's social handle. None when the content has neither.
 */
export function shareAccount(data: EmbeddedData, facts: SiteFacts = {}): string | undefined {
  for (const channel of data.getGeneralData?.socialChannels ?? []) {
    const url = text(channel.url);
    const address = isHttp(url) && URL.canParse(url) ? new URL(url) : undefined;
    if (!address || !/^(?:www\.|mobile\.)?(?:x|twitter)\.com$/i.test(address.hostname)) continue;
    const handle = xHandle(address.pathname.split('/')[1]);
    if (handle) return handle;
  }
  return xHandle(text((facts.contactPage ?? data.getContactPage)?.contactSettings?.social_media_handle));
}

/** The meta element that names the salon's account in share previews, or nothing. */
export function shareAccountElement(data: EmbeddedData, facts?: SiteFacts): string {
  const account = shareAccount(data, facts);
  return account ? `<meta name="twitter:site" content="${account}">` : '';
}

/** The script element that carries the page's structured data, or nothing. */
/** The script elements that carry the page's structured data (and the product its address names), or nothing. */
export function structuredDataElement(url: string, data: EmbeddedData, facts?: SiteFacts): string {
  return [structuredData(url, data, facts), namedProductData(url, data)]
    .filter((thing) => thing !== null)
    .map((thing) => `<script type="application/ld+json">${scriptSafeJson(thing)}</script>`)
    .join('');
}
