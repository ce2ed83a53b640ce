// Whether the visitor is waiting on the network for something the page cannot show without.
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { contentApi } from '../api/contentApi';

type ContentApiState = ReturnType<typeof contentApi.reducer>;

/**
 * True while a query is loading data it has never had (not a refetch, not the gallery's next page,
 * which both keep showing what is there) or while a mutation is being sent.
 */
export function selectIsBlockingRequestInFlight(state: { contentApi: ContentApiState }): boolean {
  const { queries, mutations } = state.contentApi;
  for (const entry of Object.values(queries)) {
    if (entry?.status === QueryStatus.pending && entry.data === undefined) return true;
  }
  for (const entry of Object.values(mutations)) {
    if (entry?.status === QueryStatus.pending) return true;
  }
  return false;
}
