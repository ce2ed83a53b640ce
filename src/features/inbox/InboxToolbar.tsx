// Above the list: the two folders with their counts, the search, and the download of the folder as CSV.
import { useId, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { InboxCounts } from '../../api/adminContract';
import { Icon } from '../../ui/Icon';
import { messagesCsvUrl, type InboxQuery } from './inboxApi';
import { inboxHref } from './inboxQuery';
import '../../ui/FormField.css';

export function InboxToolbar({ query, counts }: { query: InboxQuery; counts: InboxCounts | undefined }) {
  const navigate = useNavigate();
  const searchId = useId();
  const folders = [
    { folder: 'inbox' as const, label: 'Inbox', count: counts?.inbox },
    { folder: 'archived' as const, label: 'Archived', count: counts?.archived },
  ];

  const onSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('q');
    void navigate(inboxHref({ folder: query.folder, search: typeof words === 'string' ? words : '' }));
  };

  return (
    <div className="inbox-toolbar">
      <nav className="inbox-folders" aria-label="Folders">
        {folders.map(({ folder, label, count }) => (
          <Link
            key={folder}
            to={inboxHref({ folder, search: query.search })}
            className="area-pill"
            aria-current={query.folder === folder ? 'page' : undefined}
          >
            {label}
            {count !== undefined && <span className="inbox-folders__count">{count}</span>}
          </Link>
        ))}
      </nav>
      <form role="search" className="inbox-search" onSubmit={onSearch}>
        <label htmlFor={searchId} className="visually-hidden">
          Search messages by name, email or text
        </label>
        <input
          // A new search in the address gives the field its words.
          key={query.search}
          id={searchId}
          type="search"
          name="q"
          className="form-field__control inbox-search__input"
          placeholder="Search name, email or text"
          defaultValue={query.search}
          maxLength={200}
        />
        <button type="submit" className="button inbox-search__button">
          Search
        </button>
      </form>
      <a className="button button--ghost inbox-toolbar__csv" href={messagesCsvUrl(query)} download>
        <Icon name="download" size={18} />
        Download as CSV
      </a>
    </div>
  );
}
