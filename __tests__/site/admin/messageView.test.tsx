// Opening a message marks it read in the background: however long that request takes, nothing
// covers the message (the full-screen loader stays away) and the owner can archive it meanwhile.
// The area's API is faked at the network (msw); the app and its store are real.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadPageAt } from '../../../src/app/router';
import { selectIsBlockingRequestInFlight } from '../../../src/state/requestSelectors';
import { answerApiWith, INBOX_MESSAGE, server, SIGNED_IN } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

const message = INBOX_MESSAGE;

answerApiWith(
  ...SIGNED_IN,
  http.get('*/api/admin/messages/counts', () => HttpResponse.json({ data: { unread: 1, inbox: 1, archived: 0 } })),
  http.get('*/api/admin/messages/7', () => HttpResponse.json({ data: message })),
  http.get('*/api/admin/messages', () => HttpResponse.json({ data: [], total: 0, next: null })),
);

it('marks the message read without the loader, and archives it while that request is still out', async () => {
  let releaseRead = () => {};
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  const changes: unknown[] = [];
  server.use(
    http.patch('*/api/admin/messages/7', async ({ request }) => {
      const change = await request.json();
      changes.push(change);
      if ((change as { read?: boolean }).read) await readHeld;
      return HttpResponse.json({ data: { ...message, read_at: '2026-05-01T11:00:00.000Z' } });
    }),
  );
  await loadPageAt('/admin/messages/7');
  const { store, user } = renderWithProviders(undefined, { route: '/admin/messages/7' });

  await screen.findByText('A curl cut on Tuesday morning?');
  await waitFor(() => expect(changes).toEqual([{ read: true }]));
  // The read request is out, and stays out: nothing the page needs waits on it.
  expect(selectIsBlockingRequestInFlight(store.getState())).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Archive' }));
  expect(await screen.findByText(/The message from Amara Okafor is archived/)).toBeInTheDocument();
  expect(changes).toEqual([{ read: true }, { archived: true }]);
  releaseRead();
});
