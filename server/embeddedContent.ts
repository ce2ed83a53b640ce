// The content a page's HTML carries (src/api/contract.ts): the app-start calls and the page's own,
// as the API would answer them, so that the page's first view needs no request.
import { APP_START_CALLS, type EmbeddableCall, type EmbeddedData } from '../src/api/contract';
import { GALLERY_MAX_DRAWN_PAGES, galleryQuery, queryId } from '../src/paths';
import type { PageRoute } from '../src/routes';
import type { Db } from './db';
import type { InstagramFeed } from './instagram';
import {
  getAboutPage,
  getContactPage,
  getGalleryPage,
  getGallerySettings,
  getGeneralData,
  getProductsPage,
  getServicesPage,
} from './repository';

interface Sources {
  db: Db;
  instagram: InstagramFeed;
}

/**
 * The gallery's first pages up to ?page=n (the photos a visitor without the app has asked for with
 * "More photos"), never past the last page.
 */
function galleryPages(db: Db, search: string): NonNullable<EmbeddedData['getGalleryItems']> {
  const wanted = Math.min(
    Math.max(queryId(new URLSearchParams(search).get(galleryQuery.page)) ?? 1, 1),
    GALLERY_MAX_DRAWN_PAGES,
  );
  const pages = [getGalleryPage(db, 1)];
  const last = pages[0]?.last_page ?? 1;
  for (let page = 2; page <= Math.min(wanted, last); page += 1) pages.push(getGalleryPage(db, page));
  return { pages, pageParams: pages.map((_page, index) => index + 1) };
}

/** How the server answers each call in advance; the type makes a new call an error here until it is. */
const answers: {
  [Call in EmbeddableCall]-?: (sources: Sources, search: string) => EmbeddedData[Call] | Promise<EmbeddedData[Call]>;
} = {
  getGeneralData: ({ db }) => getGeneralData(db),
  getServicesPage: ({ db }) => getServicesPage(db),
  getSocialFeed: ({ instagram }) => instagram.get(),
  getProductsPage: ({ db }) => getProductsPage(db),
  getAboutPage: ({ db }) => getAboutPage(db),
  getContactPage: ({ db }) => getContactPage(db),
  // The gallery's settings are the call without ?page; its grid starts at the first page.
  getGalleryPage: ({ db }) => ({ gallerySettings: getGallerySettings(db) }),
  getGalleryItems: ({ db }, search) => galleryPages(db, search),
};

/** The content embedded in the page of `route` at `search`: the app-start calls' answers and the page's own. */
export async function embeddedContentFor(route: PageRoute, sources: Sources, search = ''): Promise<EmbeddedData> {
  const calls = [...new Set<EmbeddableCall>([...APP_START_CALLS, ...route.calls])];
  const entries = await Promise.all(calls.map(async (call) => [call, await answers[call](sources, search)] as const));
  return Object.fromEntries(entries);
}
