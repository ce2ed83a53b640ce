// The files of the media storage a media field may name, for the pickers: injected into the one API slice.
import { adminApiPaths, type MediaKind, type StoredMediaFile } from '../../../api/adminContract';
import { contentApi } from '../../../api/contentApi';
import type { Envelope } from '../../../api/types';

export const storedMediaApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getStoredMedia: build.query<StoredMediaFile[], MediaKind>({
      query: (kind) => ({ url: adminApiPaths.contentMedia, params: { kind } }),
      // Another backend may answer without a list: the picker then says there is nothing to choose.
      transformResponse: (response: Envelope<StoredMediaFile[]> | undefined) =>
        Array.isArray(response?.data)
          ? response.data.filter((file) => typeof (file as Partial<StoredMediaFile> | null)?.path === 'string')
          : [],
      // An upload, a description or a deletion in the library changes what the pickers offer.
      providesTags: ['Media'],
    }),
  }),
});

export const { useGetStoredMediaQuery } = storedMediaApi;
