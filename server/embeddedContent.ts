// The content a page's HTML carries (src/api/contract.ts): the app-start calls and the page's own,
// as the API would answer them, so that the page's first view needs no request.
import { APP_START_CALLS, type EmbeddableCall, type EmbeddedData } from '../src/api/contract';
import type { PageRoute } from '../src/routes';
import { withMediaDetails } from './contentMedia';
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

/** How the server answers each call in advance; the type makes a new call an error here until it is. */
const answers: { [Call in EmbeddableCall]-?: (sources: Sources) => EmbeddedData[Call] | Promise<EmbeddedData[Call]> } =
  {
    getGeneralData: ({ db }) => withMediaDetails(db, getGeneralData(db)),
    getServicesPage: ({ db }) => withMediaDetails(db, getServicesPage(db)),
    getSocialFeed: ({ instagram }) => instagram.get(),
    getProductsPage: ({ db }) => withMediaDetails(db, getProductsPage(db)),
    getAboutPage: ({ db }) => withMediaDetails(db, getAboutPage(db)),
    getContactPage: ({ db }) => withMediaDetails(db, getContactPage(db)),
    // The gallery's settings are the call without ?page; its grid starts at the first page.
    getGalleryPage: ({ db }) => withMediaDetails(db, { gallerySettings: getGallerySettings(db) }),
    // A page of the grid carries the details of its photos, as the site's endpoint delivers it.
    getGalleryItems: ({ db }) => ({ pages: [withMediaDetails(db, getGalleryPage(db, 1))], pageParams: [1] }),
  };

/** The content embedded in the page of `route`: the app-start calls' answers and the page's own. */
export async function embeddedContentFor(route: PageRoute, sources: Sources): Promise<EmbeddedData> {
  const calls = [...new Set<EmbeddableCall>([...APP_START_CALLS, ...route.calls])];
  const entries = await Promise.all(calls.map(async (call) => [call, await answers[call](sources)] as const));
  return Object.fromEntries(entries);
}
