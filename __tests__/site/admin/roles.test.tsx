// The area shows each account the parts its role has: the navigation lists them, the area's own
// address opens the first, a page of another role says so instead of asking the server for what it
// would refuse, and the front desk gets no Delete on a message. The area's API is faked at the network
// (msw); the app, its router and its store are real.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InboxMessage, Role } from '../../../src/api/adminContract';
import { loadPageAt } from '../../../src/app/router';
import { answerApiWith, INBOX_MESSAGE, server, signedInAs } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

const message: InboxMessage = { ...INBOX_MESSAGE, read_at: '2026-05-01T11:00:00.000Z' };

/** Every address the pages below ask the API for. */
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  answerApiWith(
    http.get('*/api/admin/messages/counts', () => HttpResponse.json({ data: { unread: 2, inbox: 2, archived: 0 } })),
    http.get('*/api/admin/messages/7', () => HttpResponse.json({ data: message })),
    http.get('*/api/admin/messages', () => HttpResponse.json({ data: [], total: 0, next: null })),
    http.get('*/api/admin/activity', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
  );
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
});

afterEach(() => {
  server.events.removeAllListeners();
});

async function openAs(role: Role, route: string) {
  server.use(...signedInAs(role));
  await loadPageAt(route);
  return renderWithProviders(undefined, { route });
}

const navEntries = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Salon area' });
  await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0));
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+ unread$/, ''));
};

it.each<[Role, string[]]>([
  ['owner', ['Messages', 'Visits', 'Website', 'Media', 'Team', 'Activity', 'Account']],
  ['editor', ['Website', 'Media', 'Account']],
  ['front-desk', ['Messages', 'Account']],
])('lists the parts of the %s’s role in the navigation', async (role, entries) => {
  await openAs(role, '/admin/account');
  expect(await navEntries()).toEqual(entries);
  expect(screen.getByText('ana@example.com').nextElementSibling).toHaveTextContent(
    { owner: 'Owner', editor: 'Editor', 'front-desk': 'Front desk' }[role],
  );
  // The unread count is asked for only where Messages shows.
  expect(asked.includes('/api/admin/messages/counts')).toBe(entries.includes('Messages'));
});

it('opens the first part of an editor’s role at the area’s own address', async () => {
  const { router } = await openAs('editor', '/admin');
  await waitFor(() => expect(router.location.pathname).toBe('/admin/website'));
  // In place of /admin: Back leaves the area rather than coming here again.
  expect(router.action).toBe('REPLACE');
});

it('tells an editor that the activity log is not part of their role, without asking the server for it', async () => {
  await openAs('editor', '/admin/activity');
  expect(await screen.findByText(/Your role \(Editor\) does not include this page/)).toBeInTheDocument();
  const status = screen.getByText(/does not include this page/).closest('[role="status"]') as HTMLElement;
  expect(
    within(status)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Website', 'Media', 'Account']);
  expect(asked).not.toContain('/api/admin/activity');
});

it('gives the front desk Archive but not Delete on a message; an owner has both', async () => {
  await openAs('front-desk', '/admin/messages/7');
  await screen.findByText('A curl cut on Tuesday morning?');
  expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

it('gives an owner Delete on a message', async () => {
  await openAs('owner', '/admin/messages/7');
  await screen.findByText('A curl cut on Tuesday morning?');
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});
