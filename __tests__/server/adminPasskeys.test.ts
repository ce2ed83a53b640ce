// Passkeys on the real server (temporary SQLite, a software authenticator): adding, signing in
// without a password, renaming and removing them; requiring one, so that a password alone is
// refused; recovery codes; and every refusal a forged or replayed answer gets.
import Database from 'better-sqlite3';
import type { PasskeyOverview } from '../../src/api/passkeyContract';
import { findOwnerByEmail } from '../../server/modules/auth/owners';
import { newRecoveryCode, normaliseRecoveryCode } from '../../server/modules/auth/passkeys/recoveryCodes';
import { readConfig } from '../../server/config';
import { runOwnerCli } from '../../server/ownerCli';
import { OWNER, startAreaServer, type AreaSession } from '../support/admin';
import { serverAroundTests } from '../support/build';
import {
  activityActions,
  addPasskey,
  passkeySignIn,
  requirePasskey,
  sessionOf,
  signInOptions,
  SoftAuthenticator,
} from '../support/passkeys';

const server = serverAroundTests('each', () => startAreaServer());
let session: AreaSession;

beforeEach(async () => {
  session = await server.signIn();
});

const overview = async (as = session) =>
  (await server.request('GET', '/api/admin/passkeys', { session: as })).json<{ data: PasskeyOverview }>().data;

const passwordSignIn = (extra: Record<string, string> = {}) =>
  server.request('POST', '/api/admin/sign-in', { payload: { ...OWNER, ...extra } });

const stillSignedIn = async (as: AreaSession) =>
  (await server.request('GET', '/api/admin/session', { session: as })).statusCode === 200;

