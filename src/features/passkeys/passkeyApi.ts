// The owner's passkeys, injected into the one API slice: the list, adding one (options, then the
// authenticator's answer), renaming, removing, the requirement and recovery codes, confirming a
// change with one; signing in with one from /login, and joining with one from /join. Loaded only by
// the chunks of /login, /join and the account page.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { adminApiPaths, type OwnerSession } from '../../api/adminContract';
import { contentApi } from '../../api/contentApi';
import {
  passkeyApiPaths,
  type Confirmation,
  type PasskeyOverview,
  type PasskeySummary,
  type RecoveryCodes,
} from '../../api/passkeyContract';
import type { Envelope } from '../../api/types';
import { authApi, withSessionToken } from '../../api/authApi';

const unwrap = <T>(response: Envelope<T>): T => response.data;

/** Joining from an invitation's link with a passkey: the link's token, the passkey's name and its answer. */
export interface PasskeyJoin {
  token: string;
  name: string;
  response: RegistrationResponseJSON;
}

const api = contentApi.enhanceEndpoints({ addTagTypes: ['Passkeys'] });

export const passkeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<PasskeyOverview, void>({
      query: () => passkeyApiPaths.passkeys,
      transformResponse: unwrap<PasskeyOverview>,
      providesTags: ['Passkeys'],
    }),
    registrationOptions: build.mutation<Envelope<PublicKeyCredentialCreationOptionsJSON>, Confirmation>({
      queryFn: withSessionToken((body: Confirmation) => ({
        url: passkeyApiPaths.registrationOptions,
        method: 'POST',
        body,
      })),
      extraOptions: { callerHandles: [409, 422, 429] },
    }),
    addPasskey: build.mutation<Envelope<PasskeySummary>, { name: string; response: RegistrationResponseJSON }>({
      queryFn: withSessionToken((body: { name: string; response: RegistrationResponseJSON }) => ({
        url: passkeyApiPaths.passkeys,
        method: 'POST',
        body,
      })),
      extraOptions: { callerHandles: [409, 422, 429] },
      invalidatesTags: ['Passkeys', 'Activity'],
    }),
    renamePasskey: build.mutation<Envelope<PasskeySummary>, { id: number; name: string }>({
      queryFn: withSessionToken(({ id, name }: { id: number; name: string }) => ({
        url: passkeyApiPaths.passkey(id),
        method: 'PATCH',
        body: { name },
      })),
      extraOptions: { callerHandles: [404, 422, 429] },
      invalidatesTags: ['Passkeys', 'Activity'],
    }),
    removePasskey: build.mutation<null, { id: number } & Confirmation>({
      queryFn: withSessionToken(({ id, ...confirmation }: { id: number } & Confirmation) => ({
        url: passkeyApiPaths.passkey(id),
        method: 'DELETE',
        body: confirmation,
      })),
      extraOptions: { callerHandles: [404, 409, 422, 429] },
      invalidatesTags: ['Passkeys', 'Activity'],
    }),
    setPasskeyRequired: build.mutation<Envelope<RecoveryCodes> | null, { required: boolean } & Confirmation>({
      queryFn: withSessionToken((body: { required: boolean } & Confirmation) => ({
        url: passkeyApiPaths.requirement,
        method: 'PUT',
        body,
      })),
      extraOptions: { callerHandles: [409, 422, 429] },
      invalidatesTags: ['Passkeys', 'Activity'],
    }),
    renewRecoveryCodes: build.mutation<Envelope<RecoveryCodes>, Confirmation>({
      queryFn: withSessionToken((body: Confirmation) => ({ url: passkeyApiPaths.recoveryCodes, method: 'POST', body })),
      extraOptions: { callerHandles: [409, 422, 429] },
      invalidatesTags: ['Passkeys', 'Activity'],
    }),
    confirmationOptions: build.mutation<Envelope<PublicKeyCredentialRequestOptionsJSON>, void>({
      queryFn: withSessionToken(() => ({ url: passkeyApiPaths.confirmationOptions, method: 'POST' })),
      extraOptions: { callerHandles: [409, 429] },
    }),
    joinOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, { token: string }>({
      query: (body) => ({ url: adminApiPaths.invitationPasskeyOptions, method: 'POST', body }),
      transformResponse: unwrap<PublicKeyCredentialCreationOptionsJSON>,
      extraOptions: { callerHandles: [409, 410, 429] },
    }),
    joinWithPasskey: build.mutation<OwnerSession, PasskeyJoin>({
      query: (body) => ({ url: adminApiPaths.invitationAcceptPasskey, method: 'POST', body }),
      transformResponse: unwrap<OwnerSession>,
      extraOptions: { callerHandles: [409, 410, 422, 429] },
      // Joined and signed in: the area knows the session at once.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(authApi.util.upsertQueryData('getSession', undefined, result.data));
      },
    }),
    passkeySignInOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ url: passkeyApiPaths.signInOptions, method: 'POST' }),
      transformResponse: unwrap<PublicKeyCredentialRequestOptionsJSON>,
      extraOptions: { callerHandles: [429] },
    }),
    passkeySignIn: build.mutation<OwnerSession, AuthenticationResponseJSON>({
      query: (response) => ({ url: passkeyApiPaths.signIn, method: 'POST', body: { response } }),
      transformResponse: unwrap<OwnerSession>,
      // The button says what went wrong; a 401 here is a refused passkey, not a lost session.
      extraOptions: { callerHandles: [401, 429] },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(authApi.util.upsertQueryData('getSession', undefined, result.data));
      },
    }),
  }),
});

export const {
  useGetPasskeysQuery,
  useRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  useSetPasskeyRequiredMutation,
  useRenewRecoveryCodesMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
  useConfirmationOptionsMutation,
  useJoinOptionsMutation,
  useJoinWithPasskeyMutation,
} = passkeyApi;
