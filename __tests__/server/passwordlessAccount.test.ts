// An account without a password (its member joined with a passkey), on the real server: a password
// sign-in fails as a wrong password does; every change that asks for the current password takes a
// passkey's answer instead (user verification required, this session's challenge, once, throttled
// per session); its last passkey stays while it has no password; it sets a first password with a
// passkey, and the command line lists it and sets one too.
import type { ActivityEntry, InvitationMade, OwnerSession, Paged } from '../../src/api/adminContract';
import { findOwnerByEmail } from '../../server/modules/auth/owners';
import { WRONG_CREDENTIALS } from '../../server/modules/auth/signInRoutes';
import { runOwnerCli } from '../../server/ownerCli';
import { OWNER, startAreaServer, type AreaSession, type AreaTestServer } from '../support/admin';
import {
  activityActions,
  joinWithPasskey,
  passkeyConfirmation,
  passkeySignIn,
  sessionOf,
  SoftAuthenticator,
} from '../support/passkeys';

const ELI = 'eli@example.com';
const NEW_PASSWORD = 'a first long pass phrase';
const strict = { freeFailures: 3, baseDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 60_000 };
const generous = { freeFailures: 10_000, baseDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 60_000 };

let server: AreaTestServer;
let session: AreaSession;
let phone: SoftAuthenticator;

beforeEach(async () => {
  server = await startAreaServer({ signInThrottle: { address: generous, account: strict } });
  const owner = await server.signIn();
  const invited = await server.request('POST', '/api/admin/invitations', {
    session: owner,
    payload: { email: ELI, role: 'editor' },
  });
  const token = new URL(invited.json<{ data: InvitationMade }>().data.link).hash.slice(1);
  phone = new SoftAuthenticator(server.origin);
  const joined = await joinWithPasskey(server, token, phone);
  if (joined.statusCode !== 201) throw new Error(`Join: ${joined.statusCode} ${joined.body}`);
  session = sessionOf(joined);
});

afterEach(async () => {
  await server.close();
});

const confirm = (bend = {}) => passkeyConfirmation(server, session, phone, bend);

/** Adds a passkey, confirmed by the phone's; returns the add's answer. */
async function addLaptop(laptop = new SoftAuthenticator(server.origin)) {
  const options = await server.request('POST', '/api/admin/passkeys/registration/options', {
    session,
    payload: { passkey: await confirm() },
  });
  expect(options.statusCode).toBe(200);
  const { data } = options.json<{ data: Parameters<SoftAuthenticator['register']>[0] }>();
  return server.request('POST', '/api/admin/passkeys', {
    session,
    payload: { name: 'Laptop', response: laptop.register(data) },
  });
}

const passkeyIds = () =>
  server.app.db
    .prepare('SELECT id FROM owner_passkeys WHERE owner_id = ? ORDER BY id')
    .pluck()
    .all(findOwnerByEmail(server.app.db, ELI)!.id) as number[];

