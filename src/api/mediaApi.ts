// The media library, injected into the one API slice: the list (with search), an item's description
// and its deletion. Files travel through sendMediaFile instead, which reports their progress.
import { contentApi } from './contentApi';
import {
  adminApiPaths,
  type MediaDescription,
  type MediaInUse,
  type MediaItem,
  type MediaLimits,
  type MediaList,
} from './adminContract';
import type { ApiError } from './baseQuery';
import type { Envelope } from './types';
import { withSessionToken } from './authApi';

/** The most items the library asks for at once (the server's largest page). */
export const MEDIA_PAGE_LIMIT = 200;

export const mediaApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    /** The library (with a search), a page at a time from the newest: each page's param is its offset. */
    getMediaList: build.infiniteQuery<MediaList, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _pages, offset) => {
          const next = offset + last.data.length;
          return last.data.length > 0 && next < last.total ? next : undefined;
        },
      },
      query: ({ queryArg: search, pageParam: offset }) => ({
        url: adminApiPaths.media,
        params: { limit: MEDIA_PAGE_LIMIT, offset, ...(search.trim() ? { q: search.trim() } : {}) },
      }),
      providesTags: ['Media'],
    }),
    /** What one upload may hold, for a page that uploads without listing the library. */
    getMediaLimits: build.query<MediaLimits | undefined, void>({
      query: () => ({ url: adminApiPaths.media, params: { limit: 1 } }),
      transformResponse: (response: Partial<MediaList> | undefined) => response?.limits,
    }),
    describeMedia: build.mutation<Envelope<MediaItem>, { id: number; change: MediaDescription }>({
      queryFn: withSessionToken(({ id, change }: { id: number; change: MediaDescription }) => ({
        url: adminApiPaths.mediaItem(id),
        method: 'PATCH',
        body: change,
      })),
      // The form says what is wrong; an item deleted meanwhile is said so in place.
      extraOptions: { callerHandles: [404, 422] },
      invalidatesTags: (result) => (result ? ['Media', 'Activity', 'Draft'] : []),
    }),
    deleteMedia: build.mutation<null, number>({
      queryFn: withSessionToken((id: number) => ({ url: adminApiPaths.mediaItem(id), method: 'DELETE' })),
      // A file in use is refused (409) with its places, which the dialog lists.
      extraOptions: { callerHandles: [404, 409] },
      invalidatesTags: (_result, error) => (error?.status === 409 ? [] : ['Media', 'Activity']),
    }),
  }),
});

/** The places a refused deletion names, when the server gave them. */
export function usesOfRefusal(error: ApiError | undefined): MediaInUse | undefined {
  const data = error?.data as Partial<MediaInUse> | undefined;
  return error?.status === 409 && Array.isArray(data?.uses) ? (data as MediaInUse) : undefined;
}

export const {
  useGetMediaListInfiniteQuery,
  useGetMediaLimitsQuery,
  useDescribeMediaMutation,
  useDeleteMediaMutation,
} = mediaApi;
