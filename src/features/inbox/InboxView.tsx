// The inbox: the folders, search and download above a page of messages, with a word for every
// state (loading, nothing yet, nothing found) and the line that says what was just done.
import type { InboxQuery } from './inboxApi';
import { useGetMessageCountsQuery, useGetMessagesQuery } from './inboxApi';
import { InboxToolbar } from './InboxToolbar';
import { inboxHref } from './inboxQuery';
import { MessageList } from './MessageList';
import { Pager } from '../../ui/Pager';
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

export function InboxView({ query, notice }: { query: InboxQuery; notice?: string }) {
  const { data: page, isFetching } = useGetMessagesQuery(query, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  const { data: counts } = useGetMessageCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const listHref = inboxHref(query);

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
        {!page && <p className="inbox-empty">Loading messages…</p>}
        {page && page.data.length === 0 && <Empty query={query} />}
        {page && page.data.length > 0 && <MessageList messages={page.data} listHref={listHref} />}
      </section>
      {page && (
        <Pager
          page={page.current_page}
          lastPage={page.last_page}
          hrefFor={(n) => inboxHref({ ...query, page: n })}
          label="Pages of messages"
        />
      )}
    </>
  );
}
