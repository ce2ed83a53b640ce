// The account page of an account without a password (its member joined with a passkey): it sets a
// password rather than changing one (no current password asked), is told that only a passkey signs
// it in (no requirement offered), and keeps its only passkey, with the reason said. The area's API is
// faked at fetch (msw), the app and its store are real.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PasskeyOverview } from '../../../src/api/passkeyContract';
import { loadPageAt } from '../../../src/app/router';
import { answerApiWith, OWNER_SESSION } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

const one: PasskeyOverview = {
  passkeys: [{ id: 7, name: 'Eli’s phone', created_at: '2026-11-01T10:00:00.000Z', last_used_at: null, synced: false }],
  required: false,
  recoveryCodesLeft: 0,
};

answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: [] })),
  http.get('*/api/admin/session', () =>
    HttpResponse.json({
      data: { ...OWNER_SESSION, account: { email: 'eli@example.com', role: 'editor', hasPassword: false } },
    }),
  ),
  http.get('*/api/admin/notifications', () =>
    HttpResponse.json({ data: { enabled: false, recipients: [], waiting: 0, lastError: null, lastSentAt: null } }),
  ),
  http.get('*/api/admin/settings', () =>
    HttpResponse.json({ data: { timeZone: 'Europe/London', timeZoneChosen: true } }),
  ),
  http.get('*/api/admin/passkeys', () => HttpResponse.json({ data: one })),
);

it('sets a first password, offers no requirement, and keeps the only passkey with the reason', async () => {
  await loadPageAt('/admin/account');
  const { user } = renderWithProviders(undefined, { route: '/admin/account' });
  const password = await screen.findByRole('region', { name: 'Set a password' });
  expect(within(password).queryByLabelText('Current password')).toBeNull();
  expect(within(password).getByLabelText('New password')).toBeInTheDocument();
  expect(within(password).getByRole('button', { name: 'Set password' })).toBeInTheDocument();

  const passkeys = screen.getByRole('region', { name: 'Passkeys' });
  expect(await within(passkeys).findByText('Only a passkey signs you in')).toBeInTheDocument();
  expect(within(passkeys).queryByRole('button', { name: 'Require a passkey' })).toBeNull();
  await user.click(within(passkeys).getByRole('button', { name: /Remove/ }));
  const dialog = await screen.findByRole('alertdialog', { name: 'This is your only passkey' });
  expect(dialog).toHaveTextContent(/no password, so this passkey is your only way in/);
});
