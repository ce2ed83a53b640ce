// The files of the media storage a media field may name, for the pickers, a page at a time from the
// newest (each page's param is its offset), with words to find: injected into the one API slice.
import { adminApiPaths, type MediaKind, type StoredMediaFile } from '../../../api/adminContract';
import { contentApi } from '../../../api/contentApi';

/** The most files a picker asks for at once (the server's largest page). */
export const STORED_MEDIA_PAGE = 200;

export interface StoredMediaPage {
  files: StoredMediaFile[];
  /** How many files match in all. */
  total: number;
}

export const storedMediaApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getStoredMedia: build.infiniteQuery<StoredMediaPage, { kind: MediaKind; search: string }, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _pages, offset) => {
          const next = offset + last.files.length;
          return last.files.length > 0 && next < last.total ? next : undefined;
        },
      },
      query: ({ queryArg: { kind, search }, pageParam: offset }) => ({
        url: adminApiPaths.contentMedia,
        params: { kind, limit: STORED_MEDIA_PAGE, offset, ...(search.trim() ? { q: search.trim() } : {}) },
      }),
      // Another backend may answer without a list, or without a total: the picker then offers what
      // came, and asks for no more.
      transformResponse: (response: { data?: unknown; total?: unknown } | undefined) => {
        const files = Array.isArray(response?.data)
          ? (response.data as StoredMediaFile[]).filter(
              (file) => typeof (file as Partial<StoredMediaFile> | null)?.path === 'string',
            )
          : [];
        return { files, total: typeof response?.total === 'number' ? response.total : files.length };
      },
      // An upload, a description or a deletion in the library changes what the pickers offer.
      providesTags: ['Media'],
    }),
  }),
});

export const { useGetStoredMediaInfiniteQuery } = storedMediaApi;
