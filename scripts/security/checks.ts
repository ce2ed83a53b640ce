// The security controls of the salon's area, each checked against the real server on a temporary
// database (see run.ts). Each check throws, with the reason, when its control does not hold.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_HASH_PARAMETERS, hashPassword, passwordProblem } from '../../server/modules/auth/passwords';
import { csvCell } from '../../server/lib/csv';
import { ADMIN_BODY_LIMIT } from '../../server/modules/auth/area';
import type { ThrottlePolicy } from '../../server/modules/auth/throttle';
import {
  cookiesOf,
  OWNER,
  sendContactMessage,
  startAreaServer,
  type AreaSession,
  type AreaTestServer,
} from '../../__tests__/support/admin';
import { multipart, phoneVideo, VIDEO_SECRETS } from '../../__tests__/support/mediaFixtures';
import { activityActions } from '../../__tests__/support/passkeys';
import type { TestResponse } from '../../__tests__/support/testClient';

export type Check = [name: string, run: () => Promise<void>];

const generous: ThrottlePolicy = { freeFailures: 10_000, baseDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 60_000 };
/** Locked for a minute after two failures. */
const strict: ThrottlePolicy = { freeFailures: 2, baseDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 60_000 };

/** Runs `body` against the server `started` gives, closed afterwards whatever happens. */
export async function closedAfter<Server extends { close(): Promise<void> }>(
  started: Promise<Server>,
  body: (server: Server) => Promise<void>,
): Promise<void> {
  const server = await started;
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

/** Runs `body` against an area server of its own, closed afterwards whatever happens. */
export const withServer = (
  options: Parameters<typeof startAreaServer>[0],
  body: (server: AreaTestServer) => Promise<void>,
): Promise<void> => closedAfter(startAreaServer(options), body);

const wrongSignIn = (server: AreaTestServer, headers: Record<string, string> = {}) =>
  server.request('POST', '/api/admin/sign-in', {
    payload: { email: OWNER.email, password: 'not the password at all' },
    headers,
  });

const stillSignedIn = async (server: AreaTestServer, session: AreaSession) =>
  (await server.request('GET', '/api/admin/session', { session })).statusCode === 200;

const setCookies = (response: TestResponse) => response.headers['set-cookie'] ?? [];

/** Signs the owner in once: the cookie that names their browser from then on. */
async function ownersBrowser(server: AreaTestServer): Promise<string> {
  const first = await server.request('POST', '/api/admin/sign-in', { payload: OWNER });
  return setCookies(first)
    .find((c) => c.startsWith('salon_device='))!
    .split(';')[0]!;
}

/**
 * Signs the owner in once, then fails `failures` sign-ins with their email under the `address`
 * policy until the account is locked: the browser the owner signed in with still signs in.
 */
function ownersBrowserStaysOpen(address: ThrottlePolicy, failures: number) {
  return withServer({ signInThrottle: { address, account: strict } }, async (server) => {
    const device = await ownersBrowser(server);
    for (let i = 0; i < failures; i += 1) await wrongSignIn(server);
    assert.equal((await server.request('POST', '/api/admin/sign-in', { payload: OWNER })).statusCode, 429);
    const own = await server.request('POST', '/api/admin/sign-in', { payload: OWNER, headers: { cookie: device } });
    assert.equal(own.statusCode, 200, `the owner’s own browser: ${own.statusCode} ${own.body}`);
  });
}

/** Uploads files to the media library as the signed-in owner. */
export async function uploadMedia(
  server: AreaTestServer,
  session: AreaSession,
  files: Array<{ name: string; data: Buffer }>,
) {
  const { body, contentType } = await multipart(files);
  return server.client({
    method: 'POST',
    url: '/api/admin/media',
    headers: {
      origin: server.origin,
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      'content-type': contentType,
    },
    payload: body,
  });
}

/** A media folder of its own, removed afterwards. */
export async function withMediaDir(body: (mediaDir: string) => Promise<void>): Promise<void> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-security-media-'));
  try {
    await body(mediaDir);
  } finally {
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const checks: Check[] = [
  [
    'throttling: repeated failed sign-ins answer 429 with Retry-After, and the owner signs in after the window',
    () =>
      withServer(
        {
          signInThrottle: {
            address: generous,
            account: { freeFailures: 3, baseDelayMs: 1500, maxDelayMs: 3000, forgetAfterMs: 60_000 },
          },
        },
        async (server) => {
          // Three failures are free; the fourth starts the lock.
          for (let i = 0; i < 4; i += 1) assert.equal((await wrongSignIn(server)).statusCode, 422);
          const locked = await server.request('POST', '/api/admin/sign-in', { payload: OWNER });
          assert.equal(locked.statusCode, 429, 'the right password during the lock');
          const wait = Number(locked.headers['retry-after']);
          assert.ok(wait >= 1 && wait <= 3, `Retry-After ${locked.headers['retry-after']}`);
          await sleep(wait * 1000 + 200);
          await server.signIn();
        },
      ),
  ],
  [
    'throttling: failures elsewhere never lock out the browser the owner signed in with before',
    () => ownersBrowserStaysOpen(generous, 3),
  ],
  [
    'throttling: failed sign-ins by anyone, from the owner’s own address too, never lock out the browser the owner used before',
    // The same address (a shared office or mobile network) and the same account, locked both.
    () => ownersBrowserStaysOpen(strict, 6),
  ],
  [
    'throttling: an outsider’s failed sign-ins never stop the owner’s session from changing the password or adding a passkey',
    () =>
      withServer(
        {
          signInThrottle: {
            address: strict,
            account: strict,
          },
        },
        async (server) => {
          const [here, there] = [await server.signIn(), await server.signIn()];
          // Six failures with the owner's email, from a browser that never signed in.
          for (let i = 0; i < 6; i += 1) await wrongSignIn(server);
          const change = (session: AreaSession, current: string) =>
            server.request('POST', '/api/admin/password', {
              session,
              payload: {
                current_password: current,
                password: 'a new long pass phrase',
                password_confirmation: 'a new long pass phrase',
              },
            });
          // One session guessing at the current password is held back; the owner's other one is not.
          for (let i = 0; i < 3; i += 1) await change(there, 'a wrong current one');
          assert.equal((await change(there, OWNER.password)).statusCode, 429, 'the guessing session');
          // Asking for a new passkey needs the current password too, throttled the same way.
          const options = await server.request('POST', '/api/admin/passkeys/registration/options', {
            session: here,
            payload: { current_password: OWNER.password },
          });
          assert.equal(options.statusCode, 200, `a new passkey’s options: ${options.statusCode} ${options.body}`);
          const own = await change(here, OWNER.password);
          assert.equal(own.statusCode, 200, `the owner’s session: ${own.statusCode} ${own.body}`);
        },
      ),
  ],
  [
    'cookies: the session cookie is HttpOnly, SameSite=Strict, for the whole site, and ends with the browser',
    () =>
      withServer({}, async (server) => {
        const response = await server.request('POST', '/api/admin/sign-in', { payload: OWNER });
        const session = setCookies(response).find((c) => c.startsWith('salon_session='));
        assert.ok(session, `no session cookie in ${JSON.stringify(setCookies(response))}`);
        const flags = session
          .split(';')
          .slice(1)
          .map((f) => f.trim().toLowerCase());
        assert.ok(flags.includes('httponly'), session);
        assert.ok(flags.includes('samesite=strict'), session);
        assert.ok(flags.includes('path=/'), session);
        assert.ok(!flags.some((f) => f.startsWith('max-age') || f.startsWith('expires')), session);
      }),
  ],
  [
    'cookies: over HTTPS the session cookie is also Secure with the __Host- prefix, and HTTP cannot sign in',
    () =>
      withServer({ siteUrl: 'https://salon.example', trustProxy: true }, async (server) => {
        const https = { host: 'salon.example', origin: 'https://salon.example', 'x-forwarded-proto': 'https' };
        const response = await server.request('POST', '/api/admin/sign-in', { payload: OWNER, headers: https });
        assert.equal(response.statusCode, 200, response.body);
        for (const name of ['salon_session', 'salon_device']) {
          const cookie = setCookies(response).find((c) => c.startsWith(`__Host-${name}=`));
          assert.ok(cookie, `no __Host-${name} in ${JSON.stringify(setCookies(response))}`);
          const flags = cookie.split(';').map((f) => f.trim().toLowerCase());
          assert.ok(
            flags.includes('secure') && flags.includes('httponly') && flags.includes('samesite=strict'),
            cookie,
          );
          assert.ok(flags.includes('path=/') && !flags.some((f) => f.startsWith('domain')), cookie);
        }
        const overHttp = await server.request('POST', '/api/admin/sign-in', {
          payload: OWNER,
          headers: { ...https, 'x-forwarded-proto': 'http' },
        });
        assert.equal(overHttp.statusCode, 403);
        assert.equal(setCookies(overHttp).length, 0);
      }),
  ],
  [
    'sessions: sign-in issues a new session id; an id held before (or planted) is never kept',
    () =>
      withServer({}, async (server) => {
        const before = await server.signIn();
        const response = await server.request('POST', '/api/admin/sign-in', {
          payload: OWNER,
          headers: { cookie: `${before.cookie}; salon_session=planted-by-an-attacker` },
        });
        const after = {
          cookie: cookiesOf(response),
          csrfToken: response.json<{ data: { csrfToken: string } }>().data.csrfToken,
        };
        const id = (cookie: string) => /salon_session=([^;]+)/.exec(cookie)?.[1];
        assert.notEqual(id(after.cookie), id(before.cookie));
        assert.notEqual(id(after.cookie), 'planted-by-an-attacker');
        assert.equal(await stillSignedIn(server, before), false, 'the id held before sign-in still works');
        assert.equal(await stillSignedIn(server, after), true);
      }),
  ],
  [
    'sessions: ids carry at least 128 random bits and are stored hashed',
    () =>
      withServer({}, async (server) => {
        const session = await server.signIn();
        const id = decodeURIComponent(/salon_session=([^.;]+)/.exec(session.cookie)![1]!);
        assert.ok(Buffer.from(id, 'base64url').length * 8 >= 128, id);
        const db = new Database(server.dbPath, { readonly: true });
        const stored = JSON.stringify(db.prepare('SELECT * FROM owner_sessions').all());
        db.close();
        assert.ok(!stored.includes(id), 'the session id is stored as it is');
      }),
  ],
  [
    'sessions: sign-out ends the session on the server, so the old cookie gets 401',
    () =>
      withServer({}, async (server) => {
        const session = await server.signIn();
        assert.equal((await server.request('POST', '/api/admin/sign-out', { session })).statusCode, 204);
        assert.equal((await server.request('GET', '/api/admin/session', { session })).statusCode, 401);
        assert.equal((await server.request('GET', '/api/admin/messages', { session })).statusCode, 401);
      }),
  ],
  [
    'sessions: a password change ends every other session, and "sign out everywhere" every one',
    () =>
      withServer({}, async (server) => {
        const [here, there] = [await server.signIn(), await server.signIn()];
        const change = await server.request('POST', '/api/admin/password', {
          session: here,
          payload: {
            current_password: OWNER.password,
            password: 'a new long pass phrase',
            password_confirmation: 'a new long pass phrase',
          },
        });
        assert.equal(change.statusCode, 200, change.body);
        assert.equal(await stillSignedIn(server, there), false, 'another session after the password change');
        const renewed = {
          cookie: cookiesOf(change),
          csrfToken: change.json<{ data: { csrfToken: string } }>().data.csrfToken,
        };
        const other = await server.signIn(OWNER.email, 'a new long pass phrase');
        await server.request('POST', '/api/admin/sign-out-everywhere', { session: renewed });
        assert.equal(await stillSignedIn(server, renewed), false);
        assert.equal(await stillSignedIn(server, other), false);
      }),
  ],
  [
    'sessions: one ends after 30 idle minutes and after 12 hours in all',
    () =>
      withServer({}, async (server) => {
        const idle = await server.signIn();
        const db = new Database(server.dbPath);
        db.prepare('UPDATE owner_sessions SET seen_at = seen_at - ?').run(30 * 60_000 + 1000);
        assert.equal(await stillSignedIn(server, idle), false, 'after 30 idle minutes');
        const old = await server.signIn();
        db.prepare('UPDATE owner_sessions SET created_at = created_at - ?').run(12 * 60 * 60_000 + 1000);
        db.close();
        assert.equal(await stillSignedIn(server, old), false, 'after 12 hours');
      }),
  ],
  [
    'sessions: idle time runs from the last use: a session used more often than its idle time lives on',
    () =>
      withServer({ sessions: { idleMs: 2000, maxMs: 60_000 } }, async (server) => {
        const session = await server.signIn();
        // Used every 0.6 s for 4 s: twice its idle time, never idle for long.
        for (let used = 0; used < 4000; used += 600) {
          await sleep(600);
          assert.equal(await stillSignedIn(server, session), true, `ended ${used + 600} ms in, while in use`);
        }
        await sleep(2300);
        assert.equal(await stillSignedIn(server, session), false, 'still alive after its idle time unused');
      }),
  ],
  [
    'forgery: a cross-origin form post gets 403, with or without the session cookie',
    () =>
      withServer({}, async (server) => {
        const session = await server.signIn();
        const form = { 'content-type': 'application/x-www-form-urlencoded' };
        const posts: Array<[string, string, Record<string, string>]> = [
          ['POST', '/api/admin/sign-in', { ...form, origin: 'https://evil.example' }],
          ['POST', '/api/admin/sign-out', { ...form, origin: 'https://evil.example', cookie: session.cookie }],
          ['POST', '/api/admin/password', { ...form, origin: 'null', cookie: session.cookie }],
          ['DELETE', '/api/admin/messages/1', { referer: 'https://evil.example/page', cookie: session.cookie }],
        ];
        for (const [method, url, headers] of posts) {
          const response = await server.client({ method, url, headers, payload: 'email=a&password=b' });
          assert.equal(response.statusCode, 403, `${method} ${url} from ${headers.origin ?? headers.referer}`);
        }
        assert.equal(await stillSignedIn(server, session), true, 'the forged sign-out signed the owner out');
      }),
  ],
  [
    'forgery: a change without the session’s anti-forgery token gets 403',
    () =>
      withServer({}, async (server) => {
        const session = await server.signIn();
        const id = await sendContactMessage(server);
        for (const token of ['', 'a-made-up-token']) {
          const response = await server.request('DELETE', `/api/admin/messages/${id}`, {
            headers: { cookie: session.cookie, 'x-csrf-token': token },
          });
          assert.equal(response.statusCode, 403, `token "${token}"`);
        }
        const other = await server.signIn();
        const crossed = await server.request('DELETE', `/api/admin/messages/${id}`, {
          headers: { cookie: session.cookie, 'x-csrf-token': other.csrfToken },
        });
        assert.equal(crossed.statusCode, 403, 'another session’s token');
        assert.equal((await server.request('DELETE', `/api/admin/messages/${id}`, { session })).statusCode, 204);
      }),
  ],
  [
    'access: every area route in the server’s route table answers 401 without a session',
    () =>
      withServer({}, async (server) => {
        const routes = server.app.adminRoutes.filter(
          (route) => route.signedIn && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
        );
        assert.ok(routes.length >= 10, `only ${routes.length} routes in the table`);
        const session = await server.signIn();
        await server.request('POST', '/api/admin/sign-out', { session });
        for (const route of routes) {
          const url = route.url.replace(':id', '1').replace('*', 'anything');
          for (const cookie of [undefined, session.cookie, 'salon_session=forged.value']) {
            const response = await server.request(route.method, url, {
              headers: cookie ? { cookie } : {},
              payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
            });
            assert.equal(response.statusCode, 401, `${route.method} ${url} with ${cookie ?? 'no cookie'}`);
          }
        }
      }),
  ],
  [
    'enumeration: unknown and known emails answer alike (status, body, median processor time within a third)',
    () =>
      withServer(
        { passwordHashing: DEFAULT_HASH_PARAMETERS, signInThrottle: { address: generous, account: generous } },
        async (server) => {
          // Today's real parameters: the owner's hash is made with them, as in production.
          server.app.db
            .prepare('UPDATE owners SET password_hash = ?')
            .run(await hashPassword(OWNER.password, DEFAULT_HASH_PARAMETERS));
          // The processor time the answer took (the server runs in this process, its hashing in
          // libuv's threads, all counted), which the rest of a busy machine does not stretch as it
          // stretches the time waited; what a guesser times follows from it.
          const attempt = async (email: string) => {
            const start = process.cpuUsage();
            const response = await server.request('POST', '/api/admin/sign-in', {
              payload: { email, password: 'not the password at all' },
            });
            const { user, system } = process.cpuUsage(start);
            return {
              ms: (user + system) / 1000,
              status: response.statusCode,
              body: response.body,
            };
          };
          await attempt('warm-up@example.com');
          const known: number[] = [];
          const unknown: number[] = [];
          for (let i = 0; i < 20; i += 1) {
            const [a, b] = i % 2 ? [OWNER.email, `nobody${i}@example.com`] : [`nobody${i}@example.com`, OWNER.email];
            for (const email of [a, b]) {
              const result = await attempt(email);
              const reference = {
                status: 422,
                body: '{"message":"The email or the password is not right.","errors":{"email":["The email or the password is not right."]}}',
              };
              assert.deepEqual({ status: result.status, body: result.body }, reference, email);
              (email === OWNER.email ? known : unknown).push(result.ms);
            }
          }
          // A password check skipped for an unknown email makes its answer some 90% cheaper; the noise
          // in a median of 20 stays well within a third.
          const [k, u] = [median(known), median(unknown)];
          assert.ok(
            Math.abs(k - u) <= Math.max(k, u) / 3,
            `medians ${k.toFixed(1)} ms (known) and ${u.toFixed(1)} ms (unknown)`,
          );
        },
      ),
  ],
  [
    'export: a CSV cell that starts with =, +, -, @ or a tab is neutralised, behind white space and invisible characters too',
    () =>
      withServer({}, async (server) => {
        const session = await server.signIn();
        await sendContactMessage(server, {
          first_name: '=HYPERLINK("http://evil.example")',
          last_name: '@SUM(1+1)',
          email: 'csv-check@example.com',
          message: '+1 shout out to you all\n-and a second line',
        });
        const csv = (await server.request('GET', '/api/admin/messages.csv?q=csv-check', { session })).body;
        for (const cell of ['"\'=HYPERLINK(""http://evil.example"")"', '"\'@SUM(1+1)"', '"\'+1 shout out']) {
          assert.ok(csv.includes(cell), `${cell} missing from ${csv}`);
        }
        assert.ok(!/(^|,)"[=+\-@\t]/m.test(csv), csv);
        // Behind white space or an invisible character, a formula is still one to a spreadsheet.
        await sendContactMessage(server, {
          email: 'csv-hidden@example.com',
          message: '\u0085=1+1 and then some words',
        });
        const hidden = (await server.request('GET', '/api/admin/messages.csv?q=csv-hidden', { session })).body;
        assert.ok(hidden.includes('"\'\n=1+1 and then'), hidden);
        for (const prefix of [
          '\u0085',
          ' ',
          '\u00a0',
          '\u2028',
          '\u200b',
          '\ufeff',
          '\u202e',
          '\u3000',
          '\n',
          '\r\n',
        ]) {
          for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)']) {
            const cell = csvCell(`${prefix}${formula}`);
            assert.ok(cell.startsWith('"\''), `${JSON.stringify(prefix + formula)} became ${JSON.stringify(cell)}`);
          }
        }
        assert.equal(csvCell('1-2 = minus one'), '"1-2 = minus one"');
      }),
  ],
  [
    'messages: the area says its own body limit, and an out-of-date page on an upload says so',
    () =>
      withServer({}, async (server) => {
        const session = await server.signIn();
        const tooLarge = await server.request('POST', '/api/admin/password', {
          session,
          payload: { current_password: 'x'.repeat(20_000), password: 'x', password_confirmation: 'x' },
        });
        assert.equal(tooLarge.statusCode, 413);
        assert.equal(
          tooLarge.json<{ message: string }>().message,
          `The request body is too large (the limit is ${ADMIN_BODY_LIMIT / 1024} KB).`,
        );
        const { body, contentType } = await multipart([{ name: 'a.png', data: Buffer.from('not sent') }]);
        const forged = await server.client({
          method: 'POST',
          url: '/api/admin/media',
          headers: {
            origin: server.origin,
            cookie: session.cookie,
            'x-csrf-token': 'stale',
            'content-type': contentType,
          },
          payload: body,
        });
        assert.equal(forged.statusCode, 403);
        assert.equal(
          forged.json<{ message: string }>().message,
          'This page is out of date. Please reload it and try again.',
        );
      }),
  ],
  [
    'storage: area answers are private and never stored, errors included',
    () =>
      withServer({}, async (server) => {
        const session = await server.signIn();
        const answers = [
          await server.request('GET', '/api/admin/session', { session }),
          await server.request('GET', '/api/admin/messages'),
          await server.request('GET', '/api/admin/messages/999999', { session }),
          await server.request('POST', '/api/admin/sign-in', { headers: { origin: 'https://evil.example' } }),
          await server.request('POST', '/api/admin/sign-in', {
            payload: { email: OWNER.email, password: 'wrong one here' },
          }),
        ];
        for (const response of answers) {
          assert.equal(
            response.headers['cache-control'],
            'private, no-store',
            `${response.statusCode} ${response.body}`,
          );
        }
      }),
  ],
  [
    'cross-origin: CORS_ORIGINS opens the content API, never the area',
    () =>
      withServer({ corsOrigins: ['https://preview.example'] }, async (server) => {
        const headers = { origin: 'https://preview.example', 'access-control-request-method': 'POST' };
        const content = await server.client({ method: 'OPTIONS', url: '/api/general-data', headers });
        assert.equal(content.headers['access-control-allow-origin'], 'https://preview.example');
        for (const url of ['/api/admin/sign-in', '/api/admin/messages']) {
          const area = await server.client({ method: 'OPTIONS', url, headers });
          assert.equal(area.headers['access-control-allow-origin'], undefined, url);
        }
        // The same addresses written otherwise: the router decodes them, so must the check.
        const session = await server.signIn();
        const encoded = ['/api/%61dmin/session', '/api/%61dmin/messages.csv', '/api/admin%2Fsession'];
        for (const url of encoded) {
          for (const method of ['GET', 'OPTIONS']) {
            const response = await server.client({
              method,
              url,
              headers: { ...headers, cookie: session.cookie },
            });
            assert.equal(
              response.headers['access-control-allow-origin'],
              undefined,
              `${method} ${url} answered ${response.statusCode} with Access-Control-Allow-Origin`,
            );
          }
        }
        const decoded = await server.client({ url: '/api/%61dmin/session', headers: { cookie: session.cookie } });
        assert.equal(decoded.statusCode, 200, 'the router takes /api/%61dmin/session as the area’s');
      }),
  ],
  [
    'passwords: argon2id with at least 19 MiB, 2 passes and 1 lane; common ones and short ones (counted normalised) refused',
    async () => {
      const stored = await hashPassword('a calm long pass phrase', DEFAULT_HASH_PARAMETERS);
      const [, m, t, p] = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored)!.map(Number);
      assert.ok(m! >= 19 * 1024 && t! >= 2 && p! >= 1, stored);
      for (const weak of ['password1234', 'qwertyuiop123', '1q2w3e4r5t6y', 'short']) {
        assert.ok(passwordProblem(weak), weak);
      }
      assert.equal(passwordProblem('x'.repeat(64)), null, 'a 64-character password');
      // Twelve code points that normalise to six characters (é written as e + U+0301) are six.
      assert.ok(passwordProblem('e\u0301'.repeat(6)), 'six accented letters written decomposed');
    },
  ],
  [
    'media: an uploaded phone video keeps no location, no phone model and no payload from its metadata',
    () =>
      withMediaDir((mediaDir) =>
        withServer({ mediaDir }, async (server) => {
          const session = await server.signIn();
          const video = phoneVideo();
          const traces = [VIDEO_SECRETS.location, VIDEO_SECRETS.model, VIDEO_SECRETS.payload, '\u00a9xyz'];
          for (const trace of traces)
            assert.ok(video.includes(Buffer.from(trace, 'latin1')), `the upload lacks ${trace}`);
          const response = await uploadMedia(server, session, [{ name: 'walk-in.mp4', data: video }]);
          assert.equal(response.statusCode, 201, response.body);
          const stored = response.json<{ data: Array<{ path: string }> }>().data[0]!.path;
          const served = (await server.client({ url: `/storage/${stored}` })).rawPayload;
          assert.ok(served.length > 1000, `only ${served.length} bytes served`);
          for (const trace of traces) {
            assert.ok(!served.includes(Buffer.from(trace, 'latin1')), `${trace} is in what a visitor gets`);
          }
        }),
      ),
  ],
  [
    'headers: every answer, a page, the API, an error and a refused request alike, carries a Permissions-Policy that turns off what the site never uses',
    () =>
      withServer({}, async (server) => {
        for (const request of [
          { url: '/about' },
          { url: '/api/general-data' },
          { url: '/api/no-such-thing' },
          { url: '/about', headers: { host: 'a.example, b.example' } },
        ]) {
          const policy = String((await server.client(request)).headers['permissions-policy'] ?? '');
          for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
            assert.match(
              policy,
              new RegExp(`(^|, )${feature}=\\(\\)(,|$)`),
              `${request.url}: ${feature} in "${policy}"`,
            );
          }
        }
      }),
  ],
  [
    'sign-in: an email typed with a grapheme joiner, a Hangul filler or a blank Braille pattern is logged without it',
    () =>
      withServer({}, async (server) => {
        for (const blank of ['\u034F', '\u3164', '\u2800']) {
          await server.request('POST', '/api/admin/sign-in', {
            payload: { email: `own${blank}er@example.org`, password: 'not the password at all' },
          });
        }
        const failed = activityActions(server).filter((entry) => entry.action === 'sign-in-failed');
        assert.deepEqual(
          failed.map((entry) => entry.account),
          ['owner@example.org', 'owner@example.org', 'owner@example.org'],
        );
      }),
  ],
];
