// The controls of the salon's team: roles that a member cannot raise by tampering with a request,
// and an owner the salon never loses, each checked against the real server on a temporary database
// (see run.ts). Each check throws, with the reason, when its control does not hold.
import assert from 'node:assert/strict';
import type { Role } from '../../src/api/adminContract';
import { addOwner, findOwnerByEmail } from '../../server/modules/auth/owners';
import { hashPassword } from '../../server/modules/auth/passwords';
import { OWNER, sendContactMessage, TEST_HASHING, type AreaTestServer } from '../../__tests__/support/admin';
import { withServer, type Check } from './checks';

const PASSWORD = 'a member’s long pass phrase';

/** Adds an account of `role` and signs it in. */
async function member(server: AreaTestServer, email: string, role: Role) {
  addOwner(server.app.db, email, await hashPassword(PASSWORD, TEST_HASHING), role);
  return server.signIn(email, PASSWORD);
}

const roleOf = (server: AreaTestServer, email: string) => findOwnerByEmail(server.app.db, email)!.role;

export const teamChecks: Check[] = [
  [
    'roles: a member cannot raise their role or reach another role’s routes by tampering with a request',
    () =>
      withServer({}, async (server) => {
        const desk = await member(server, 'desk@example.com', 'front-desk');
        const id = findOwnerByEmail(server.app.db, 'desk@example.com')!.id;
        const tries: Array<[string, string, object | undefined, Record<string, string>?]> = [
          ['PATCH', `/api/admin/team/${id}`, { role: 'owner' }],
          ['PATCH', `/api/admin/team/${id}?role=owner`, { role: 'owner' }],
          ['GET', '/api/admin/team', undefined, { 'x-role': 'owner' }],
          ['GET', '/api/admin/insights', undefined, { 'x-forwarded-user': OWNER.email }],
          ['GET', '/api/admin/content/draft', undefined],
          ['GET', '/API/ADMIN/TEAM', undefined],
          ['GET', '/api/admin/team/', undefined],
          ['GET', '/api/admin//team', undefined],
          ['GET', '/api/admin/%74eam', undefined],
        ];
        for (const [method, url, payload, headers] of tries) {
          const response = await server.request(method, url, { session: desk, payload, headers });
          // Refused, or no route at all (an address the area does not have is the site's to answer).
          assert.ok(response.statusCode >= 400, `${method} ${url}: ${response.statusCode}`);
          assert.ok(!response.body.includes(OWNER.email), `${method} ${url} told the team`);
        }
        // Extra fields in the account's own requests change nothing but what they are for.
        await server.request('POST', '/api/admin/password', {
          session: desk,
          payload: { current_password: PASSWORD, password: 'x', password_confirmation: 'x', role: 'owner' },
        });
        assert.equal(roleOf(server, 'desk@example.com'), 'front-desk');
        // Deleting a message for good is the owners' alone.
        const message = await sendContactMessage(server);
        const deleted = await server.request('DELETE', `/api/admin/messages/${message}`, { session: desk });
        assert.equal(deleted.statusCode, 403, 'the front desk deleted a message');
      }),
  ],
  [
    'roles: a role taken away holds from the member’s next request, not their next sign-in',
    () =>
      withServer({}, async (server) => {
        const owner = await server.signIn();
        const editor = await member(server, 'eli@example.com', 'editor');
        assert.equal((await server.request('GET', '/api/admin/media', { session: editor })).statusCode, 200);
        const id = findOwnerByEmail(server.app.db, 'eli@example.com')!.id;
        const changed = await server.request('PATCH', `/api/admin/team/${id}`, {
          session: owner,
          payload: { role: 'front-desk' },
        });
        assert.equal(changed.statusCode, 200);
        assert.equal((await server.request('GET', '/api/admin/media', { session: editor })).statusCode, 403);
      }),
  ],
  [
    'last owner: never demoted or removed, not by themself, not by two owners demoting each other at once',
    () =>
      withServer({}, async (server) => {
        const ana = await server.signIn();
        const anaId = findOwnerByEmail(server.app.db, OWNER.email)!.id;
        for (const [method, url, payload] of [
          ['PATCH', `/api/admin/team/${anaId}`, { role: 'editor' }],
          ['DELETE', `/api/admin/team/${anaId}`, undefined],
        ] as const) {
          const response = await server.request(method, url, { session: ana, payload });
          assert.equal(response.statusCode, 422, `${method} of the owner's own account`);
        }
        const bo = await member(server, 'bo@example.com', 'owner');
        const boId = findOwnerByEmail(server.app.db, 'bo@example.com')!.id;
        const answers = await Promise.all([
          server.request('PATCH', `/api/admin/team/${boId}`, { session: ana, payload: { role: 'editor' } }),
          server.request('PATCH', `/api/admin/team/${anaId}`, { session: bo, payload: { role: 'editor' } }),
        ]);
        const owners = [OWNER.email, 'bo@example.com'].filter((email) => roleOf(server, email) === 'owner');
        assert.equal(owners.length, 1, `owners left: ${owners.join(', ') || 'none'}`);
        assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 403]);
        const last = owners[0] === OWNER.email ? ana : bo;
        const lastId = owners[0] === OWNER.email ? anaId : boId;
        const removal = await server.request('DELETE', `/api/admin/team/${lastId}`, { session: last });
        assert.equal(removal.statusCode, 422);
        assert.throws(() => server.app.db.prepare("DELETE FROM owners WHERE role = 'owner'").run(), /last owner/);
      }),
  ],
];
