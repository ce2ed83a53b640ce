// The website editor's requests, injected into the one API slice: the draft (read, saved one part at
// a time, discarded), publishing now or at a set time, and the history of published versions with
// restoring. The schedule has no tag of its own (the slice's tags are in the visitor's code too): each
// change of it puts what it now is in place.
import { contentApi } from '../../api/contentApi';
import {
  adminApiPaths,
  VERSIONS_PAGE_SIZE,
  type ContentVersion,
  type DraftStatus,
  type EditorDraft,
  type PublishRequest,
  type ScheduledPublish,
  type ScheduleRequest,
} from '../../api/adminContract';
import type { EntityName } from '../../api/model';
import type { Envelope } from '../../api/types';
import { withSessionToken } from '../../api/authApi';

export { VERSIONS_PAGE_SIZE };

export interface EntitySave {
  entity: EntityName;
  value: unknown;
  revision: number;
}

export const editorApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getDraft: build.query<EditorDraft, void>({
      query: () => adminApiPaths.contentDraft,
      transformResponse: (response: Envelope<EditorDraft>) => response.data,
      providesTags: ['Draft'],
    }),
    saveDraftEntity: build.mutation<Envelope<DraftStatus>, EntitySave>({
      queryFn: withSessionToken(({ entity, value, revision }: EntitySave) => ({
        url: adminApiPaths.contentDraftEntity(entity),
        method: 'PUT',
        body: { value, revision },
      })),
      // The form shows the model's messages beside each field, and a draft changed elsewhere in place.
      extraOptions: { callerHandles: [409, 422] },
      // The saved value becomes the draft the other screens read; what is being typed stays the form's.
      async onQueryStarted({ entity, value }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (!saved) return;
        dispatch(
          editorApi.util.updateQueryData('getDraft', undefined, (draft) => {
            Object.assign(draft, saved.data.data);
            (draft.content as Record<string, unknown>)[entity] = value;
          }),
        );
      },
    }),
    publishDraft: build.mutation<Envelope<ContentVersion>, PublishRequest>({
      queryFn: withSessionToken((body: PublishRequest) => ({
        url: adminApiPaths.contentPublish,
        method: 'POST',
        body,
      })),
      extraOptions: { callerHandles: [409, 422] },
      invalidatesTags: (result) => (result ? ['Draft', 'Versions', 'Activity'] : []),
      // A publish by hand cancels the schedule waiting.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.catch(() => null)) {
          await dispatch(editorApi.util.upsertQueryData('getSchedule', undefined, null));
        }
      },
    }),
    /** The publish waiting for its minute, or the last that failed; null for neither. */
    getSchedule: build.query<ScheduledPublish | null, void>({
      query: () => adminApiPaths.contentSchedule,
      transformResponse: (response: Envelope<ScheduledPublish | null>) => response.data,
      // A publish that was waiting has happened (or failed) on the server: the draft and the history moved.
      async onQueryStarted(_request, api) {
        const before = editorApi.endpoints.getSchedule.select()(api.getState()).data;
        const after = await api.queryFulfilled.catch(() => null);
        const stillWaiting = after?.data?.state === 'pending' && after.data.id === before?.id;
        if (before?.state === 'pending' && after && !stillWaiting) {
          api.dispatch(editorApi.util.invalidateTags(['Draft', 'Versions', 'Activity']));
        }
      },
    }),
    schedulePublish: build.mutation<Envelope<ScheduledPublish>, ScheduleRequest>({
      queryFn: withSessionToken((body: ScheduleRequest) => ({
        url: adminApiPaths.contentSchedule,
        method: 'POST',
        body,
      })),
      extraOptions: { callerHandles: [409, 422] },
      invalidatesTags: (result) => (result ? ['Activity'] : []),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const made = await queryFulfilled.catch(() => null);
        if (made) await dispatch(editorApi.util.upsertQueryData('getSchedule', undefined, made.data.data));
      },
    }),
    /** Cancels the publish waiting, or clears the failure shown. */
    cancelSchedule: build.mutation<null, void>({
      queryFn: withSessionToken(() => ({ url: adminApiPaths.contentSchedule, method: 'DELETE' })),
      invalidatesTags: ['Activity'],
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.catch(() => null)) {
          await dispatch(editorApi.util.upsertQueryData('getSchedule', undefined, null));
        }
      },
    }),
    discardDraft: build.mutation<Envelope<EditorDraft>, void>({
      queryFn: withSessionToken(() => ({ url: adminApiPaths.contentDraft, method: 'DELETE' })),
      invalidatesTags: ['Draft', 'Activity'],
    }),
    getVersions: build.query<ContentVersion[], number | undefined>({
      query: (before) => ({ url: adminApiPaths.contentVersions, params: before ? { before } : undefined }),
      transformResponse: (response: Envelope<ContentVersion[]>) => response.data,
      providesTags: ['Versions'],
    }),
    restoreVersion: build.mutation<Envelope<EditorDraft>, number>({
      queryFn: withSessionToken((id: number) => ({ url: adminApiPaths.contentRestore(id), method: 'POST' })),
      extraOptions: { callerHandles: [422] },
      invalidatesTags: (result) => (result ? ['Draft', 'Activity'] : []),
    }),
  }),
});

export const {
  useGetDraftQuery,
  useSaveDraftEntityMutation,
  usePublishDraftMutation,
  useGetScheduleQuery,
  useSchedulePublishMutation,
  useCancelScheduleMutation,
  useDiscardDraftMutation,
  useGetVersionsQuery,
  useRestoreVersionMutation,
} = editorApi;
