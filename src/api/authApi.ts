// The area's door and the owner's account, injected into the one API slice: whether anyone can sign
// in, signing in and out, the session (with its anti-forgery token), the password and notifications.
import type { BaseQueryApi, FetchArgs, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError, RequestMeta, RequestOptions } from './baseQuery';
import { contentApi } from './contentApi';
import {
  adminApiPaths,
  CSRF_HEADER,
  type NotificationStatus,
  type OwnerSession,
  type PasswordChange,
  type SignInStatus,
} from './adminContract';
import type { Envelope } from './types';

const unwrap = <T>(response: Envelope<T>): T => response.data;

type BoundBaseQuery = (args: string | FetchArgs) => PromiseLike<QueryReturnValue<unknown, ApiError, RequestMeta>>;

/**
 * A change the area asks of the server: the request `request` makes of the endpoint's argument,
 * with the session's anti-forgery token in its header.
 */
export function withSessionToken<Result, Arg>(request: (arg: Arg) => FetchArgs) {
  return async (arg: Arg, api: BaseQueryApi, _extraOptions: RequestOptions, baseQuery: BoundBaseQuery) => {
    const token = selectCsrfToken(api.getState() as ApiState) ?? '';
    const args = request(arg);
    const result = await baseQuery({ ...args, headers: { ...(args.headers as object), [CSRF_HEADER]: token } });
    return result as QueryReturnValue<Result, ApiError, RequestMeta>;
  };
}

export interface SignInRequest {
  email: string;
  password: string;
  /** In place of the passkey an account requires. */
  recovery_code?: string;
}

export const authApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getSignInStatus: build.query<SignInStatus, void>({
      query: () => adminApiPaths.signIn,
      transformResponse: unwrap<SignInStatus>,
      keepUnusedDataFor: 0,
    }),
    signIn: build.mutation<OwnerSession, SignInRequest>({
      query: (body) => ({ url: adminApiPaths.signIn, method: 'POST', body }),
      transformResponse: unwrap<OwnerSession>,
      // The sign-in form says what was wrong, and when to try again; 401: the account requires a passkey.
      extraOptions: { callerHandles: [401, 422, 429] },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A failed sign-in is the form's to show.
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(authApi.util.upsertQueryData('getSession', undefined, result.data));
      },
    }),
    getSession: build.query<OwnerSession, void>({
      query: () => adminApiPaths.session,
      transformResponse: unwrap<OwnerSession>,
      providesTags: ['Session'],
    }),
    signOut: build.mutation<null, void>({
      queryFn: withSessionToken(() => ({ url: adminApiPaths.signOut, method: 'POST' })),
    }),
    signOutEverywhere: build.mutation<null, void>({
      queryFn: withSessionToken(() => ({ url: adminApiPaths.signOutEverywhere, method: 'POST' })),
    }),
    changePassword: build.mutation<Envelope<OwnerSession>, PasswordChange>({
      queryFn: withSessionToken((body: PasswordChange) => ({ url: adminApiPaths.password, method: 'POST', body })),
      // The form shows what is wrong beside each field.
      extraOptions: { callerHandles: [422, 429] },
      // The session is new: so is its anti-forgery token.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(authApi.util.upsertQueryData('getSession', undefined, result.data.data));
      },
    }),
    getNotificationStatus: build.query<NotificationStatus, void>({
      query: () => adminApiPaths.notifications,
      transformResponse: unwrap<NotificationStatus>,
      providesTags: ['Notifications'],
    }),
  }),
});

/** The store as the API's selectors read it: whatever holds the content API's slice. */
type ApiState = Parameters<ReturnType<typeof authApi.endpoints.getSession.select>>[0];

export function selectCsrfToken(state: ApiState): string | undefined {
  return authApi.endpoints.getSession.select()(state).data?.csrfToken;
}

export const {
  useGetSignInStatusQuery,
  useSignInMutation,
  useGetSessionQuery,
  useSignOutMutation,
  useSignOutEverywhereMutation,
  useChangePasswordMutation,
  useGetNotificationStatusQuery,
} = authApi;
