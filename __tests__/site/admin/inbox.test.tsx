// The inbox page: the newest messages, and older ones a page at a time behind "Show older messages",
// each page asked for from where the one before ended (the list's `next`), the address keeping only
// the folder and search; a message changed meanwhile leaves the pages shown, fetched again. The
// area's API is faked at the network (msw) with a list that pages as the server does; the app and
// its store are real.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CursorPage, InboxMessage } from '../../../src/api/adminContract';
import { INBOX_PAGE_SIZE } from '../../../src/api/adminContract';
import { loadPageAt } from '../../../src/app/router';
import { inboxApi } from '../../../src/features/inbox/inboxApi';
import { answerApiWith, SIGNED_IN } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

/** Messages 1 to 45, message 45 the newest. */
const COUNT = 2 * INBOX_PAGE_SIZE + 5;
let messages: InboxMessage[];
/** The `before` of each list asked for (null: none, the newest page). */
let asked: Array<string | null>;

const messageOf = (id: number): InboxMessage => ({
  id,
  first_name: 'Sender',
  last_name: String(id),
  email: `sender${id}@example.com`,
  mobile: '5035550142',
  message: `Question number ${id} about a curl cut.`,
  created_at: new Date(Date.UTC(2026, 4, 1, 10, id)).toISOString(),
  read_at: null,
  archived_at: null,
});

/** The fake's cursor: opaque to the site, which only hands it back. */
const cursorOf = (message: InboxMessage) => `after-${message.id}`;

answerApiWith(
  ...SIGNED_IN,
  http.get('*/api/admin/messages/counts', () => {
    const inbox = messages.filter((m) => !m.archived_at);
    return HttpResponse.json({
      data: { unread: inbox.filter((m) => !m.read_at).length, inbox: inbox.length, archived: COUNT - inbox.length },
    });
  }),
  // The inbox folder, newest first, a page after the message the cursor names.
  http.get('*/api/admin/messages', ({ request }) => {
    const params = new URL(request.url).searchParams;
    expect([...params.keys()].filter((key) => key !== 'before')).toEqual([]);
    const before = params.get('before');
    asked.push(before);
    const folder = messages.filter((m) => !m.archived_at).toSorted((a, b) => b.id - a.id);
    const start = before === null ? 0 : folder.findIndex((m) => cursorOf(m) === before) + 1;
    const data = folder.slice(start, start + INBOX_PAGE_SIZE);
    const next = start + INBOX_PAGE_SIZE < folder.length ? cursorOf(data.at(-1)!) : null;
    return HttpResponse.json({ data, total: folder.length, next } satisfies CursorPage<InboxMessage>);
  }),
  http.get('*/api/admin/messages/:id', ({ params }) =>
    HttpResponse.json({ data: messages.find((m) => m.id === Number(params.id)) }),
  ),
  http.patch('*/api/admin/messages/:id', async ({ params, request }) => {
    const message = messages.find((m) => m.id === Number(params.id))!;
    const change = (await request.json()) as { read?: boolean; archived?: boolean };
    if (change.read) message.read_at = '2026-05-02T09:00:00.000Z';
    if (change.archived) message.archived_at = '2026-05-02T09:00:00.000Z';
    return HttpResponse.json({ data: message });
  }),
  http.delete('*/api/admin/messages/:id', ({ params }) => {
    messages = messages.filter((m) => m.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  messages = Array.from({ length: COUNT }, (_, index) => messageOf(index + 1));
  asked = [];
});

async function openInbox() {
  await Promise.all([loadPageAt('/admin/messages'), loadPageAt('/admin/messages/1')]);
  const rendered = renderWithProviders(undefined, { route: '/admin/messages' });
  await screen.findByText('Sender 45');
  return rendered;
}

/** The senders' numbers, as the list shows them from the top. */
const shown = () =>
  within(screen.getByRole('region', { name: 'Messages in the inbox' }))
    .getAllByRole('link')
    .map((link) => Number(/Sender (\d+)/.exec(link.textContent ?? '')?.[1]));

const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

it('shows the newest page, and an older one each time it is asked, until there are no more', async () => {
  const { user, router } = await openInbox();
  expect(shown()).toEqual(newestFirst(45, 26));

  await user.click(screen.getByRole('button', { name: 'Show older messages' }));
  await screen.findByText('Sender 25');
  expect(shown()).toEqual(newestFirst(45, 6));

  await user.click(screen.getByRole('button', { name: 'Show older messages' }));
  await screen.findByText('Sender 1');
  expect(shown()).toEqual(newestFirst(45, 1));
  expect(screen.queryByRole('button', { name: /older messages/ })).not.toBeInTheDocument();
  // Each page from where the one before ended; the address names no page.
  expect(asked).toEqual([null, 'after-26', 'after-6']);
  expect(router.location.pathname + router.location.search).toBe('/admin/messages');
});

it('leaves out a message archived from an older page, the pages shown fetched again', async () => {
  const { user } = await openInbox();
  await user.click(screen.getByRole('button', { name: 'Show older messages' }));
  await user.click(await screen.findByRole('link', { name: /Sender 20/ }));
  await user.click(await screen.findByRole('button', { name: 'Archive' }));

  expect(await screen.findByText(/The message from Sender 20 is archived/)).toBeInTheDocument();
  await waitFor(() => expect(shown()).toEqual(newestFirst(45, 5).filter((id) => id !== 20)));
  expect(screen.getByRole('button', { name: 'Show older messages' })).toBeInTheDocument();
});

it('follows a change made while the list is shown, read and deleted alike', async () => {
  const { user, store } = await openInbox();
  await user.click(screen.getByRole('button', { name: 'Show older messages' }));
  await screen.findByText('Sender 25');
  asked = [];

  await store.dispatch(inboxApi.endpoints.changeMessage.initiate({ id: 44, change: { read: true } }));
  await store.dispatch(inboxApi.endpoints.deleteMessage.initiate(30));

  await waitFor(() => expect(shown()).toEqual(newestFirst(45, 5).filter((id) => id !== 30)));
  const row = screen.getByRole('link', { name: /Sender 44/ });
  expect(row).not.toHaveTextContent('(unread)');
  // Both pages asked for again, the second from where the fresh first one ends (one message further).
  expect(asked.slice(-2)).toEqual([null, 'after-25']);
});
