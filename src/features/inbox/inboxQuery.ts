// The inbox's folder and search, read from and written to the page's address, so that the back
// button, a reload and a return after signing in all show the same list.
import type { InboxFolder } from '../../api/adminContract';
import { paths } from '../../paths';
import { inboxSearchParams, type InboxQuery } from './inboxApi';

export function inboxQueryFrom(search: string): InboxQuery {
  const params = new URLSearchParams(search);
  const folder: InboxFolder = params.get('folder') === 'archived' ? 'archived' : 'inbox';
  return { folder, search: (params.get('q') ?? '').slice(0, 200) };
}

/**
 * Where a message opened from the list goes back to: the list's address, and how many of its pages
 * it showed, so that the owner comes back to as much of the list as they had. The pages travel in
 * the router's state, not the address: where a page starts is no place a link can keep.
 */
export interface ListReturn {
  href: string;
  pages: number;
}

/** How many pages of the list to show at once, from the router's state: one unless it says more. */
export function shownPagesFrom(state: unknown): number {
  const pages = (state as { pages?: unknown } | null)?.pages;
  return typeof pages === 'number' && Number.isSafeInteger(pages) && pages > 1 ? pages : 1;
}

/** The list the router's state says a message was opened from, else the inbox. */
export function listReturnFrom(state: unknown): ListReturn {
  const back = (state as { back?: unknown } | null)?.back;
  return {
    href: typeof back === 'string' && back.startsWith(paths.adminInbox) ? back : paths.adminInbox,
    pages: shownPagesFrom(state),
  };
}

/** The inbox's address for a folder and search. */
export function inboxHref(query: Partial<InboxQuery>): string {
  const params = inboxSearchParams(query).toString();
  return params ? `${paths.adminInbox}?${params}` : paths.adminInbox;
}
