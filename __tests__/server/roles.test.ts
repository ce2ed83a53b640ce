// Who may use each route of the salon's area, walked on the real server: every signed-in route the
// server has, asked by an owner, an editor, the front desk and no one. The table below is the roles'
// promise, written here apart from the code: an owner does everything; an editor keeps the website
// (content, history, preview, scheduled publishes, the media library); the front desk reads, archives
// and exports the messages; every account has its own password, passkeys and sessions, and reads the
// salon's settings, which only an owner changes. A route the table does not
// name fails the test, so that each new one is given its roles on purpose.
import type { Role } from '../../src/api/adminContract';
import { addOwner } from '../../server/modules/auth/owners';
import { hashPassword } from '../../server/modules/auth/passwords';
import { OWNER, startAreaServer, TEST_HASHING, type AreaTestServer } from '../support/admin';

const EVERY_ACCOUNT: readonly Role[] = ['owner', 'editor', 'front-desk'];
const OWNERS: readonly Role[] = ['owner'];
const WEBSITE: readonly Role[] = ['owner', 'editor'];
const MESSAGES: readonly Role[] = ['owner', 'front-desk'];

const ALLOWED: Record<string, readonly Role[]> = {
  // The account's own.
  'GET /api/admin/session': EVERY_ACCOUNT,
  'POST /api/admin/sign-out': EVERY_ACCOUNT,
  'POST /api/admin/sign-out-everywhere': EVERY_ACCOUNT,
  'POST /api/admin/password': EVERY_ACCOUNT,
  'GET /api/admin/passkeys': EVERY_ACCOUNT,
  'POST /api/admin/passkeys/registration/options': EVERY_ACCOUNT,
  'POST /api/admin/passkeys': EVERY_ACCOUNT,
  'PATCH /api/admin/passkeys/:id': EVERY_ACCOUNT,
  'DELETE /api/admin/passkeys/:id': EVERY_ACCOUNT,
  'PUT /api/admin/passkeys/requirement': EVERY_ACCOUNT,
  'POST /api/admin/passkeys/recovery-codes': EVERY_ACCOUNT,
  'POST /api/admin/passkeys/confirmation/options': EVERY_ACCOUNT,
  // The owners': the team and the activity log.
  'GET /api/admin/activity': OWNERS,
  'GET /api/admin/team': OWNERS,
  'PATCH /api/admin/team/:id': OWNERS,
  'POST /api/admin/team/:id/sign-out': OWNERS,
  'DELETE /api/admin/team/:id': OWNERS,
  'GET /api/admin/invitations': OWNERS,
  'POST /api/admin/invitations': OWNERS,
  'DELETE /api/admin/invitations/:id': OWNERS,
  // The salon's settings: every account reads them (times are shown in its time zone), owners change them.
  'GET /api/admin/settings': EVERY_ACCOUNT,
  'PUT /api/admin/settings': OWNERS,
  // The messages; deleting one for good is the owners'.
  'GET /api/admin/messages': MESSAGES,
  'GET /api/admin/messages/counts': MESSAGES,
  'GET /api/admin/messages.csv': MESSAGES,
  'GET /api/admin/messages/:id': MESSAGES,
  'PATCH /api/admin/messages/:id': MESSAGES,
  'DELETE /api/admin/messages/:id': OWNERS,
  'GET /api/admin/notifications': MESSAGES,
  // The visits report.
  'GET /api/admin/insights': OWNERS,
  'GET /api/admin/insights.csv': OWNERS,
  // The weekly report by email: the visits report, for those who read it.
  'GET /api/admin/weekly-report': OWNERS,
  'PUT /api/admin/weekly-report': OWNERS,
  // The website: its content, history and preview, and the media library.
  'GET /api/admin/content/draft': WEBSITE,
  'PUT /api/admin/content/draft/:entity': WEBSITE,
  'DELETE /api/admin/content/draft': WEBSITE,
  'POST /api/admin/content/publish': WEBSITE,
  'GET /api/admin/content/schedule': WEBSITE,
  'POST /api/admin/content/schedule': WEBSITE,
  'DELETE /api/admin/content/schedule': WEBSITE,
  'GET /api/admin/content/versions': WEBSITE,
  'GET /api/admin/content/versions/:id': WEBSITE,
  'POST /api/admin/content/versions/:id/restore': WEBSITE,
  'GET /api/admin/content/preview': WEBSITE,
  'GET /api/admin/content/media': WEBSITE,
  'GET /api/admin/media': WEBSITE,
  'GET /api/admin/media/:id': WEBSITE,
  'POST /api/admin/media': WEBSITE,
  'PUT /api/admin/media/:id/file': WEBSITE,
  'PATCH /api/admin/media/:id': WEBSITE,
  'DELETE /api/admin/media/:id': WEBSITE,
};

