// The security controls of the owners' passkeys, each checked against the real server on a
// temporary database with a software authenticator (see run.ts). Each check throws, with the reason,
// when its control does not hold.
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { OWNER, startAreaServer, type AreaSession, type AreaTestServer } from '../../__tests__/support/admin';
import type { InvitationMade } from '../../src/api/adminContract';
import { findOwnerByEmail } from '../../server/modules/auth/owners';
import {
  acceptWithPasskey,
  activityActions,
  addPasskey,
  joinOptions,
  joinWithPasskey,
  passkeyConfirmation,
  passkeySignIn,
  sessionOf,
  requirePasskey,
  signInOptions,
  SoftAuthenticator,
} from '../../__tests__/support/passkeys';
import type { Check } from './checks';

async function withPasskey(
  body: (server: AreaTestServer, session: AreaSession, authenticator: SoftAuthenticator) => Promise<void>,
  options: Parameters<typeof startAreaServer>[0] = {},
): Promise<void> {
  const server = await startAreaServer(options);
  try {
    const session = await server.signIn();
    const authenticator = new SoftAuthenticator(server.origin);
    const added = await addPasskey(server, session, authenticator, 'Phone');
    assert.equal(added.statusCode, 201, added.body);
    await body(server, session, authenticator);
  } finally {
    await server.close();
  }
}

const passwordSignIn = (server: AreaTestServer, extra: Record<string, string> = {}) =>
  server.request('POST', '/api/admin/sign-in', { payload: { ...OWNER, ...extra } });

