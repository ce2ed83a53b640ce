// The salon's accounts, for the owners, injected into the one API slice: the list, a member's role,
// their sessions ended, their account removed, and invitations (made, listed, withdrawn). Each change
// is in the activity log. And the invitee's side: what a link is for, and joining with a password.
import { contentApi } from '../../api/contentApi';
import { authApi, withSessionToken } from '../../api/authApi';
import {
  adminApiPaths,
  type Invitation,
  type InvitationDetails,
  type InvitationMade,
  type OwnerSession,
  type Role,
  type TeamMember,
} from '../../api/adminContract';
import type { Envelope } from '../../api/types';

// Its cache tag is added here, with the area's code, rather than in the slice every visitor loads.
export const teamApi = contentApi.enhanceEndpoints({ addTagTypes: ['Team'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamMember[], void>({
      query: () => adminApiPaths.team,
      transformResponse: (response: Envelope<TeamMember[]>) => response.data,
      providesTags: ['Team'],
    }),
    changeRole: build.mutation<Envelope<TeamMember>, { id: number; role: Role }>({
      queryFn: withSessionToken(({ id, role }: { id: number; role: Role }) => ({
        url: adminApiPaths.teamMember(id),
        method: 'PATCH',
        body: { role },
      })),
      // The page says why a change was refused (the last owner).
      extraOptions: { callerHandles: [409, 422] },
      invalidatesTags: ['Team', 'Activity'],
    }),
    signOutMember: build.mutation<Envelope<TeamMember>, number>({
      queryFn: withSessionToken((id: number) => ({ url: adminApiPaths.teamMemberSignOut(id), method: 'POST' })),
      invalidatesTags: ['Team', 'Activity'],
    }),
    removeMember: build.mutation<null, number>({
      queryFn: withSessionToken((id: number) => ({ url: adminApiPaths.teamMember(id), method: 'DELETE' })),
      extraOptions: { callerHandles: [409, 422] },
      invalidatesTags: ['Team', 'Activity'],
    }),
    getInvitations: build.query<Invitation[], void>({
      query: () => adminApiPaths.invitations,
      transformResponse: (response: Envelope<Invitation[]>) => response.data,
      providesTags: ['Team'],
    }),
    invite: build.mutation<Envelope<InvitationMade>, { email: string; role: Role }>({
      queryFn: withSessionToken((body: { email: string; role: Role }) => ({
        url: adminApiPaths.invitations,
        method: 'POST',
        body,
      })),
      // The form says what is wrong with the email, or that it has an account already.
      extraOptions: { callerHandles: [409, 422] },
      invalidatesTags: ['Team', 'Activity'],
    }),
    withdrawInvitation: build.mutation<null, number>({
      queryFn: withSessionToken((id: number) => ({ url: adminApiPaths.invitation(id), method: 'DELETE' })),
      invalidatesTags: ['Team', 'Activity'],
    }),
    invitationDetails: build.mutation<InvitationDetails, string>({
      query: (token) => ({ url: adminApiPaths.invitationDetails, method: 'POST', body: { token } }),
      transformResponse: (response: Envelope<InvitationDetails>) => response.data,
      extraOptions: { callerHandles: [410, 429] },
    }),
    acceptInvitation: build.mutation<OwnerSession, { token: string; password: string; password_confirmation: string }>({
      query: (body) => ({ url: adminApiPaths.invitationAccept, method: 'POST', body }),
      transformResponse: (response: Envelope<OwnerSession>) => response.data,
      extraOptions: { callerHandles: [409, 410, 422, 429] },
      // Joined and signed in: the area knows the session at once.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(authApi.util.upsertQueryData('getSession', undefined, result.data));
      },
    }),
  }),
});

export const {
  useGetTeamQuery,
  useChangeRoleMutation,
  useSignOutMemberMutation,
  useRemoveMemberMutation,
  useGetInvitationsQuery,
  useInviteMutation,
  useWithdrawInvitationMutation,
  useInvitationDetailsMutation,
  useAcceptInvitationMutation,
} = teamApi;
