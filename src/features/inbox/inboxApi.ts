// The inbox, injected into the one API slice: messages per folder and search, newest first, an older
// page at a time; one message, the counts the area's navigation shows, and the changes an owner makes
// to a message.
import { contentApi } from '../../api/contentApi';
import {
  adminApiPaths,
  type InboxCounts,
  type InboxFolder,
  type InboxMessage,
  type CursorPage,
  type MessageChange,
} from '../../api/adminContract';
import type { Envelope } from '../../api/types';
import { config } from '../../config';
import { withSessionToken } from '../../api/authApi';

export interface InboxQuery {
  folder: InboxFolder;
  search: string;
}

/** The query string of a folder and search, leaving out what is as by default. */
export function inboxSearchParams({ folder, search }: Partial<InboxQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (folder && folder !== 'inbox') params.set('folder', folder);
  if (search?.trim()) params.set('q', search.trim());
  return params;
}

/** The address of the CSV of a folder (and search), downloaded by the browser with the session's cookie. */
export function messagesCsvUrl(query: InboxQuery): string {
  const params = inboxSearchParams(query);
  params.set('folder', query.folder);
  return `${config.apiBase}${adminApiPaths.messagesCsv}?${params.toString()}`;
}

export const inboxApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A folder (and search), newest first, a page at a time: each page's param is where it starts,
     * the `next` of the page before (null: the newest). A change to a message fetches the pages
     * shown again, each from where the fresh one before it ends (a list not shown is dropped
     * instead, and InboxView loads as many pages again when the owner comes back to it).
     */
    getMessages: build.infiniteQuery<CursorPage<InboxMessage>, InboxQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.next,
      },
      query: ({ queryArg, pageParam: before }) => ({
        url: adminApiPaths.messages,
        params: { ...Object.fromEntries(inboxSearchParams(queryArg)), ...(before ? { before } : {}) },
      }),
      providesTags: ['Messages'],
    }),
    getMessage: build.query<InboxMessage, number>({
      query: (id) => adminApiPaths.message(id),
      transformResponse: (response: Envelope<InboxMessage>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Messages', id }],
      // A message deleted meanwhile is said so in place.
      extraOptions: { callerHandles: [404] },
    }),
    getMessageCounts: build.query<InboxCounts, void>({
      query: () => adminApiPaths.messageCounts,
      transformResponse: (response: Envelope<InboxCounts>) => response.data,
      providesTags: ['Messages'],
    }),
    changeMessage: build.mutation<Envelope<InboxMessage>, { id: number; change: MessageChange }>({
      queryFn: withSessionToken(({ id, change }: { id: number; change: MessageChange }) => ({
        url: adminApiPaths.message(id),
        method: 'PATCH',
        body: change,
      })),
      invalidatesTags: (_result, _error, { id }) => ['Messages', { type: 'Messages', id }, 'Activity'],
    }),
    deleteMessage: build.mutation<null, number>({
      queryFn: withSessionToken((id: number) => ({ url: adminApiPaths.message(id), method: 'DELETE' })),
      invalidatesTags: ['Messages', 'Activity'],
    }),
  }),
});

export const {
  useGetMessagesInfiniteQuery,
  useGetMessageQuery,
  useGetMessageCountsQuery,
  useChangeMessageMutation,
  useDeleteMessageMutation,
} = inboxApi;
