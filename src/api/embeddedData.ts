// The server embeds the content the first view needs in the HTML it sends (the four app-start
// calls, plus the page's own call), so that page paints without waiting for an API round trip.
// This reads it and seeds the query cache with it, in the browser and in the server render alike.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { contentApi } from './contentApi';
import { dropNullItems } from './dropNullItems';
import {
  contentCalls,
  EMBEDDED_DATA_ELEMENT_ID,
  type ContentCall,
  type EmbeddableCall,
  type EmbeddedData,
} from './contract';

export type { EmbeddedData };

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

/** What an embedded answer must look like to be used; anything else is left to the API call. */
function usable(call: ContentCall, value: unknown): boolean {
  if (call.feed) return Array.isArray(value);
  if (call.pages) {
    return (
      isObject(value) &&
      'pages' in value &&
      Array.isArray(value.pages) &&
      'pageParams' in value &&
      Array.isArray(value.pageParams)
    );
  }
  return isObject(value);
}

export const seedEmbeddedData =
  (embedded: EmbeddedData) => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    const entries = (Object.keys(contentCalls) as EmbeddableCall[])
      .filter((name) => usable(contentCalls[name], embedded[name]))
      .map((name) => ({ endpointName: name, arg: undefined, value: embedded[name] }));
    if (entries.length === 0) return;
    // The same clean-up the endpoints apply to what they fetch. RTK Query upserts infinite-query
    // entries ({ pages, pageParams }) as well, though its types list plain queries only.
    dispatch(
      contentApi.util.upsertQueryEntries(
        dropNullItems(entries) as unknown as Parameters<typeof contentApi.util.upsertQueryEntries>[0],
      ),
    );
  };
