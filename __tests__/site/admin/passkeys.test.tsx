// Passkeys in the site: the sign-in form when the account refuses a password alone (401, said in
// place, never sending the owner to /login again) and takes a recovery code; and the account page's
// passkeys while loading, when none is added, and when they could not be loaded. The area's API is
// faked at fetch (msw), the app and its store are real.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PasskeyOverview } from '../../../src/api/passkeyContract';
import { loadPageAt } from '../../../src/app/router';
import { answerApiWith, OWNER_SESSION, server } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

const none: PasskeyOverview = { passkeys: [], required: false, recoveryCodesLeft: 0 };

answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: [] })),
  http.get('*/api/admin/sign-in', () => HttpResponse.json({ data: { ownerExists: true, signedIn: false } })),
  http.get('*/api/admin/session', () => HttpResponse.json({ data: OWNER_SESSION })),
  http.get('*/api/admin/notifications', () =>
    HttpResponse.json({ data: { enabled: false, recipients: [], waiting: 0, lastError: null, lastSentAt: null } }),
  ),
  http.get('*/api/admin/messages/counts', () => HttpResponse.json({ data: { unread: 0, inbox: 0, archived: 0 } })),
  http.get('*/api/admin/messages', () => HttpResponse.json({ data: [], total: 0, next: null })),
  http.get('*/api/admin/passkeys', () => HttpResponse.json({ data: none })),
);

it('asks for a recovery code when the account requires a passkey, and signs in with it', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/admin/sign-in', async ({ request }) => {
      const body = (await request.json()) as { recovery_code?: string };
      bodies.push(body);
      if (!body.recovery_code) {
        return HttpResponse.json(
          {
            message: 'Your account requires a passkey. Sign in with your passkey, or use a recovery code.',
            passkeyRequired: true,
          },
          { status: 401 },
        );
      }
      return HttpResponse.json({ data: OWNER_SESSION });
    }),
  );
  // The page signing in leads to, compiled before: the wait below is for the sign-in, not for jest
  // transforming the messages page's code, which on a busy machine takes longer than the wait.
  await Promise.all([loadPageAt('/login'), loadPageAt('/admin/messages')]);
  const alert = jest.fn();
  const { user, router } = renderWithProviders(undefined, {
    route: '/login?next=%2Fadmin%2Fmessages',
    services: { alert },
  });
  await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'a calm long pass phrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Your account requires a passkey');
  expect(router.location.pathname).toBe('/login');
  expect(router.location.search).toBe('?next=%2Fadmin%2Fmessages');
  await user.type(screen.getByLabelText('Recovery code'), 'xw21-fz14-2a2m-r2f8-hcv5-gqnd');
  await user.click(screen.getByRole('button', { name: 'Sign in with the recovery code' }));
  await waitFor(() => expect(router.location.pathname).toBe('/admin/messages'));
  expect(bodies[1]).toMatchObject({
    recovery_code: 'xw21-fz14-2a2m-r2f8-hcv5-gqnd',
    password: 'a calm long pass phrase',
  });
  expect(alert).not.toHaveBeenCalled();
});

it('shows the passkeys loading, then that there is none yet, with the way to add one', async () => {
  await loadPageAt('/admin/account');
  renderWithProviders(undefined, { route: '/admin/account' });
  const passkeys = await screen.findByRole('region', { name: 'Passkeys' });
  expect(within(passkeys).getByText('Loading passkeys…')).toBeInTheDocument();
  expect(await within(passkeys).findByText(/^No passkey yet/)).toBeInTheDocument();
  expect(within(passkeys).getByText(/Add a passkey first/)).toBeInTheDocument();
});

it('says when the passkeys could not be loaded, and tries again on request', async () => {
  let calls = 0;
  server.use(
    http.get('*/api/admin/passkeys', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json({ data: none });
    }),
  );
  await loadPageAt('/admin/account');
  const alert = jest.fn();
  const { user } = renderWithProviders(undefined, { route: '/admin/account', services: { alert } });
  const passkeys = await screen.findByRole('region', { name: 'Passkeys' });
  expect(await within(passkeys).findByText('Your passkeys could not be loaded.')).toBeInTheDocument();
  await user.click(within(passkeys).getByRole('button', { name: 'Try again' }));
  expect(await within(passkeys).findByText(/^No passkey yet/)).toBeInTheDocument();
});
