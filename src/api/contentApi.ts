// The content API's reads (spec §7), one endpoint each, with the path and tag the table of
// content calls (contract.ts) gives it. Components get entities, not envelopes.
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { APP_START_CALLS, apiPaths, contentCalls, contentTags, type EmbeddableCall } from './contentCalls';
import { dropNullItems } from './dropNullItems';
import type {
  AboutPageData,
  ContactPageData,
  Envelope,
  GalleryPageData,
  GalleryPageOfItems,
  GeneralData,
  ProductsPageData,
  ServicesPageData,
  SocialFeedItem,
} from './types';

const unwrap = <T>(response: Envelope<T> | undefined): T => dropNullItems(response?.data ?? {}) as T;

/** A call of the table that answers an object: its path, its tag, its unwrapped answer. */
const objectCall = <T>(call: EmbeddableCall) => ({
  query: () => apiPaths[call],
  transformResponse: unwrap<T>,
  providesTags: [contentCalls[call].tag],
});

export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery,
  // The contact form and the salon's area inject their endpoints (features/contact, auth, inbox,
  // activity, editor) and use the rest.
  tagTypes: [...contentTags, 'Session', 'Messages', 'Activity', 'Notifications', 'Draft', 'Versions', 'Media'],
  endpoints: (build) => ({
    getGeneralData: build.query<GeneralData, void>(objectCall<GeneralData>('getGeneralData')),
    getServicesPage: build.query<ServicesPageData, void>(objectCall<ServicesPageData>('getServicesPage')),
    getSocialFeed: build.query<SocialFeedItem[], void>({
      query: () => apiPaths.getSocialFeed,
      transformResponse: (response: Envelope<SocialFeedItem[] | null> | undefined) =>
        Array.isArray(response?.data) ? dropNullItems(response.data) : [],
      providesTags: [contentCalls.getSocialFeed.tag],
    }),
    getProductsPage: build.query<ProductsPageData, void>(objectCall<ProductsPageData>('getProductsPage')),
    getAboutPage: build.query<AboutPageData, void>(objectCall<AboutPageData>('getAboutPage')),
    getContactPage: build.query<ContactPageData, void>(objectCall<ContactPageData>('getContactPage')),
    getGalleryPage: build.query<GalleryPageData, void>(objectCall<GalleryPageData>('getGalleryPage')),
    /** The gallery grid, page by page (?page=n); stops when current_page reaches last_page. */
    getGalleryItems: build.infiniteQuery<GalleryPageOfItems, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => {
          const current = lastPage.current_page ?? lastPageParam;
          const last = lastPage.last_page ?? current;
          return current < last ? current + 1 : undefined;
        },
      },
      query: ({ pageParam }) => ({ url: apiPaths.getGalleryItems, params: { page: pageParam } }),
      transformResponse: (response: Envelope<GalleryPageData> | undefined) => unwrap(response).galleryItems ?? {},
      providesTags: [contentCalls.getGalleryItems.tag],
    }),
  }),
});

export const {
  useGetGeneralDataQuery,
  useGetServicesPageQuery,
  useGetSocialFeedQuery,
  useGetProductsPageQuery,
  useGetAboutPageQuery,
  useGetContactPageQuery,
  useGetGalleryPageQuery,
  useGetGalleryItemsInfiniteQuery,
} = contentApi;

/** The calls fired on app start (spec §7); each stays subscribed for the visit. */
export const requestAppStartData = () => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) =>
  Promise.all(
    APP_START_CALLS.map((call) => {
      // Each endpoint's own result type differs; here only the start of each call matters.
      const endpoint: { initiate: () => ThunkAction<unknown, unknown, unknown, UnknownAction> } =
        contentApi.endpoints[call];
      return dispatch(endpoint.initiate());
    }),
  );
