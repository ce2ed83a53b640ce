// The one fake of the content API for the site's tests: msw at the fetch boundary, listening for
// every test file (setupSite.ts), with each file declaring the answers it needs.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { InboxMessage, OwnerSession, Role } from '../../src/api/adminContract';

export const server = setupServer();

/** The API answers of this test file; a test can add its own for itself with server.use(). */
export function answerApiWith(...handlers: RequestHandler[]): void {
  server.resetHandlers(...handlers);
}

/** The session the area's API answers for a signed-in owner. */
export const OWNER_SESSION: OwnerSession = {
  account: { email: 'ana@example.com', role: 'owner', hasPassword: true },
  csrfToken: 'token-1',
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleMinutes: 30,
  notifications: false,
};

/** What every page of the salon's area asks for first: the site's general data (none) and the session. */
export const signedInAs = (role: Role) => [
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/admin/session', () =>
    HttpResponse.json({ data: { ...OWNER_SESSION, account: { ...OWNER_SESSION.account, role } } }),
  ),
];

export const SIGNED_IN = signedInAs('owner');

/** A visitor's message as the inbox's API answers it: unread, in the inbox. */
export const INBOX_MESSAGE: InboxMessage = {
  id: 7,
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  mobile: '5035550142',
  message: 'A curl cut on Tuesday morning?',
  created_at: '2026-05-01T10:00:00.000Z',
  read_at: null,
  archived_at: null,
};
