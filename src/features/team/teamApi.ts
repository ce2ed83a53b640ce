// The salon's accounts, for the owners, injected into the one API slice: the list, a member's role,
// their sessions ended, their account removed. Each change is in the activity log.
import { contentApi } from '../../api/contentApi';
import { withSessionToken } from '../../api/authApi';
import { adminApiPaths, type Role, type TeamMember } from '../../api/adminContract';
import type { Envelope } from '../../api/types';

export const teamApi = contentApi.injectEndpoints({
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
  }),
});

export const { useGetTeamQuery, useChangeRoleMutation, useSignOutMemberMutation, useRemoveMemberMutation } = teamApi;
