// The weekly report's checkbox on the account page: off until an owner ticks it, sent with the
// session's token, and shown only to a role that reads the visits (an editor never asks for it).
// Where the server sends no mail, the page says so; a change that fails is said; a new salon time zone chosen on the same page is
// named at once. The area's API is faked at fetch (msw); the app,
// its router and its store are real.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { WeeklyReportChoice } from '../../../src/api/insightsContract';
import type { Role } from '../../../src/api/adminContract';
import { loadPageAt } from '../../../src/app/router';
import { answerApiWith, server, signedInAs } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

const CHOICE: WeeklyReportChoice = {
  subscribed: false,
  mailEnabled: true,
  weekday: 'Monday',
  time: '08:00',
  timeZone: 'Europe/Paris',
};

const asked: string[] = [];
const saved: Array<{ body: unknown; token: string | null }> = [];

function answerAs(role: Role, choice: WeeklyReportChoice = CHOICE) {
  let current = choice;
  answerApiWith(
    ...signedInAs(role),
    http.get('*/api/admin/notifications', () =>
      HttpResponse.json({ data: { enabled: true, recipients: [], waiting: 0, lastError: null, lastSentAt: null } }),
    ),
    http.get('*/api/admin/messages/counts', () => HttpResponse.json({ data: { unread: 0, inbox: 0, archived: 0 } })),
    http.get('*/api/admin/passkeys', () =>
      HttpResponse.json({ data: { passkeys: [], required: false, recoveryCodesLeft: 0 } }),
    ),
    http.get('*/api/admin/settings', () =>
      HttpResponse.json({ data: { timeZone: current.timeZone, timeZoneChosen: true } }),
    ),
    http.put('*/api/admin/settings', async ({ request }) => {
      const { timeZone } = (await request.json()) as { timeZone: string };
      current = { ...current, timeZone };
      return HttpResponse.json({ data: { timeZone, timeZoneChosen: true } });
    }),
    http.get('*/api/admin/weekly-report', () => HttpResponse.json({ data: current })),
    http.put('*/api/admin/weekly-report', async ({ request }) => {
      const body = (await request.json()) as { subscribed: boolean };
      saved.push({ body, token: request.headers.get('x-csrf-token') });
      current = { ...current, subscribed: body.subscribed };
      return HttpResponse.json({ data: current });
    }),
  );
}

beforeEach(() => {
  asked.length = 0;
  saved.length = 0;
  server.events.on('request:start', ({ request }) => {
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

afterEach(() => {
  server.events.removeAllListeners();
});

async function openAccount() {
  await loadPageAt('/admin/account');
  return renderWithProviders(undefined, { route: '/admin/account' });
}

it('lets an owner turn the weekly report on, off by default, with the session’s token', async () => {
  answerAs('owner');
  const { user } = await openAccount();
  const section = await screen.findByRole('region', { name: 'Weekly report' });
  const box = await within(section).findByRole('checkbox', {
    name: 'Email me a weekly report — Mondays at 08:00 (salon time)',
  });
  expect(box).not.toBeChecked();
  expect(box).toBeEnabled();
  expect(within(section).getByText(/Salon time is Europe\/Paris/)).toBeInTheDocument();
  await user.click(box);
  await waitFor(() => expect(box).toBeChecked());
  expect(saved).toEqual([{ body: { subscribed: true }, token: 'token-1' }]);
  await user.click(box);
  await waitFor(() => expect(box).not.toBeChecked());
  expect(saved.map((change) => change.body)).toEqual([{ subscribed: true }, { subscribed: false }]);
});

it('says when a change could not be saved, and leaves the keyboard’s focus on the box', async () => {
  answerAs('owner');
  server.use(
    http.put('*/api/admin/weekly-report', () => HttpResponse.json({ message: 'Try again later.' }, { status: 503 })),
  );
  const { user } = await openAccount();
  const section = await screen.findByRole('region', { name: 'Weekly report' });
  const box = await within(section).findByRole('checkbox', { name: /Email me a weekly report/ });
  await user.click(box);
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'Your choice of the weekly report could not be saved, and stays as the box shows. Try again later.',
  );
  expect(box).not.toBeChecked();
  expect(box).toHaveFocus();
});

it('names the salon’s new time zone as soon as an owner changes it on the same page', async () => {
  answerAs('owner');
  const { user } = await openAccount();
  const section = await screen.findByRole('region', { name: 'Weekly report' });
  expect(await within(section).findByText(/Salon time is Europe\/Paris\./)).toBeInTheDocument();
  await user.selectOptions(await screen.findByLabelText('The salon’s time zone'), 'Asia/Tokyo');
  await user.click(screen.getByRole('button', { name: 'Save the time zone' }));
  expect(await within(section).findByText(/Salon time is Asia\/Tokyo\./)).toBeInTheDocument();
  expect(within(section).queryByText(/Europe\/Paris/)).not.toBeInTheDocument();
});

it('says when the server sends no mail, and keeps the box from being ticked', async () => {
  answerAs('owner', { ...CHOICE, mailEnabled: false });
  await openAccount();
  const section = await screen.findByRole('region', { name: 'Weekly report' });
  expect(await within(section).findByRole('checkbox', { name: /Email me a weekly report/ })).toBeDisabled();
  expect(within(section).getByText(/This server sends no email yet/)).toBeInTheDocument();
});

it('shows an editor no weekly report, and never asks the server for it', async () => {
  answerAs('editor');
  await openAccount();
  expect(await screen.findByRole('region', { name: 'Passkeys' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Weekly report' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /weekly report/i })).not.toBeInTheDocument();
  expect(asked).not.toContain('GET /api/admin/weekly-report');
});
