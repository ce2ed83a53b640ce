// Text from outside in the area's activity log and inbox: an email tried at sign-in or a visitor's
// name with bidi controls in it is drawn in an isolate of its own, with each control named, so it
// can neither reverse what follows it ("… · from 127.0.0.1") nor pass for another address.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ActivityEntry, InboxMessage } from '../../../src/api/adminContract';
import { ActivityLog } from '../../../src/features/activity/ActivityLog';
import { MessageList } from '../../../src/features/inbox/MessageList';
import { answerApiWith, server } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

const RLO = '\u202E';

answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: [] })),
);

it('shows a forged email in the activity log as what was sent, isolated from the address after it', async () => {
  const entry: ActivityEntry = {
    id: 1,
    at: '2026-05-01T10:00:00.000Z',
    account: `${RLO}gro.elpmaxe@renwo`,
    address: '127.0.0.1',
    action: 'sign-in-failed',
    detail: `photo${RLO}gpj.exe`,
  };
  server.use(
    http.get('*/api/admin/activity', () =>
      HttpResponse.json({ data: [entry], current_page: 1, last_page: 1, total: 1 }),
    ),
  );
  renderWithProviders(<ActivityLog page={1} />, { route: '/admin/activity' });
  const account = await screen.findByText('[U+202E]gro.elpmaxe@renwo');
  expect(account.tagName).toBe('BDI');
  const who = account.closest('p')!;
  expect(who.textContent).not.toContain(RLO);
  const address = screen.getByText('127.0.0.1');
  expect(address.tagName).toBe('BDI');
  expect(address.closest('bdi')).not.toBe(account);
  const detail = screen.getByText('photo[U+202E]gpj.exe');
  expect(detail.tagName).toBe('BDI');
});

it('shows a visitor’s name, email and message in the inbox isolated, with bidi controls named', () => {
  const message: InboxMessage = {
    id: 7,
    first_name: `${RLO}anA`,
    last_name: 'Okafor',
    email: `${RLO}moc.elpmaxe@ana`,
    mobile: '5035550142',
    message: `Hello${RLO} there, a long enough message`,
    created_at: '2026-05-01T10:00:00.000Z',
    read_at: null,
    archived_at: null,
  };
  renderWithProviders(<MessageList messages={[message]} back={{ href: '/admin', pages: 1 }} />, { route: '/admin' });
  const name = screen.getByText('[U+202E]anA Okafor');
  expect(name.tagName).toBe('BDI');
  expect(screen.getByText('[U+202E]moc.elpmaxe@ana').tagName).toBe('BDI');
  const preview = screen.getByText('Hello[U+202E] there, a long enough message');
  expect(preview).toHaveAttribute('dir', 'auto');
  expect(document.body.textContent).not.toContain(RLO);
});
