// The inbox's folder, search and page, read from and written to the page's address, so that the
// back button, a reload and a return after signing in all show the same list.
import type { InboxFolder } from '../../api/adminContract';
import { paths } from '../../paths';
import { inboxSearchParams, type InboxQuery } from './inboxApi';

export function inboxQueryFrom(search: string): InboxQuery {
  const params = new URLSearchParams(search);
  const folder: InboxFolder = params.get('folder') === 'archived' ? 'archived' : 'inbox';
  const page = Number(params.get('page'));
  return {
    folder,
    search: (params.get('q') ?? '').slice(0, 200),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The inbox's address for a folder, search and page. */
export function inboxHref(query: Partial<InboxQuery>): string {
  const params = inboxSearchParams(query).toString();
  return params ? `${paths.adminInbox}?${params}` : paths.adminInbox;
}