describe('signing in with a password', () => {
  it('fails as a wrong password does, and counts toward the throttling', async () => {
    const answers = [];
    for (const password of ['', 'any password at all', NEW_PASSWORD]) {
      answers.push(await server.request('POST', '/api/admin/sign-in', { payload: { email: ELI, password } }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([422, 422, 422]);
    for (const answer of answers) expect(answer.json<{ message: string }>().message).toBe(WRONG_CREDENTIALS);
    const unknown = await server.request('POST', '/api/admin/sign-in', {
      payload: { email: 'nobody@example.com', password: 'x' },
    });
    expect(unknown.body).toBe(answers[0]!.body);
    expect(activityActions(server)[0]).toMatchObject({ action: 'sign-in-failed', account: 'nobody@example.com' });
    expect(activityActions(server)[1]).toMatchObject({ action: 'sign-in-failed', account: ELI });
    // The fourth failure for the account is past its free ones: the next attempt waits.
    const locked = await server.request('POST', '/api/admin/sign-in', { payload: { email: ELI, password: 'y' } });
    expect(locked.statusCode).toBe(422);
    const held = await server.request('POST', '/api/admin/sign-in', { payload: { email: ELI, password: 'z' } });
    expect(held.statusCode).toBe(429);
  });
});

describe('confirming a change with a passkey', () => {
  it('adds a passkey with the answer of one it has, and not with a password', async () => {
    const withPassword = await server.request('POST', '/api/admin/passkeys/registration/options', {
      session,
      payload: { current_password: 'anything' },
    });
    expect(withPassword.statusCode).toBe(422);
    expect(withPassword.json<{ errors: Record<string, string[]> }>().errors.passkey).toBeDefined();
    expect((await addLaptop()).statusCode).toBe(201);
    expect(passkeyIds()).toHaveLength(2);
  });

  it('removes a passkey with it, but never the last one while there is no password', async () => {
    const [only] = passkeyIds();
    const last = await server.request('DELETE', `/api/admin/passkeys/${only}`, {
      session,
      payload: { passkey: await confirm() },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<{ message: string }>().message).toMatch(/only passkey.*no password/);
    expect((await addLaptop()).statusCode).toBe(201);
    const unconfirmed = await server.request('DELETE', `/api/admin/passkeys/${only}`, { session, payload: {} });
    expect(unconfirmed.statusCode).toBe(422);
    const removed = await server.request('DELETE', `/api/admin/passkeys/${only}`, {
      session,
      payload: { passkey: await confirm() },
    });
    expect(removed.statusCode).toBe(204);
    expect(passkeyIds()).toHaveLength(1);
  });

  it('refuses an answer without user verification, a replayed one, another account’s passkey, and throttles', async () => {
    const ask = async (passkey: object) =>
      server.request('POST', '/api/admin/passkeys/registration/options', { session, payload: { passkey } });
    expect((await ask(await confirm({ userVerified: false }))).statusCode).toBe(422);
    const answer = await confirm();
    expect((await ask(answer)).statusCode).toBe(200);
    // The challenge went with its answer.
    expect((await ask(answer)).statusCode).toBe(422);
    // The owner's own passkey is not this account's.
    const owners = new SoftAuthenticator(server.origin);
    const ownerSession = await server.signIn();
    const ownerOptions = await server.request('POST', '/api/admin/passkeys/registration/options', {
      session: ownerSession,
      payload: { current_password: OWNER.password },
    });
    owners.register(ownerOptions.json<{ data: Parameters<SoftAuthenticator['register']>[0] }>().data);
    const options = await server.request('POST', '/api/admin/passkeys/confirmation/options', { session });
    const foreign = owners.authenticate(options.json<{ data: { challenge: string; rpId: string } }>().data);
    expect((await ask(foreign)).statusCode).toBe(422);
    // Three failures in this session since its last success were free; the fourth holds it back.
    expect((await ask(await confirm({ origin: 'https://evil.example' }))).statusCode).toBe(422);
    expect((await ask(await confirm({ userVerified: false }))).statusCode).toBe(422);
    expect((await ask(await confirm())).statusCode).toBe(429);
  });

  it('is not how an account with a password confirms', async () => {
    const owner = await server.signIn();
    const options = await server.request('POST', '/api/admin/passkeys/confirmation/options', { session: owner });
    expect(options.statusCode).toBe(409);
  });

  it('does not require a passkey, nor make recovery codes, for an account without a password', async () => {
    expect((await addLaptop()).statusCode).toBe(201);
    const required = await server.request('PUT', '/api/admin/passkeys/requirement', {
      session,
      payload: { required: true, passkey: await confirm() },
    });
    expect(required.statusCode).toBe(409);
    expect(required.json<{ message: string }>().message).toMatch(/no password/);
    const codes = await server.request('POST', '/api/admin/passkeys/recovery-codes', {
      session,
      payload: { passkey: await confirm() },
    });
    expect(codes.statusCode).toBe(409);
  });
});

describe('setting a first password', () => {
  const setPassword = async (extra: object) =>
    server.request('POST', '/api/admin/password', {
      session,
      payload: { current_password: '', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...extra },
    });

  it('sets it with a passkey’s answer, and the password then signs in', async () => {
    const elsewhere = sessionOf(await passkeySignIn(server, phone));
    expect((await setPassword({})).statusCode).toBe(422);
    const refused = await setPassword({ password: 'short', password_confirmation: 'short', passkey: await confirm() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.password).toBeDefined();
    const set = await setPassword({ passkey: await confirm() });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ data: OwnerSession }>().data.account.hasPassword).toBe(true);
    session = sessionOf(set);
    expect((await server.request('GET', '/api/admin/session', { session: elsewhere })).statusCode).toBe(401);
    expect((await server.signIn(ELI, NEW_PASSWORD)).csrfToken).toBeTruthy();
    const owner = await server.signIn();
    const log = (await server.request('GET', '/api/admin/activity', { session: owner })).json<Paged<ActivityEntry>>();
    expect(log.data.map((entry) => [entry.action, entry.account])).toContainEqual(['password-set', ELI]);
    // With a password, the account confirms with it again, and its last passkey may go.
    const [only] = passkeyIds();
    const removed = await server.request('DELETE', `/api/admin/passkeys/${only}`, {
      session,
      payload: { current_password: NEW_PASSWORD },
    });
    expect(removed.statusCode).toBe(204);
  });
});

describe('the command line', () => {
  it('lists the account as having passkeys only, and sets a password for it', async () => {
    const out: string[] = [];
    const io = {
      out: (line: string) => out.push(line),
      err: (line: string) => out.push(line),
      secret: async () => NEW_PASSWORD,
      confirm: async () => null,
      interactive: false,
    };
    expect(await runOwnerCli(['list'], { DATABASE_PATH: server.dbPath }, io)).toBe(0);
    expect(out.find((line) => line.startsWith(ELI))).toMatch(/Editor .* passkeys only, no password$/);
    expect(await runOwnerCli(['passwd', ELI], { DATABASE_PATH: server.dbPath }, io)).toBe(0);
    expect(out.at(-1)).toMatch(/^Set a new password for eli@example\.com/);
    expect((await server.signIn(ELI, NEW_PASSWORD)).csrfToken).toBeTruthy();
    expect(activityActions(server).find((entry) => entry.account === ELI)).toMatchObject({ action: 'sign-in' });
    expect(activityActions(server).map((entry) => entry.action)).toContain('password-set');
  });
});
