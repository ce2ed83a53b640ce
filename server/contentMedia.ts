// Where content names stored media: the walk that finds each stored path in the content, for the
// library's list of uses and for the media details the API answers carry.
import type { MediaDetails } from '../src/api/types';
import type { Db } from './db';
import { getMediaRecordsByPath, type MediaRecord } from './mediaRecords';
import { exportContent } from './repository';

/** A stored path as content holds it: a file name with an extension, not a URL. */
const STORED_PATH = /^[^\s:?#]+\.[a-z0-9]{2,5}$/i;
/** The demo feed names its pictures by their address on this server. */
const STORAGE_PREFIX = '/storage/';

/** Calls `visit` with each stored path in `value` and the keys leading to it. */
export function forEachStoredPath(
  value: unknown,
  visit: (path: string, trail: readonly (string | number)[], parents: readonly unknown[]) => void,
  trail: (string | number)[] = [],
  parents: unknown[] = [],
): void {
  if (typeof value === 'string') {
    // Product images arrive as a JSON-encoded list.
    if (value.startsWith('[')) {
      try {
        forEachStoredPath(JSON.parse(value) as unknown, visit, trail, parents);
      } catch {
        // not a list after all
      }
      return;
    }
    const path = value.startsWith(STORAGE_PREFIX) ? value.slice(STORAGE_PREFIX.length) : value;
    if (!path.startsWith('/') && STORED_PATH.test(path)) visit(path, trail, parents);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => forEachStoredPath(item, visit, [...trail, index], [...parents, value]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      forEachStoredPath(item, visit, [...trail, key], [...parents, value]);
    }
  }
}

/** What a visitor's page shows the details of a stored file: only what differs from the defaults. */
function detailsOf(record: MediaRecord): MediaDetails | undefined {
  const details: MediaDetails = {};
  if (record.decorative) details.decorative = true;
  else if (record.alt) details.alt = record.alt;
  if (record.focal) details.focal = record.focal;
  if (record.revision > 0) details.version = record.revision;
  return Object.keys(details).length > 0 ? details : undefined;
}

/**
 * The details (alt text, decorative, focal point, version) of the library's files that `data` names,
 * keyed by stored path; undefined when there are none to tell.
 */
export function mediaDetailsFor(db: Db, data: unknown): Record<string, MediaDetails> | undefined {
  const paths = new Set<string>();
  forEachStoredPath(data, (path) => paths.add(path));
  const records = getMediaRecordsByPath(db, [...paths]);
  const media: Record<string, MediaDetails> = {};
  for (const [path, record] of records) {
    const details = detailsOf(record);
    if (details) media[path] = details;
  }
  return Object.keys(media).length > 0 ? media : undefined;
}

/** An API answer with the details of the media it names, when there are any. */
export function withMediaDetails<T extends object>(db: Db, data: T): T & { media?: Record<string, MediaDetails> } {
  const media = mediaDetailsFor(db, data);
  return media ? { ...data, media } : data;
}

export interface MediaUse {
  /** The page that shows it: "Home", "Products"… or "Every page" (the footer). */
  page: string;
  /** Where in the content, as the content file names it: "homeSettings.banner_image_left". */
  field: string;
  /** The list item it belongs to, by its title or name, when it has one ("Cloud Co-Wash"). */
  item?: string;
}

/** Which page shows each part of the content file. */
const PAGE_OF: Record<string, string> = {
  homeSettings: 'Home',
  testimonials: 'Home',
  servicesPage: 'Services',
  services: 'Services',
  productsSettings: 'Products',
  productCategories: 'Products',
  aboutSettings: 'About',
  contactSettings: 'Contact',
  gallerySettings: 'Gallery',
  galleryItems: 'Gallery',
  socialChannels: 'Every page',
  instagramFeed: 'Every page',
};

const SEO_PAGE_NAMES: Record<string, string> = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  gallery: 'Gallery',
  contact: 'Contact',
  products: 'Products',
};

function useAt(trail: readonly (string | number)[], parents: readonly unknown[]): MediaUse {
  const [top, second] = trail;
  const page =
    top === 'seoPages' ? (SEO_PAGE_NAMES[String(second)] ?? 'Every page') : (PAGE_OF[String(top)] ?? 'Every page');
  // The deepest list item on the way that has a title or a name (an item at trail[k] is parents[k + 1]).
  let item: string | undefined;
  trail.forEach((key, k) => {
    const entry = typeof key === 'number' ? parents[k + 1] : undefined;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return;
    const { title, name } = entry as Record<string, unknown>;
    const label = typeof title === 'string' && title ? title : typeof name === 'string' && name ? name : undefined;
    if (label) item = label;
  });
  return { page, field: trail.join('.'), ...(item ? { item } : {}) };
}

/** Every place the published content names each stored path. */
export function publishedMediaUses(db: Db): Map<string, MediaUse[]> {
  const uses = new Map<string, MediaUse[]>();
  forEachStoredPath(exportContent(db), (path, trail, parents) => {
    const list = uses.get(path) ?? [];
    list.push(useAt(trail, parents));
    uses.set(path, list);
  });
  return uses;
}
