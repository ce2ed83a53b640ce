// Every call of the content API (spec §7), one endpoint each. Components get entities, not envelopes.
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { APP_START_CALLS, apiPaths, type ContactSubmission } from './contract';
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

export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery,
  // The salon's area injects its endpoints (features/auth, inbox, activity) and uses the last four.
  tagTypes: [
    'GeneralData',
    'ServicesPage',
    'SocialFeed',
    'ProductsPage',
    'AboutPage',
    'ContactPage',
    'GalleryPage',
    'Session',
    'Messages',
    'Activity',
    'Notifications',
  ],
  endpoints: (build) => ({
    getGeneralData: build.query<GeneralData, void>({
      query: () => apiPaths.generalData,
      transformResponse: unwrap<GeneralData>,
      providesTags: ['GeneralData'],
    }),
    getServicesPage: build.query<ServicesPageData, void>({
      query: () => apiPaths.servicesPage,
      transformResponse: unwrap<ServicesPageData>,
      providesTags: ['ServicesPage'],
    }),
    getSocialFeed: build.query<SocialFeedItem[], void>({
      query: () => apiPaths.socialFeed,
      transformResponse: (response: Envelope<SocialFeedItem[] | null> | undefined) =>
        Array.isArray(response?.data) ? dropNullItems(response.data) : [],
      providesTags: ['SocialFeed'],
    }),
    getProductsPage: build.query<ProductsPageData, void>({
      query: () => apiPaths.productsPage,
      transformResponse: unwrap<ProductsPageData>,
      providesTags: ['ProductsPage'],
    }),
    getAboutPage: build.query<AboutPageData, void>({
      query: () => apiPaths.aboutPage,
      transformResponse: unwrap<AboutPageData>,
      providesTags: ['AboutPage'],
    }),
    getContactPage: build.query<ContactPageData, void>({
      query: () => apiPaths.contactPage,
      transformResponse: unwrap<ContactPageData>,
      providesTags: ['ContactPage'],
    }),
    getGalleryPage: build.query<GalleryPageData, void>({
      query: () => apiPaths.galleryPage,
      transformResponse: unwrap<GalleryPageData>,
      providesTags: ['GalleryPage'],
    }),
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
      query: ({ pageParam }) => ({ url: apiPaths.galleryPage, params: { page: pageParam } }),
      transformResponse: (response: Envelope<GalleryPageData> | undefined) => unwrap(response).galleryItems ?? {},
      providesTags: ['GalleryPage'],
    }),
    submitContactForm: build.mutation<unknown, ContactSubmission>({
      query: (body) => ({ url: apiPaths.submitContactForm, method: 'POST', body }),
      // The contact form lists the 422 messages in its own order and beside each field.
      extraOptions: { callerHandles: [422] },
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
  useSubmitContactFormMutation,
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