export const passkeyChecks: Check[] = [
  [
    'passkeys: a passkey is added only with user verification, the current password and a fresh challenge of this session',
    () =>
      withPasskey(async (server, session) => {
        const noUv = await addPasskey(server, session, new SoftAuthenticator(server.origin), 'No UV', {
          userVerified: false,
        });
        assert.equal(noUv.statusCode, 422, 'an answer without user verification');
        const wrongPassword = await server.request('POST', '/api/admin/passkeys/registration/options', {
          session,
          payload: { current_password: 'not the password at all' },
        });
        assert.equal(wrongPassword.statusCode, 422, 'options with a wrong password');
        const options = await server.request('POST', '/api/admin/passkeys/registration/options', {
          session,
          payload: { current_password: OWNER.password },
        });
        const response = new SoftAuthenticator(server.origin).register(
          options.json<{ data: Parameters<SoftAuthenticator['register']>[0] }>().data,
        );
        const other = await server.signIn();
        const crossed = await server.request('POST', '/api/admin/passkeys', {
          session: other,
          payload: { name: 'Crossed', response },
        });
        assert.equal(crossed.statusCode, 409, 'an answer sent from another session');
        const own = await server.request('POST', '/api/admin/passkeys', {
          session,
          payload: { name: 'Own', response },
        });
        assert.equal(own.statusCode, 201, own.body);
        const replay = await server.request('POST', '/api/admin/passkeys', {
          session,
          payload: { name: 'Late', response },
        });
        assert.equal(replay.statusCode, 409, 'the same answer again: the challenge was not used up');
      }),
  ],
  [
    'passkeys: a passkey sign-in checks origin, relying party, user verification and counter; each challenge answers once, for two minutes',
    () =>
      withPasskey(async (server, _session, authenticator) => {
        assert.equal((await passkeySignIn(server, authenticator)).statusCode, 200, 'the passkey itself');
        for (const [bend, what] of [
          [{ origin: 'https://phish.example' }, 'another origin'],
          [{ rpId: 'phish.example' }, 'another relying party'],
          [{ userVerified: false }, 'no user verification'],
          [{ counter: 1 }, 'a counter that did not move on'],
        ] as const) {
          assert.equal((await passkeySignIn(server, authenticator, bend)).statusCode, 401, what);
        }
        const { options, cookie } = await signInOptions(server);
        const first = await server.request('POST', '/api/admin/passkeys/sign-in', {
          headers: { cookie },
          payload: { response: authenticator.authenticate(options) },
        });
        assert.equal(first.statusCode, 200, first.body);
        const again = await server.request('POST', '/api/admin/passkeys/sign-in', {
          headers: { cookie },
          payload: { response: authenticator.authenticate(options) },
        });
        assert.equal(again.statusCode, 401, 'a challenge answered twice');
        const rows = server.app.db.prepare('SELECT expires_at FROM passkey_challenges').all() as Array<{
          expires_at: number;
        }>;
        assert.equal(rows.length, 0, 'an answered challenge is still stored');
        await signInOptions(server);
        const { expires_at } = server.app.db.prepare('SELECT expires_at FROM passkey_challenges').get() as {
          expires_at: number;
        };
        assert.ok(expires_at - Date.now() <= 2 * 60_000 + 1000, `a challenge lives ${expires_at - Date.now()} ms`);
      }),
  ],
  [
    'passkeys: the database holds public keys and hashed recovery codes only (120-bit codes, never stored as given)',
    () =>
      withPasskey(async (server, session) => {
        const codes = await requirePasskey(server, session);
        assert.equal(codes.length, 10);
        const db = new Database(server.dbPath, { readonly: true });
        const stored = JSON.stringify(db.prepare('SELECT code_hash FROM owner_recovery_codes').all());
        const keys = db.prepare('SELECT public_key FROM owner_passkeys').all() as Array<{ public_key: Buffer }>;
        db.close();
        for (const code of codes) {
          assert.ok(!stored.includes(code) && !stored.includes(code.replace(/-/g, '')), `${code} is stored as it is`);
          assert.equal(code.replace(/-/g, '').length * 5, 120, `${code} carries fewer than 120 bits`);
        }
        // A COSE EC2 public key: kty 2 and no private part (-4, d).
        for (const { public_key } of keys)
          assert.ok(public_key.length < 100, 'the stored key is larger than a public key');
      }),
  ],
  [
    'passkeys: required, a password alone gets 401 and an activity entry; a recovery code signs in once',
    () =>
      withPasskey(async (server, session) => {
        const [code] = await requirePasskey(server, session);
        const alone = await passwordSignIn(server);
        assert.equal(alone.statusCode, 401, alone.body);
        assert.ok(!(alone.headers['set-cookie'] ?? []).some((c) => /^salon_session=[^;]/.test(c)), 'a session cookie');
        assert.equal(activityActions(server)[0]?.action, 'password-alone-refused');
        assert.equal((await passwordSignIn(server, { recovery_code: code! })).statusCode, 200, 'the recovery code');
        assert.equal((await passwordSignIn(server, { recovery_code: code! })).statusCode, 401, 'the code used again');
      }),
  ],
  [
    'passkeys: the last passkey of an account that requires one cannot be removed',
    () =>
      withPasskey(async (server, session) => {
        await requirePasskey(server, session);
        const { id } = server.app.db.prepare('SELECT id FROM owner_passkeys').get() as { id: number };
        const removal = await server.request('DELETE', `/api/admin/passkeys/${id}`, {
          session,
          payload: { current_password: OWNER.password },
        });
        assert.equal(removal.statusCode, 409, removal.body);
        assert.equal((server.app.db.prepare('SELECT COUNT(*) AS n FROM owner_passkeys').get() as { n: number }).n, 1);
      }),
  ],
  [
    'passkeys: every passkey change needs the same origin and the session’s anti-forgery token',
    () =>
      withPasskey(async (server, session) => {
        const { id } = server.app.db.prepare('SELECT id FROM owner_passkeys').get() as { id: number };
        const changes: Array<[string, string, object]> = [
          ['POST', '/api/admin/passkeys/registration/options', { current_password: OWNER.password }],
          ['PATCH', `/api/admin/passkeys/${id}`, { name: 'Forged' }],
          ['DELETE', `/api/admin/passkeys/${id}`, { current_password: OWNER.password }],
          ['PUT', '/api/admin/passkeys/requirement', { required: true, current_password: OWNER.password }],
          ['POST', '/api/admin/passkeys/recovery-codes', { current_password: OWNER.password }],
        ];
        for (const [method, url, payload] of changes) {
          const noToken = await server.request(method, url, { headers: { cookie: session.cookie }, payload });
          assert.equal(noToken.statusCode, 403, `${method} ${url} without the token`);
          const otherOrigin = await server.request(method, url, {
            session,
            payload,
            headers: { origin: 'https://evil.example' },
          });
          assert.equal(otherOrigin.statusCode, 403, `${method} ${url} from another origin`);
        }
        const options = await server.request('POST', '/api/admin/passkeys/sign-in/options', {
          headers: { origin: 'https://evil.example' },
        });
        assert.equal(options.statusCode, 403, 'sign-in options from another origin');
        assert.equal(
          (server.app.db.prepare('SELECT name FROM owner_passkeys').get() as { name: string }).name,
          'Phone',
          'a forged rename went through',
        );
      }),
  ],
  [
    'passkeys: every passkey route is rate limited per address (429)',
    () =>
      withPasskey(
        async (server, session) => {
          const limited = async (method: string, url: string, as?: AreaSession) => {
            for (let i = 0; i < 6; i += 1) {
              const response = await server.request(method, url, {
                session: as,
                payload: method === 'GET' ? undefined : {},
              });
              if (response.statusCode === 429) return;
            }
            assert.fail(`${method} ${url} answered 6 times in a row without 429`);
          };
          await limited('POST', '/api/admin/passkeys/sign-in/options');
          await limited('POST', '/api/admin/passkeys/sign-in');
          await limited('POST', '/api/admin/invitations/passkey/options');
          await limited('POST', '/api/admin/invitations/accept-passkey');
          for (const route of server.app.adminRoutes.filter((r) => r.signedIn && r.url.includes('/passkeys'))) {
            await limited(route.method, route.url.replace(':id', '1'), session);
          }
        },
        { passkeyRateLimits: { signIn: 3, manage: 5 } },
      ),
  ],
  [
    'passkeys: adding, using, renaming, removing, the requirement and recovery codes are in the activity log',
    () =>
      withPasskey(async (server, session, authenticator) => {
        assert.equal((await passkeySignIn(server, authenticator)).statusCode, 200);
        const { id } = server.app.db.prepare('SELECT id FROM owner_passkeys').get() as { id: number };
        await server.request('PATCH', `/api/admin/passkeys/${id}`, { session, payload: { name: 'Work phone' } });
        await addPasskey(server, session, new SoftAuthenticator(server.origin), 'Laptop');
        const [code] = await requirePasskey(server, session);
        await passwordSignIn(server);
        await passwordSignIn(server, { recovery_code: 'AAAA-AAAA-AAAA-AAAA-AAAA-AAAA' });
        await passwordSignIn(server, { recovery_code: code! });
        await server.request('DELETE', `/api/admin/passkeys/${id}`, {
          session,
          payload: { current_password: OWNER.password },
        });
        await server.request('POST', '/api/admin/passkeys/recovery-codes', {
          session,
          payload: { current_password: OWNER.password },
        });
        await server.request('PUT', '/api/admin/passkeys/requirement', {
          session,
          payload: { required: false, current_password: OWNER.password },
        });
        await passkeySignIn(server, new SoftAuthenticator(server.origin));
        const logged = new Set(activityActions(server).map((entry) => entry.action));
        for (const action of [
          'passkey-added',
          'passkey-sign-in',
          'passkey-sign-in-failed',
          'passkey-renamed',
          'passkey-removed',
          'passkey-required',
          'passkey-not-required',
          'password-alone-refused',
          'recovery-code-used',
          'recovery-code-failed',
          'recovery-codes-renewed',
        ]) {
          assert.ok(logged.has(action), `no ${action} in the activity log`);
        }
      }),
  ],
  [
    'passkeys: where one is required, a wrong password gets the answer a right one gets, with a code or without',
    () =>
      withPasskey(async (server, session) => {
        const [code] = await requirePasskey(server, session);
        const wrong = (extra: Record<string, string> = {}) =>
          passwordSignIn(server, { password: 'wrong one', ...extra });
        const answers = async (extra: Record<string, string> = {}) => {
          const [right, wrongOne] = [await passwordSignIn(server, extra), await wrong(extra)];
          return { right: [right.statusCode, right.body], wrong: [wrongOne.statusCode, wrongOne.body] };
        };
        const alone = await answers();
        assert.deepEqual(alone.wrong, alone.right, 'without a recovery code');
        const withWrongCode = await answers({ recovery_code: 'AAAA-AAAA-AAAA-AAAA-AAAA-AAAA' });
        assert.deepEqual(withWrongCode.wrong, withWrongCode.right, 'with a wrong recovery code');
        // A wrong password with a right code: refused as a wrong code is, and the code is still good.
        const wrongWithCode = await wrong({ recovery_code: code! });
        assert.deepEqual([wrongWithCode.statusCode, wrongWithCode.body], withWrongCode.right);
        assert.equal((await passwordSignIn(server, { recovery_code: code! })).statusCode, 200, 'the code');
      }),
  ],
  [
    'passkeys: a refused passkey sign-in logs no part of the origin the browser claimed',
    () =>
      withPasskey(async (server, _session, authenticator) => {
        const origin = `https://probe.example/${'<img src=x>'.repeat(40)}`;
        assert.equal((await passkeySignIn(server, authenticator, { origin })).statusCode, 401);
        const logged = JSON.stringify(activityActions(server));
        assert.ok(logged.includes('passkey-sign-in-failed'), 'the refusal is logged');
        assert.ok(!logged.includes('probe.example') && !logged.includes('<img'), `the log holds the origin: ${logged}`);
      }),
  ],
  [
    'passkeys: joining with one takes the invitation’s role and email, works once, only for the browser that asked, with user verification',
    () =>
      withPasskey(async (server, session) => {
        const made = await server.request('POST', '/api/admin/invitations', {
          session,
          payload: { email: 'eli@example.com', role: 'editor' },
        });
        const token = new URL(made.json<{ data: InvitationMade }>().data.link).hash.slice(1);
        const authenticator = new SoftAuthenticator(server.origin);
        const fromElsewhere = await server.request('POST', '/api/admin/invitations/passkey/options', {
          payload: { token },
          headers: { origin: 'https://evil.example' },
        });
        assert.equal(fromElsewhere.statusCode, 403, 'options from another origin');
        const noUv = await joinWithPasskey(server, token, authenticator, { userVerified: false });
        assert.equal(noUv.statusCode, 422, 'an answer without user verification');
        const asked = await joinOptions(server, token);
        const other = await joinOptions(server, token);
        const crossed = await acceptWithPasskey(server, token, authenticator.register(asked.options!), other.cookie);
        assert.equal(crossed.statusCode, 422, 'an answer sent with another browser’s flow cookie');
        assert.equal(findOwnerByEmail(server.app.db, 'eli@example.com'), undefined, 'a refused answer made an account');
        // The invitee cannot pick another role, nor another email, by adding fields.
        const fresh = await joinOptions(server, token);
        const joined = await server.request('POST', '/api/admin/invitations/accept-passkey', {
          headers: { cookie: fresh.cookie },
          payload: {
            token,
            name: 'Phone',
            response: authenticator.register(fresh.options!),
            role: 'owner',
            email: 'boss@example.com',
          },
        });
        assert.equal(joined.statusCode, 201, joined.body);
        const member = findOwnerByEmail(server.app.db, 'eli@example.com');
        assert.equal(member?.role, 'editor');
        assert.equal(member?.password_hash, null, 'a password-less account');
        assert.equal(findOwnerByEmail(server.app.db, 'boss@example.com'), undefined);
        const again = await joinWithPasskey(server, token, new SoftAuthenticator(server.origin)).catch(() => null);
        assert.equal(again, null, 'a used link gave options again');
      }),
  ],
  [
    'passkeys: an account without a password refuses every password, and confirms changes with its own passkey only',
    () =>
      withPasskey(async (server, session, ownersPasskey) => {
        const made = await server.request('POST', '/api/admin/invitations', {
          session,
          payload: { email: 'eli@example.com', role: 'editor' },
        });
        const token = new URL(made.json<{ data: InvitationMade }>().data.link).hash.slice(1);
        const phone = new SoftAuthenticator(server.origin);
        const member = sessionOf(await joinWithPasskey(server, token, phone));
        const unknown = await server.request('POST', '/api/admin/sign-in', {
          payload: { email: 'nobody@example.com', password: '' },
        });
        for (const password of ['', 'a guess at a pass phrase']) {
          const answer = await server.request('POST', '/api/admin/sign-in', {
            payload: { email: 'eli@example.com', password },
          });
          assert.deepEqual(
            [answer.statusCode, answer.body],
            [unknown.statusCode, unknown.body],
            `password “${password}”`,
          );
        }
        const ask = (payload: object) =>
          server.request('POST', '/api/admin/passkeys/registration/options', { session: member, payload });
        assert.equal((await ask({ current_password: '' })).statusCode, 422, 'an empty password');
        const options = await server.request('POST', '/api/admin/passkeys/confirmation/options', { session: member });
        const foreign = ownersPasskey.authenticate(options.json<{ data: { challenge: string } }>().data);
        assert.equal((await ask({ passkey: foreign })).statusCode, 422, 'another account’s passkey');
        const noUv = await passkeyConfirmation(server, member, phone, { userVerified: false });
        assert.equal((await ask({ passkey: noUv })).statusCode, 422, 'no user verification');
        const right = await passkeyConfirmation(server, member, phone);
        assert.equal((await ask({ passkey: right })).statusCode, 200, 'its own passkey');
        assert.equal((await ask({ passkey: right })).statusCode, 422, 'the same answer replayed');
        const [only] = server.app.db
          .prepare('SELECT id FROM owner_passkeys WHERE credential_id = ?')
          .pluck()
          .all(phone.credentialId) as number[];
        const removed = await server.request('DELETE', `/api/admin/passkeys/${only}`, {
          session: member,
          payload: { passkey: await passkeyConfirmation(server, member, phone) },
        });
        assert.equal(removed.statusCode, 409, 'its last passkey was removed');
      }),
  ],
];
