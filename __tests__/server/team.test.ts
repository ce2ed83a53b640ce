// The team page's routes on the real server: an owner lists the accounts, changes a member's role
// (it holds from the member's next request), ends their sessions and removes them; never their own
// account, and never so that the salon is left without an owner. Each step is in the activity log,
// under the owner who took it.
import type { ActivityEntry, Paged, Role, TeamMember } from '../../src/api/adminContract';
import { addOwner, findOwnerByEmail } from '../../server/modules/auth/owners';
import { hashPassword } from '../../server/modules/auth/passwords';
import { OWNER, startAreaServer, TEST_HASHING, type AreaTestServer } from '../support/admin';

const FRAN = { email: 'fran@example.com', password: 'the front desk’s pass phrase' };

let server: AreaTestServer;

beforeEach(async () => {
  server = await startAreaServer();
  addOwner(server.app.db, FRAN.email, await hashPassword(FRAN.password, TEST_HASHING), 'front-desk');
});

afterEach(async () => {
  await server.close();
});

const idOf = (email: string) => findOwnerByEmail(server.app.db, email)!.id;

async function team(session: Awaited<ReturnType<AreaTestServer['signIn']>>) {
  const response = await server.request('GET', '/api/admin/team', { session });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: TeamMember[] }>().data;
}

it('lists every account with its role and signed-in browsers, owners first', async () => {
  await server.signIn(FRAN.email, FRAN.password);
  const owner = await server.signIn();
  expect(await team(owner)).toEqual([
    expect.objectContaining({ email: OWNER.email, role: 'owner', sessions: 1, you: true }),
    expect.objectContaining({
      email: FRAN.email,
      role: 'front-desk',
      sessions: 1,
      you: false,
      lastSignInAt: expect.any(String),
    }),
  ]);
});

it('changes a member’s role, which holds from their next request', async () => {
  const owner = await server.signIn();
  const fran = await server.signIn(FRAN.email, FRAN.password);
  expect((await server.request('GET', '/api/admin/content/draft', { session: fran })).statusCode).toBe(403);
  const change = (role: unknown) =>
    server.request('PATCH', `/api/admin/team/${idOf(FRAN.email)}`, { session: owner, payload: { role } });
  expect((await change('boss')).statusCode).toBe(422);
  const changed = await change('editor');
  expect(changed.statusCode).toBe(200);
  expect(changed.json<{ data: TeamMember }>().data.role).toBe<Role>('editor');
  expect((await server.request('GET', '/api/admin/content/draft', { session: fran })).statusCode).toBe(200);
  expect((await server.request('GET', '/api/admin/messages', { session: fran })).statusCode).toBe(403);
  const session = await server.request('GET', '/api/admin/session', { session: fran });
  expect(session.json<{ data: { account: { role: Role } } }>().data.account.role).toBe('editor');
});

it('ends a member’s sessions at once, and removes a member with them', async () => {
  const owner = await server.signIn();
  const fran = await server.signIn(FRAN.email, FRAN.password);
  const id = idOf(FRAN.email);
  const ended = await server.request('POST', `/api/admin/team/${id}/sign-out`, { session: owner });
  expect(ended.json<{ data: TeamMember }>().data.sessions).toBe(0);
  expect((await server.request('GET', '/api/admin/messages', { session: fran })).statusCode).toBe(401);

  const again = await server.signIn(FRAN.email, FRAN.password);
  expect((await server.request('DELETE', `/api/admin/team/${id}`, { session: owner })).statusCode).toBe(204);
  expect((await server.request('GET', '/api/admin/messages', { session: again })).statusCode).toBe(401);
  expect((await team(owner)).map((member) => member.email)).toEqual([OWNER.email]);
  expect((await server.request('DELETE', `/api/admin/team/${id}`, { session: owner })).statusCode).toBe(404);

  const log = (await server.request('GET', '/api/admin/activity', { session: owner })).json<Paged<ActivityEntry>>();
  expect(log.data.filter((entry) => entry.action !== 'sign-in')).toEqual([
    expect.objectContaining({
      action: 'owner-removed',
      account: OWNER.email,
      detail: `${FRAN.email} (Front desk): 1 session ended`,
    }),
    expect.objectContaining({
      action: 'member-signed-out',
      account: OWNER.email,
      detail: `${FRAN.email}: 1 session ended`,
    }),
  ]);
});

it('never changes or removes the owner’s own account here, nor leaves the salon without an owner', async () => {
  const owner = await server.signIn();
  const me = idOf(OWNER.email);
  for (const [method, url, payload] of [
    ['PATCH', `/api/admin/team/${me}`, { role: 'editor' }],
    ['POST', `/api/admin/team/${me}/sign-out`, undefined],
    ['DELETE', `/api/admin/team/${me}`, undefined],
  ] as const) {
    const response = await server.request(method, url, { session: owner, payload });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 422 });
  }
  expect(findOwnerByEmail(server.app.db, OWNER.email)!.role).toBe('owner');

  // A second owner may make the first an editor; then that owner is the last, whom no one demotes.
  const other = { email: 'bo@example.com', password: 'another calm pass phrase' };
  addOwner(server.app.db, other.email, await hashPassword(other.password, TEST_HASHING));
  const bo = await server.signIn(other.email, other.password);
  expect(
    (await server.request('PATCH', `/api/admin/team/${me}`, { session: bo, payload: { role: 'editor' } })).statusCode,
  ).toBe(200);
  expect((await server.request('GET', '/api/admin/team', { session: owner })).statusCode).toBe(403);
  // The database refuses it whichever way it is asked.
  expect(() => server.app.db.prepare("UPDATE owners SET role = 'editor' WHERE email = ?").run(other.email)).toThrow(
    'last owner',
  );
  expect(() => server.app.db.prepare('DELETE FROM owners WHERE email = ?').run(other.email)).toThrow('last owner');
  expect(() => server.app.db.prepare("DELETE FROM owners WHERE role = 'owner'").run()).toThrow('last owner');
});
