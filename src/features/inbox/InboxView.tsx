// The inbox: the folders, search and download above the newest messages, and older ones a page at a
// time when asked, with a word for every state (loading, nothing yet, nothing found) and the line
// that says what was just done.
import { useEffect } from 'react';
import type { InboxQuery } from './inboxApi';
import { useGetMessageCountsQuery, useGetMessagesInfiniteQuery } from './inboxApi';
import { InboxToolbar } from './InboxToolbar';
import { inboxHref } from './inboxQuery';
import { MessageList } from './MessageList';
import { ShowMore } from '../../ui/ShowMore';
import './Inbox.css';

function Empty({ query }: { query: InboxQuery }) {
  if (query.search) {
    return (
      <p className="inbox-empty">
        No {query.folder === 'archived' ? 'archived ' : ''}messages match “{query.search}”.
      </p>
    );
  }
  if (query.folder === 'archived') {
    return <p className="inbox-empty">Nothing archived. Messages you archive wait here, out of the way.</p>;
  }
  return (
    <p className="inbox-empty">No messages yet. When a visitor sends the contact form, their message appears here.</p>
  );
}

/**
 * `pages`: how many pages to show from the start, as many as the list showed when the owner left it
 * for a message.
 */
export function InboxView({ query, notice, pages = 1 }: { query: InboxQuery; notice?: string; pages?: number }) {
  const { data, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetMessagesInfiniteQuery(query, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  // Each page starts after the last message of the one before: together they hold each message once.
  const messages = data?.pages.flatMap((page) => page.data);
  const { data: counts } = useGetMessageCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const shown = data?.pages.length ?? 0;
  // Back from a message, each page it had is loaded again, from where the fresh one before ends.
  useEffect(() => {
    if (shown > 0 && shown < pages && hasNextPage && !isFetching) void fetchNextPage();
  }, [shown, pages, hasNextPage, isFetching, fetchNextPage]);

  return (
    <>
      <p className="area-notice" role="status">
        {notice}
      </p>
      <InboxToolbar query={query} counts={counts} />
      <section
        className={isFetching ? 'inbox inbox--updating' : 'inbox'}
        aria-label={query.folder === 'archived' ? 'Archived messages' : 'Messages in the inbox'}
        aria-busy={isFetching || undefined}
      >
        {!messages && <p className="inbox-empty">Loading messages…</p>}
        {messages?.length === 0 && <Empty query={query} />}
        {messages && messages.length > 0 && (
          <MessageList messages={messages} back={{ href: inboxHref(query), pages: shown }} />
        )}
      </section>
      {hasNextPage && (
        <ShowMore
          className="inbox__more"
          label="Show older messages"
          loadingLabel="Loading older messages…"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        />
      )}
    </>
  );
}
