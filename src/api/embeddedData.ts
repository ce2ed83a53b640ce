// The server embeds the content the first view needs in the HTML it sends (the four app-start
// calls, plus the page's own call), so that page paints without waiting for an API round trip.
// This reads it and seeds the query cache with it, in the browser and in the server render alike.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { contentApi } from './contentApi';
import { dropNullItems } from './dropNullItems';
import type {
  AboutPageData,
  ContactPageData,
  GalleryPageData,
  GalleryPageOfItems,
  GeneralData,
  ProductsPageData,
  ServicesPageData,
  SocialFeedItem,
} from './types';

export const EMBEDDED_DATA_ELEMENT_ID = 'app-start-data';

/** What the server embeds: each call's unwrapped `data`, under the endpoint's name. */
export interface EmbeddedData {
  getGeneralData?: GeneralData;
  getServicesPage?: ServicesPageData;
  getSocialFeed?: SocialFeedItem[];
  getProductsPage?: ProductsPageData;
  getAboutPage?: AboutPageData;
  getContactPage?: ContactPageData;
  /** The gallery's settings (the call without ?page). */
  getGalleryPage?: GalleryPageData;
  /** The gallery grid's first page; the grid loads the next ones itself. */
  getGalleryItems?: { pages: GalleryPageOfItems[]; pageParams: number[] };
}

export function readEmbeddedData(doc: Document): EmbeddedData | null {
  const element = doc.getElementById(EMBEDDED_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    // A broken embed only costs the round trip it was meant to save.
    return null;
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export const seedEmbeddedData =
  (embedded: EmbeddedData) => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    const entries = [];
    if (isObject(embedded.getGeneralData))
      entries.push({ endpointName: 'getGeneralData' as const, arg: undefined, value: embedded.getGeneralData });
    if (isObject(embedded.getServicesPage))
      entries.push({ endpointName: 'getServicesPage' as const, arg: undefined, value: embedded.getServicesPage });
    if (Array.isArray(embedded.getSocialFeed))
      entries.push({ endpointName: 'getSocialFeed' as const, arg: undefined, value: embedded.getSocialFeed });
    if (isObject(embedded.getProductsPage))
      entries.push({ endpointName: 'getProductsPage' as const, arg: undefined, value: embedded.getProductsPage });
    if (isObject(embedded.getAboutPage))
      entries.push({ endpointName: 'getAboutPage' as const, arg: undefined, value: embedded.getAboutPage });
    if (isObject(embedded.getContactPage))
      entries.push({ endpointName: 'getContactPage' as const, arg: undefined, value: embedded.getContactPage });
    if (isObject(embedded.getGalleryPage))
      entries.push({ endpointName: 'getGalleryPage' as const, arg: undefined, value: embedded.getGalleryPage });
    // The same clean-up the endpoints apply to what they fetch.
    if (entries.length) dispatch(contentApi.util.upsertQueryEntries(dropNullItems(entries)));
    const galleryItems = embedded.getGalleryItems;
    if (isObject(galleryItems) && Array.isArray(galleryItems.pages) && Array.isArray(galleryItems.pageParams)) {
      const entry = { endpointName: 'getGalleryItems', arg: undefined, value: dropNullItems(galleryItems) };
      // RTK Query upserts infinite-query entries ({ pages, pageParams }); its types list plain queries only.
      dispatch(
        contentApi.util.upsertQueryEntries([entry] as unknown as Parameters<
          typeof contentApi.util.upsertQueryEntries
        >[0]),
      );
    }
  };
