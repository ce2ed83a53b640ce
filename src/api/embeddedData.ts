// The server may embed the app-start data in the HTML it sends, so the first view paints
// without waiting for an API round trip. This reads it and seeds the query cache with it.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { contentApi } from './contentApi';
import { dropNullItems } from './dropNullItems';
import type { GeneralData, ProductsPageData, ServicesPageData, SocialFeedItem } from './types';

export const EMBEDDED_DATA_ELEMENT_ID = 'app-start-data';

/** What the server embeds: each app-start call's unwrapped `data`, under the endpoint's name. */
export interface EmbeddedAppStartData {
  getGeneralData?: GeneralData;
  getServicesPage?: ServicesPageData;
  getSocialFeed?: SocialFeedItem[];
  getProductsPage?: ProductsPageData;
}

export function readEmbeddedData(doc: Document): EmbeddedAppStartData | null {
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

export const seedAppStartData =
  (embedded: EmbeddedAppStartData) => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    const entries = [];
    if (embedded.getGeneralData)
      entries.push({ endpointName: 'getGeneralData' as const, arg: undefined, value: embedded.getGeneralData });
    if (embedded.getServicesPage)
      entries.push({ endpointName: 'getServicesPage' as const, arg: undefined, value: embedded.getServicesPage });
    if (Array.isArray(embedded.getSocialFeed))
      entries.push({ endpointName: 'getSocialFeed' as const, arg: undefined, value: embedded.getSocialFeed });
    if (embedded.getProductsPage)
      entries.push({ endpointName: 'getProductsPage' as const, arg: undefined, value: embedded.getProductsPage });
    // The same clean-up the endpoints apply to what they fetch.
    if (entries.length) dispatch(contentApi.util.upsertQueryEntries(dropNullItems(entries)));
  };
