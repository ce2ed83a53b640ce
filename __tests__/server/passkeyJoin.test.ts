// Joining from an invitation with a passkey instead of a password, on the real server (temporary
// SQLite, a software authenticator): the account is made with no password and that passkey, signed
// in as the password's accept does, once. A used or expired link gets the one 410; an answer to
// another challenge, a replayed one, one sent from a browser that did not ask (another flow cookie,
// none) or with another link's token is refused and makes nothing; an email with an account gets 409.
import type { InvitationMade, OwnerSession } from '../../src/api/adminContract';
import { createInvitation } from '../../server/modules/auth/invitations';
import { addOwner, findOwnerByEmail } from '../../server/modules/auth/owners';
import { OWNER, startAreaServer, type AreaTestServer } from '../support/admin';
import {
  acceptWithPasskey,
  activityActions,
  addPasskey,
  joinOptions,
  joinWithPasskey,
  passkeySignIn,
  sessionOf,
  SoftAuthenticator,
} from '../support/passkeys';

let server: AreaTestServer;

beforeEach(async () => {
  server = await startAreaServer();
});

afterEach(async () => {
  await server.close();
});

async function invite(email = 'eli@example.com', role = 'editor') {
  const session = await server.signIn();
  const response = await server.request('POST', '/api/admin/invitations', { session, payload: { email, role } });
  const made = response.json<{ data: InvitationMade }>().data;
  return new URL(made.link).hash.slice(1);
}

const db = () => server.app.db;
const passkeyRows = () => db().prepare('SELECT owner_id, name FROM owner_passkeys').all();
const accountCount = () => (db().prepare('SELECT COUNT(*) AS n FROM owners').get() as { n: number }).n;

