// The controls of the salon's team: roles that a member cannot raise by tampering with a request,
// and an owner the salon never loses, each checked against the real server on a temporary database
// (see run.ts). Each check throws, with the reason, when its control does not hold.
import assert from 'node:assert/strict';
import type { InvitationMade, Role } from '../../src/api/adminContract';
import { createInvitation } from '../../server/modules/auth/invitations';
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

/** An owner's invitation of `email` as `role`: its id and the token of its link. */
async function invitation(server: AreaTestServer, email: string, role: Role) {
  const session = await server.signIn();
  const made = await server.request('POST', '/api/admin/invitations', { session, payload: { email, role } });
  assert.equal(made.statusCode, 201, made.body);
  const { invitation: sent, link } = made.json<{ data: InvitationMade }>().data;
  return { id: sent.id, token: new URL(link).hash.slice(1), session };
}

const acceptWith = (server: AreaTestServer, payload: object) =>
  server.request('POST', '/api/admin/invitations/accept', {
    payload: { password: PASSWORD, password_confirmation: PASSWORD, ...payload },
  });

export const teamChecks: Check[] = [
  [
    'invitation links: work once, expire, die when withdrawn, give the role the owner chose, and cannot be guessed',
    () =>
      withServer({}, async (server) => {
        const { token } = await invitation(server, 'eli@example.com', 'editor');
        // The invitee cannot pick another role, nor another email, by adding fields.
        const accepted = await acceptWith(server, { token, role: 'owner', email: 'boss@example.com' });
        assert.equal(accepted.statusCode, 201, accepted.body);
        assert.equal(roleOf(server, 'eli@example.com'), 'editor');
        assert.equal(findOwnerByEmail(server.app.db, 'boss@example.com'), undefined);
        // Reuse, even at once from two browsers, makes no second account.
        const { token: twice } = await invitation(server, 'fran@example.com', 'front-desk');
        const both = await Promise.all([acceptWith(server, { token: twice }), acceptWith(server, { token: twice })]);
        assert.deepEqual(both.map((answer) => answer.statusCode).sort(), [201, 410]);
        assert.equal((await acceptWith(server, { token })).statusCode, 410, 'a used link');
        // Expired and withdrawn links.
        const old = createInvitation(
          server.app.db,
          { email: 'old@example.com', role: 'owner', invitedBy: OWNER.email },
          Date.now() - 8 * 24 * 60 * 60_000,
        );
        assert.equal((await acceptWith(server, { token: old.token })).statusCode, 410, 'an expired link');
        const withdrawn = await invitation(server, 'gone@example.com', 'owner');
        await server.request('DELETE', `/api/admin/invitations/${withdrawn.id}`, { session: withdrawn.session });
        assert.equal((await acceptWith(server, { token: withdrawn.token })).statusCode, 410, 'a withdrawn link');
        // Guessing: one answer for every wrong token, then the address is slowed down (429).
        let status = 0;
        for (let guess = 0; guess < 40 && status !== 429; guess += 1) {
          status = (await acceptWith(server, { token: `${guess}`.padStart(43, 'A') })).statusCode;
          assert.ok([410, 429].includes(status), `guess ${guess}: ${status}`);
        }
        assert.equal(status, 429, 'guessing was never slowed down');
        for (const email of ['old@example.com', 'gone@example.com']) {
          assert.equal(findOwnerByEmail(server.app.db, email), undefined, `${email} got an account`);
        }
      }),
  ],
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