describe('adding a passkey', () => {
  it('stores its public key and counter, never a secret, and logs it', async () => {
    const authenticator = new SoftAuthenticator(server.origin);
    const added = await addPasskey(server, session, authenticator, 'Ana’s phone');
    expect(added.statusCode).toBe(201);
    expect((await overview()).passkeys).toEqual([
      expect.objectContaining({ name: 'Ana’s phone', last_used_at: null, synced: false }),
    ]);
    const row = server.app.db.prepare('SELECT * FROM owner_passkeys').get() as Record<string, unknown>;
    expect(row.credential_id).toBe(authenticator.credentialId);
    expect(Buffer.isBuffer(row.public_key)).toBe(true);
    expect(row.sign_count).toBe(0);
    expect(activityActions(server)[0]).toMatchObject({
      action: 'passkey-added',
      account: OWNER.email,
      detail: 'Ana’s phone',
    });
  });

  it('asks for options with the current password only, and wants a resident key and user verification', async () => {
    const wrong = await server.request('POST', '/api/admin/passkeys/registration/options', {
      session,
      payload: { current_password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(422);
    const right = await server.request('POST', '/api/admin/passkeys/registration/options', {
      session,
      payload: { current_password: OWNER.password },
    });
    const { data } = right.json<{
      data: {
        user: { id: string; name: string };
        authenticatorSelection: Record<string, unknown>;
        rp: { id: string };
        timeout: number;
      };
    }>();
    expect(data.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(data.rp.id).toBe('127.0.0.1');
    // The handle is random, not the email.
    expect(Buffer.from(data.user.id, 'base64url').toString()).not.toContain('ana');
    expect(data.timeout).toBeLessThanOrEqual(2 * 60_000);
  });

  it('refuses an answer without user verification, from another origin, or for a used or expired challenge', async () => {
    const authenticator = new SoftAuthenticator(server.origin);
    expect((await addPasskey(server, session, authenticator, 'No UV', { userVerified: false })).statusCode).toBe(422);
    expect(
      (await addPasskey(server, session, authenticator, 'Elsewhere', { origin: 'https://evil.example' })).statusCode,
    ).toBe(422);
    expect((await addPasskey(server, session, authenticator, 'Other RP', { rpId: 'evil.example' })).statusCode).toBe(
      422,
    );
    // The challenge went with the refused answer: the same answer again finds none.
    const options = await server.request('POST', '/api/admin/passkeys/registration/options', {
      session,
      payload: { current_password: OWNER.password },
    });
    const response = authenticator.register(
      options.json<{ data: Parameters<SoftAuthenticator['register']>[0] }>().data,
    );
    const first = await server.request('POST', '/api/admin/passkeys', { session, payload: { name: 'Once', response } });
    expect(first.statusCode).toBe(201);
    const again = await server.request('POST', '/api/admin/passkeys', {
      session,
      payload: { name: 'Twice', response },
    });
    expect(again.statusCode).toBe(409);
    // An expired challenge.
    const late = new SoftAuthenticator(server.origin);
    const lateOptions = await server.request('POST', '/api/admin/passkeys/registration/options', {
      session,
      payload: { current_password: OWNER.password },
    });
    server.app.db.prepare('UPDATE passkey_challenges SET expires_at = ?').run(Date.now() - 1);
    const lateAnswer = late.register(lateOptions.json<{ data: Parameters<SoftAuthenticator['register']>[0] }>().data);
    expect(
      (
        await server.request('POST', '/api/admin/passkeys', {
          session,
          payload: { name: 'Late', response: lateAnswer },
        })
      ).statusCode,
    ).toBe(409);
    expect((await overview()).passkeys.map((p) => p.name)).toEqual(['Once']);
  });

  it('binds the challenge to the session that asked for it', async () => {
    const other = await server.signIn();
    const options = await server.request('POST', '/api/admin/passkeys/registration/options', {
      session,
      payload: { current_password: OWNER.password },
    });
    const response = new SoftAuthenticator(server.origin).register(
      options.json<{ data: Parameters<SoftAuthenticator['register']>[0] }>().data,
    );
    const crossed = await server.request('POST', '/api/admin/passkeys', {
      session: other,
      payload: { name: 'X', response },
    });
    expect(crossed.statusCode).toBe(409);
  });

  it('refuses names with control or invisible characters, empty ones and long ones', async () => {
    for (const name of ['', '   ', 'a\u202Eevil', 'tab\there', 'x'.repeat(61)]) {
      expect((await addPasskey(server, session, new SoftAuthenticator(server.origin), name)).statusCode).toBe(422);
    }
  });
});

describe('signing in with a passkey', () => {
  it('needs no password, starts a session, updates the counter and logs it', async () => {
    const authenticator = new SoftAuthenticator(server.origin);
    await addPasskey(server, session, authenticator, 'Laptop');
    const response = await passkeySignIn(server, authenticator);
    expect(response.statusCode).toBe(200);
    expect(await stillSignedIn(sessionOf(response))).toBe(true);
    const row = server.app.db.prepare('SELECT sign_count, last_used_at FROM owner_passkeys').get() as {
      sign_count: number;
      last_used_at: string | null;
    };
    expect(row.sign_count).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    expect(activityActions(server)[0]).toMatchObject({
      action: 'passkey-sign-in',
      account: OWNER.email,
      detail: 'Laptop',
    });
  });

  it('refuses without user verification, from another origin, with a counter gone back, or an unknown passkey', async () => {
    const authenticator = new SoftAuthenticator(server.origin);
    await addPasskey(server, session, authenticator);
    expect((await passkeySignIn(server, authenticator)).statusCode).toBe(200);
    expect((await passkeySignIn(server, authenticator, { userVerified: false })).statusCode).toBe(401);
    // An origin the browser would never send, long and with markup: it never reaches the log.
    const origin = `https://evil.example/${'<b>x</b>'.repeat(60)}`;
    expect((await passkeySignIn(server, authenticator, { origin })).statusCode).toBe(401);
    expect((await passkeySignIn(server, authenticator, { rpId: 'evil.example' })).statusCode).toBe(401);
    expect((await passkeySignIn(server, authenticator, { counter: 1 })).statusCode).toBe(401);
    expect((await passkeySignIn(server, authenticator, { userHandle: 'c29tZW9uZS1lbHNl' })).statusCode).toBe(401);
    expect((await passkeySignIn(server, new SoftAuthenticator(server.origin))).statusCode).toBe(401);
    const failures = activityActions(server)
      .filter((entry) => entry.action === 'passkey-sign-in-failed')
      .map((entry) => entry.detail)
      .reverse();
    expect(failures).toEqual([
      'Phone: no user verification',
      'Phone: an answer from another origin',
      'Phone: an answer meant for another site',
      'Phone: a signature counter that went back (a copied passkey?)',
      expect.stringMatching(/not this account/i),
      expect.stringMatching(/does not know/i),
    ]);
    expect(JSON.stringify(activityActions(server))).not.toContain('evil.example');
    expect((await passkeySignIn(server, authenticator)).statusCode).toBe(200);
  });

  it('uses a challenge once, only from the browser that asked for it, and only while fresh', async () => {
    const authenticator = new SoftAuthenticator(server.origin);
    await addPasskey(server, session, authenticator);
    const { options, cookie } = await signInOptions(server);
    const answer = authenticator.authenticate(options);
    const withoutCookie = await server.request('POST', '/api/admin/passkeys/sign-in', {
      payload: { response: answer },
    });
    expect(withoutCookie.statusCode).toBe(401);
    const first = await server.request('POST', '/api/admin/passkeys/sign-in', {
      headers: { cookie },
      payload: { response: authenticator.authenticate(options) },
    });
    expect(first.statusCode).toBe(200);
    const replay = await server.request('POST', '/api/admin/passkeys/sign-in', {
      headers: { cookie },
      payload: { response: authenticator.authenticate(options) },
    });
    expect(replay.statusCode).toBe(401);

    const late = await signInOptions(server);
    server.app.db.prepare('UPDATE passkey_challenges SET expires_at = ?').run(Date.now() - 1);
    const expired = await server.request('POST', '/api/admin/passkeys/sign-in', {
      headers: { cookie: late.cookie },
      payload: { response: authenticator.authenticate(late.options) },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('sets the flow cookie HttpOnly, SameSite=Strict and short-lived, and names no account in the options', async () => {
    const response = await server.request('POST', '/api/admin/passkeys/sign-in/options');
    const cookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('salon_passkey='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBeLessThanOrEqual(120);
    const { data } = response.json<{
      data: { allowCredentials?: unknown[]; userVerification: string; challenge: string };
    }>();
    expect(data.allowCredentials ?? []).toEqual([]);
    expect(data.userVerification).toBe('required');
    expect(Buffer.from(data.challenge, 'base64url').length).toBeGreaterThanOrEqual(16);
  });
});

describe('requiring a passkey', () => {
  it('refuses a password alone (401, logged), lets a recovery code in once, and keeps the codes hashed', async () => {
    const authenticator = new SoftAuthenticator(server.origin);
    await addPasskey(server, session, authenticator);
    const codes = await requirePasskey(server, session);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = JSON.stringify(server.app.db.prepare('SELECT * FROM owner_recovery_codes').all());
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(normaliseRecoveryCode(code));
    }
    expect((await overview()).required).toBe(true);

    const alone = await passwordSignIn();
    expect(alone.statusCode).toBe(401);
    expect(alone.json()).toMatchObject({ passkeyRequired: true });
    expect(alone.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^salon_session=[^;]/)]),
    );
    expect(activityActions(server)[0]).toMatchObject({ action: 'password-alone-refused', account: OWNER.email });

    const wrongCode = await passwordSignIn({ recovery_code: newRecoveryCode() });
    expect(wrongCode.statusCode).toBe(401);
    expect(activityActions(server)[0]).toMatchObject({ action: 'recovery-code-failed' });
    // A wrong password gets the very answer a right one does, with a code or without: nothing tells
    // a guesser the password was right. The code stays unused.
    const wrongPassword = (recovery_code?: string) =>
      server.request('POST', '/api/admin/sign-in', {
        payload: { email: OWNER.email, password: 'not the password', recovery_code },
      });
    const aloneWrong = await wrongPassword();
    expect([aloneWrong.statusCode, aloneWrong.json()]).toEqual([alone.statusCode, alone.json()]);
    const withCodeWrong = await wrongPassword(codes[0]);
    expect([withCodeWrong.statusCode, withCodeWrong.json()]).toEqual([wrongCode.statusCode, wrongCode.json()]);
    expect(activityActions(server)[0]).toMatchObject({ action: 'sign-in-failed' });

    // Typed in lower case, with spaces for dashes: still the code.
    const recovered = await passwordSignIn({ recovery_code: codes[0]!.toLowerCase().replace(/-/g, ' ') });
    expect(recovered.statusCode).toBe(200);
    expect(activityActions(server)[1]).toMatchObject({ action: 'recovery-code-used', detail: '9 codes left' });
    expect(activityActions(server)[0]).toMatchObject({ action: 'sign-in' });
    expect((await passwordSignIn({ recovery_code: codes[0]! })).statusCode).toBe(401);
    expect((await overview()).recoveryCodesLeft).toBe(9);
    // The passkey still signs in without a password.
    expect((await passkeySignIn(server, authenticator)).statusCode).toBe(200);
  });

  it('cannot be turned on without a passkey, nor without the current password', async () => {
    const none = await server.request('PUT', '/api/admin/passkeys/requirement', {
      session,
      payload: { required: true, current_password: OWNER.password },
    });
    expect(none.statusCode).toBe(409);
    await addPasskey(server, session, new SoftAuthenticator(server.origin));
    const wrong = await server.request('PUT', '/api/admin/passkeys/requirement', {
      session,
      payload: { required: true, current_password: 'wrong password here' },
    });
    expect(wrong.statusCode).toBe(422);
    expect((await overview()).required).toBe(false);
  });

  it('keeps the last passkey while it is required; turning the requirement off removes the codes', async () => {
    const [phone, laptop] = [new SoftAuthenticator(server.origin), new SoftAuthenticator(server.origin)];
    await addPasskey(server, session, phone, 'Phone');
    await addPasskey(server, session, laptop, 'Laptop');
    await requirePasskey(server, session);
    const [first, second] = (await overview()).passkeys;
    const remove = (id: number) =>
      server.request('DELETE', `/api/admin/passkeys/${id}`, { session, payload: { current_password: OWNER.password } });
    expect((await remove(first!.id)).statusCode).toBe(204);
    const last = await remove(second!.id);
    expect(last.statusCode).toBe(409);
    expect((await overview()).passkeys).toHaveLength(1);

    const off = await server.request('PUT', '/api/admin/passkeys/requirement', {
      session,
      payload: { required: false, current_password: OWNER.password },
    });
    expect(off.statusCode).toBe(204);
    expect((await overview()).recoveryCodesLeft).toBe(0);
    expect((await remove(second!.id)).statusCode).toBe(204);
    expect((await passwordSignIn()).statusCode).toBe(200);
    const actions = activityActions(server).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['passkey-required', 'passkey-not-required', 'passkey-removed', 'passkey-added']),
    );
  });

  it('makes new recovery codes on request; the old ones stop working', async () => {
    await addPasskey(server, session, new SoftAuthenticator(server.origin));
    const old = await requirePasskey(server, session);
    const renewed = await server.request('POST', '/api/admin/passkeys/recovery-codes', {
      session,
      payload: { current_password: OWNER.password },
    });
    expect(renewed.statusCode).toBe(200);
    const codes = renewed.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    expect((await passwordSignIn({ recovery_code: old[0]! })).statusCode).toBe(401);
    expect((await passwordSignIn({ recovery_code: codes[0]! })).statusCode).toBe(200);
    expect(activityActions(server).map((entry) => entry.action)).toContain('recovery-codes-renewed');
  });
});

describe('managing passkeys', () => {
  it('renames (logged with both names) and removes with the password (logged); another owner’s is not found', async () => {
    await addPasskey(server, session, new SoftAuthenticator(server.origin), 'Old name');
    const [passkey] = (await overview()).passkeys;
    const renamed = await server.request('PATCH', `/api/admin/passkeys/${passkey!.id}`, {
      session,
      payload: { name: 'New name' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(activityActions(server)[0]).toMatchObject({ action: 'passkey-renamed', detail: 'Old name → New name' });

    const db = new Database(server.dbPath);
    const other = db
      .prepare(
        "INSERT INTO owners (email, password_hash, created_at, password_changed_at) VALUES ('bo@example.com', 'x', '', '')",
      )
      .run();
    db.prepare('UPDATE owner_passkeys SET owner_id = ?').run(other.lastInsertRowid);
    db.close();
    expect(
      (await server.request('PATCH', `/api/admin/passkeys/${passkey!.id}`, { session, payload: { name: 'Mine now' } }))
        .statusCode,
    ).toBe(404);
    const back = new Database(server.dbPath);
    back.prepare('UPDATE owner_passkeys SET owner_id = ?').run(findOwnerByEmail(server.app.db, OWNER.email)!.id);
    back.close();

    const wrong = await server.request('DELETE', `/api/admin/passkeys/${passkey!.id}`, {
      session,
      payload: { current_password: 'wrong password here' },
    });
    expect(wrong.statusCode).toBe(422);
    const removed = await server.request('DELETE', `/api/admin/passkeys/${passkey!.id}`, {
      session,
      payload: { current_password: OWNER.password },
    });
    expect(removed.statusCode).toBe(204);
    expect(activityActions(server)[0]).toMatchObject({ action: 'passkey-removed', detail: 'New name' });
    expect((await overview()).passkeys).toEqual([]);
  });
});

describe('recovery codes', () => {
  it('carry 120 random bits in Crockford base32 and read the same however typed', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){5}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normaliseRecoveryCode(code.toLowerCase().replace(/-/g, ''))).toBe(code.replace(/-/g, ''));
    expect(normaliseRecoveryCode('not a code')).toBeNull();
  });
});

describe('owner:passwd, the last way back in', () => {
  it('sets the password, ends every session and turns the requirement off; the passkeys stay', async () => {
    const authenticator = new SoftAuthenticator(server.origin);
    await addPasskey(server, session, authenticator);
    await requirePasskey(server, session);
    const out: string[] = [];
    const code = await runOwnerCli(
      ['passwd', OWNER.email],
      { DATABASE_PATH: server.dbPath },
      {
        out: (line) => out.push(line),
        err: (line) => out.push(line),
        secret: async () => 'a brand new pass phrase',
        confirm: async () => null,
        interactive: false,
      },
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/no longer required/);
    expect(await stillSignedIn(session)).toBe(false);
    const signedIn = await server.request('POST', '/api/admin/sign-in', {
      payload: { email: OWNER.email, password: 'a brand new pass phrase' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await overview(sessionOf(signedIn))).required).toBe(false);
    expect((await overview(sessionOf(signedIn))).recoveryCodesLeft).toBe(0);
    expect((await passkeySignIn(server, authenticator)).statusCode).toBe(200);
    expect(activityActions(server).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['password-changed', 'passkey-not-required']),
    );
  });
});

describe('the relying party (PASSKEY_RP_ID)', () => {
  it('is SITE_URL’s host or a domain it is part of; anything else stops the server', () => {
    const site = 'https://www.example-salon.com';
    expect(readConfig({ SITE_URL: site, PASSKEY_RP_ID: 'Example-Salon.com' }).PASSKEY_RP_ID).toBe('example-salon.com');
    expect(readConfig({ SITE_URL: site }).PASSKEY_RP_ID).toBeUndefined();
    expect(() => readConfig({ SITE_URL: site, PASSKEY_RP_ID: 'phish.example' })).toThrow(/PASSKEY_RP_ID/);
    expect(() => readConfig({ SITE_URL: site, PASSKEY_RP_ID: 'ple-salon.com' })).toThrow(/PASSKEY_RP_ID/);
    expect(() => readConfig({ PASSKEY_RP_ID: 'example-salon.com' })).toThrow(/SITE_URL/);
    for (const wrong of ['https://example-salon.com', 'example-salon.com:443', '127.0.0.1', 'example-salon.com/area']) {
      expect(() => readConfig({ SITE_URL: site, PASSKEY_RP_ID: wrong })).toThrow(/PASSKEY_RP_ID/);
    }
  });

  it('names the configured domain in the options, and wants the answer from SITE_URL', async () => {
    const site = await startAreaServer({
      siteUrl: 'https://www.example-salon.com',
      passkeyRpId: 'example-salon.com',
      trustProxy: true,
    });
    try {
      const headers = {
        host: 'www.example-salon.com',
        origin: 'https://www.example-salon.com',
        'x-forwarded-proto': 'https',
      };
      const { options } = await signInOptions(site, headers);
      expect(options.rpId).toBe('example-salon.com');
      const cookie = (await site.request('POST', '/api/admin/passkeys/sign-in/options', { headers })).headers[
        'set-cookie'
      ]?.find((c) => c.startsWith('__Host-salon_passkey='));
      expect(cookie).toMatch(/Secure/i);
    } finally {
      await site.close();
    }
  });
});