it('makes the account with the passkey and no password, signs it in with its role, and works once', async () => {
  const token = await invite();
  const { options, cookie } = await joinOptions(server, token);
  const data = options as unknown as {
    user: { id: string; name: string };
    rp: { id: string };
    authenticatorSelection: Record<string, unknown>;
  };
  expect(data.user.name).toBe('eli@example.com');
  expect(Buffer.from(data.user.id, 'base64url').toString()).not.toContain('eli');
  expect(data.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
  expect(cookie).toMatch(/^salon_passkey=/);

  const authenticator = new SoftAuthenticator(server.origin);
  const joined = await acceptWithPasskey(server, token, authenticator.register(options!), cookie);
  expect(joined.statusCode).toBe(201);
  expect(joined.json<{ data: OwnerSession }>().data.account).toEqual({
    email: 'eli@example.com',
    role: 'editor',
    hasPassword: false,
  });
  const member = findOwnerByEmail(db(), 'eli@example.com')!;
  expect(member.password_hash).toBeNull();
  expect(passkeyRows()).toEqual([{ owner_id: member.id, name: 'Eli’s phone' }]);
  // The handle the authenticator holds is the one the account keeps: a passkey sign-in checks it.
  const settings = db().prepare('SELECT user_handle FROM owner_passkey_settings WHERE owner_id = ?').get(member.id);
  expect(settings).toEqual({ user_handle: data.user.id });
  const session = sessionOf(joined);
  const draft = await server.request('GET', '/api/admin/content/draft', { session });
  expect(draft.statusCode).toBe(200);
  expect((await server.request('GET', '/api/admin/team', { session })).statusCode).toBe(403);
  expect(activityActions(server).slice(0, 2)).toEqual([
    { action: 'invitation-accepted', account: 'eli@example.com', detail: `Editor, invited by ${OWNER.email}` },
    { action: 'passkey-added', account: 'eli@example.com', detail: 'Eli’s phone' },
  ]);

  // Used: the link's options and accept, with a fresh answer or the same one, get the one 410.
  const again = [
    (await joinOptions(server, token)).response,
    await acceptWithPasskey(server, token, authenticator.register(options!), cookie),
  ];
  expect(again.map((answer) => answer.statusCode)).toEqual([410, 410]);
  expect(accountCount()).toBe(2);

  // Signed out, the passkey signs the member back in.
  await server.request('POST', '/api/admin/sign-out', { session });
  const back = await passkeySignIn(server, authenticator);
  expect(back.statusCode).toBe(200);
  expect(back.json<{ data: OwnerSession }>().data.account.email).toBe('eli@example.com');
});

it('answers 410 to an expired link, and to one that expires between the options and the answer', async () => {
  const old = createInvitation(
    db(),
    { email: 'old@example.com', role: 'editor', invitedBy: OWNER.email },
    Date.now() - 8 * 24 * 60 * 60_000,
  );
  expect((await joinOptions(server, old.token)).response.statusCode).toBe(410);
  const token = await invite();
  const { options, cookie } = await joinOptions(server, token);
  db()
    .prepare('UPDATE invitations SET expires_at = ?')
    .run(Date.now() - 1);
  const late = await acceptWithPasskey(server, token, new SoftAuthenticator(server.origin).register(options!), cookie);
  expect(late.statusCode).toBe(410);
  expect(findOwnerByEmail(db(), 'eli@example.com')).toBeUndefined();
  expect(passkeyRows()).toEqual([]);
});

it('refuses an answer to another challenge, a replayed one and a late one, and keeps the link', async () => {
  const token = await invite();
  const authenticator = new SoftAuthenticator(server.origin);
  const { options, cookie } = await joinOptions(server, token);
  const forged = authenticator.register({ ...options!, challenge: 'c29tZSBvdGhlciBjaGFsbGVuZ2U' });
  expect((await acceptWithPasskey(server, token, forged, cookie)).statusCode).toBe(422);
  // The challenge went with the refused answer: the right answer to it, replayed, finds none.
  expect((await acceptWithPasskey(server, token, authenticator.register(options!), cookie)).statusCode).toBe(409);
  // Nor does an answer once its challenge has expired.
  const late = await joinOptions(server, token);
  db()
    .prepare('UPDATE passkey_challenges SET expires_at = ?')
    .run(Date.now() - 1);
  expect((await acceptWithPasskey(server, token, authenticator.register(late.options!), late.cookie)).statusCode).toBe(
    409,
  );
  // Without user verification, or from another origin.
  for (const bend of [{ userVerified: false }, { origin: 'https://evil.example' }]) {
    const fresh = await joinOptions(server, token);
    const answer = authenticator.register(fresh.options!, bend);
    expect((await acceptWithPasskey(server, token, answer, fresh.cookie)).statusCode).toBe(422);
  }
  expect(accountCount()).toBe(1);
  expect(passkeyRows()).toEqual([]);
  // The link still works.
  expect((await joinWithPasskey(server, token, authenticator)).statusCode).toBe(201);
});

it('takes the answer only from the browser that asked, with the token it asked for', async () => {
  const token = await invite();
  const other = await invite('fran@example.com', 'front-desk');
  const authenticator = new SoftAuthenticator(server.origin);
  const mine = await joinOptions(server, token);
  const theirs = await joinOptions(server, token);
  const answer = authenticator.register(mine.options!);
  // Another browser's flow cookie holds another challenge.
  expect((await acceptWithPasskey(server, token, answer, theirs.cookie)).statusCode).toBe(422);
  // No cookie: no challenge.
  const second = await joinOptions(server, token);
  expect((await acceptWithPasskey(server, token, authenticator.register(second.options!), undefined)).statusCode).toBe(
    409,
  );
  // This browser's cookie with another invitation's token.
  const third = await joinOptions(server, token);
  const misdirected = await acceptWithPasskey(server, other, authenticator.register(third.options!), third.cookie);
  expect(misdirected.statusCode).toBe(409);
  expect(accountCount()).toBe(1);
});

it('answers 409 when the email has an account already, before and after the options', async () => {
  const token = await invite();
  const { options, cookie } = await joinOptions(server, token);
  addOwner(db(), 'eli@example.com', null, 'editor');
  expect((await joinOptions(server, token)).response.statusCode).toBe(409);
  const answer = new SoftAuthenticator(server.origin).register(options!);
  expect((await acceptWithPasskey(server, token, answer, cookie)).statusCode).toBe(409);
  expect(passkeyRows()).toEqual([]);
});

it('refuses a passkey another account has, and a name it would not take', async () => {
  const token = await invite();
  const owners = new SoftAuthenticator(server.origin);
  expect((await addPasskey(server, await server.signIn(), owners)).statusCode).toBe(201);
  const taken = await joinOptions(server, token);
  expect((await acceptWithPasskey(server, token, owners.register(taken.options!), taken.cookie)).statusCode).toBe(409);
  const { options, cookie } = await joinOptions(server, token);
  const unnamed = await acceptWithPasskey(
    server,
    token,
    new SoftAuthenticator(server.origin).register(options!),
    cookie,
    ' ',
  );
  expect(unnamed.statusCode).toBe(422);
  expect(unnamed.json<{ errors: Record<string, string[]> }>().errors.name).toBeDefined();
  expect(findOwnerByEmail(db(), 'eli@example.com')).toBeUndefined();
});

it('needs HTTPS where the site is served over HTTPS', async () => {
  await server.close();
  server = await startAreaServer({ siteUrl: 'https://www.example-salon.com' });
  const token = createInvitation(db(), { email: 'eli@example.com', role: 'editor', invitedBy: OWNER.email }).token;
  const headers = { origin: 'https://www.example-salon.com' };
  for (const [url, payload] of [
    ['/api/admin/invitations/passkey/options', { token }],
    ['/api/admin/invitations/accept-passkey', { token, name: 'Phone', response: {} }],
  ] as const) {
    const refused = await server.request('POST', url, { headers, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/HTTPS/);
  }
});
