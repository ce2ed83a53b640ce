// The activity log, injected into the one API slice: newest first, a page at a time.
import { contentApi } from '../../api/contentApi';
import { adminApiPaths, type ActivityEntry, type Paged } from '../../api/adminContract';

export const activityApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<Paged<ActivityEntry>, number>({
      query: (page) => ({ url: adminApiPaths.activity, params: page > 1 ? { page } : undefined }),
      providesTags: ['Activity'],
    }),
  }),
});

export const { useGetActivityQuery } = activityApi;
