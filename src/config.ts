// Build-time configuration, read and validated in one place. webpack's DefinePlugin replaces the
// process.env.* reads below at build time; under jest they come from the real environment.

import { API_BASE, readUrlPrefix } from './apiBase';

function readBookingUrl(value: string | undefined): string {
  const fallback = 'https://calendly.com/curlcraft-studio/curly-hair-cut';
  if (!value || value.trim() === '') return fallback;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** A locale such as en_US (language, territory), as share previews name it; the build refuses anything else. */
function readLocale(value: string | undefined): string {
  const locale = value?.trim();
  return locale && /^[a-z]{2}_[A-Z]{2}$/.test(locale) ? locale : 'en_US';
}

/** An ISO 4217 code (USD, EUR, GBP…), upper-cased; the build refuses anything else (webpack.config.ts). */
function readCurrency(value: string | undefined): string {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : 'USD';
}

export const config = {
  /** Prefix of every content API call. */
  apiBase: API_BASE,
  /** Prefix of every stored media file. */
  storageBase: readUrlPrefix(process.env.STORAGE_BASE_URL, '/storage'),
  /** The scheduling page embedded in the booking overlay. */
  bookingUrl: readBookingUrl(process.env.BOOKING_URL),
  /** The brand's name as the logo spells it: part of the site's identity, like the curl mark, not page content. */
  brandName: process.env.BRAND_NAME?.trim() || 'CurlCraft',
  /** The smaller line under the name in the logo; may be empty. */
  brandTagline: process.env.BRAND_TAGLINE == null ? 'Studio' : process.env.BRAND_TAGLINE.trim(),
  /** The public origin used for canonical and share-preview URLs; empty means the page's own. */
  siteUrl: readUrlPrefix(process.env.SITE_URL, ''),
  /** The currency of the prices in content, named in the structured data search engines read. */
  priceCurrency: readCurrency(process.env.PRICE_CURRENCY),
  /** The site's language and territory, named in share previews (the site's own words are English). */
  locale: readLocale(process.env.SITE_LOCALE),
} as const;
