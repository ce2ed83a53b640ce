// One look-up of the media details that every content answer in the store carries (`media`, keyed by
// stored path), for the pictures of every page.
import { createSelector } from '@reduxjs/toolkit';
import type { contentApi } from '../api/contentApi';
import type { MediaDetails } from '../api/types';

type ContentApiState = ReturnType<typeof contentApi.reducer>;

/** The `media` maps in one answer; the gallery grid's answer is a list of pages, each with its own. */
function mapsIn(data: unknown): object[] {
  if (data === null || typeof data !== 'object') return [];
  const { pages, media } = data as { pages?: unknown; media?: unknown };
  if (Array.isArray(pages)) return pages.flatMap(mapsIn);
  return media !== null && typeof media === 'object' && !Array.isArray(media) ? [media] : [];
}

export const selectMediaDetails = createSelector(
  [(state: { contentApi: ContentApiState }) => state.contentApi.queries],
  (queries): ReadonlyMap<string, MediaDetails> => {
    // A Map: keys come from the server, and "__proto__" must stay a key like any other.
    const details = new Map<string, MediaDetails>();
    for (const entry of Object.values(queries)) {
      for (const map of mapsIn(entry?.data)) {
        for (const [path, value] of Object.entries(map)) {
          if (value !== null && typeof value === 'object') details.set(path, value as MediaDetails);
        }
      }
    }
    return details;
  },
);