/** Addresses no route has: a signed-in account of any role is told they are not there (404). */
const UNKNOWN_ADDRESSES = ['/api/admin', '/api/admin/*'];

const STAFF = {
  editor: { email: 'eli@example.com', password: 'an editor’s long pass phrase' },
  'front-desk': { email: 'fran@example.com', password: 'the front desk’s pass phrase' },
};

let server: AreaTestServer;

beforeAll(async () => {
  server = await startAreaServer({
    beforeListen: async (app) => {
      for (const [role, account] of Object.entries(STAFF)) {
        addOwner(app.db, account.email, await hashPassword(account.password, TEST_HASHING), role as Role);
      }
    },
  });
});

afterAll(async () => {
  await server.close();
});

const signedInRoutes = () => server.app.adminRoutes.filter((route) => route.signedIn);

/** A request to the route with its parameters filled, and an empty body where it takes one. */
async function ask(method: string, url: string, role: Role | null) {
  const account = role === null ? null : role === 'owner' ? OWNER : STAFF[role];
  // Signed in afresh each time: some routes end the session they are asked in.
  const session = account ? await server.signIn(account.email, account.password) : undefined;
  const address = url.replace(':id', '999').replace(':entity', 'home').replace('*', 'anything');
  return server.request(method, address, {
    session,
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
}

it('names every signed-in route of the server in the role table, and no other', () => {
  const routes = signedInRoutes()
    .map((route) => `${route.method} ${route.url}`)
    .filter((route) => !UNKNOWN_ADDRESSES.includes(route.split(' ')[1]!));
  expect(routes.filter((route) => !(route in ALLOWED))).toEqual([]);
  expect(Object.keys(ALLOWED).filter((route) => !routes.includes(route))).toEqual([]);
});

describe.each(EVERY_ACCOUNT)('as %s', (role) => {
  it('is let through the routes the role table gives the role, and refused (403) every other', async () => {
    const answers: string[] = [];
    const wrong: string[] = [];
    for (const route of signedInRoutes()) {
      const key = `${route.method} ${route.url}`;
      const response = await ask(route.method, route.url, role);
      const allowed = UNKNOWN_ADDRESSES.includes(route.url) || (ALLOWED[key]?.includes(role) ?? false);
      answers.push(`${key}: ${response.statusCode}`);
      // A route let through answers as it does to an empty request: never refused, never an error of the server's.
      const right = allowed
        ? ![401, 403].includes(response.statusCode) && response.statusCode !== 500
        : response.statusCode === 403;
      if (!right) {
        wrong.push(`${key} answered ${response.statusCode} ${response.body.slice(0, 120)}`);
      } else if (!allowed) {
        expect(response.json<{ message: string }>().message).toMatch(/cannot do this/);
      }
    }
    expect(wrong).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(Object.keys(ALLOWED).length);
  });
});

it('answers 401 on every signed-in route without a session', async () => {
  const wrong: string[] = [];
  for (const route of signedInRoutes()) {
    const response = await ask(route.method, route.url, null);
    if (response.statusCode !== 401) wrong.push(`${route.method} ${route.url} answered ${response.statusCode}`);
  }
  expect(wrong).toEqual([]);
});
