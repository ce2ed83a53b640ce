// Owner accounts and their sessions on the real server: signing in and the session it starts,
// passwords (rules, re-hashing with newer parameters, changing one), sessions that end (idle,
// at their maximum age, when the account goes) and the activity they leave.
import Database from 'better-sqlite3';
import type { ActivityEntry, OwnerSession, Paged, SignInStatus } from '../../src/api/adminContract';
import { addOwner, findOwnerByEmail, removeOwner, setPasswordHash } from '../../server/modules/auth/owners';
import { hashPassword, needsRehash, passwordProblem } from '../../server/modules/auth/passwords';
import { cookiesOf, OWNER, startAreaServer, TEST_HASHING, type AreaTestServer } from '../support/admin';
import { buildTestApp } from '../support/build';

let server: AreaTestServer;

beforeEach(async () => {
  server = await startAreaServer({ sessions: { idleMs: 30 * 60_000, maxMs: 12 * 60 * 60_000 } });
});

afterEach(async () => {
  await server.close();
});

const status = async (cookie?: string) =>
  (await server.request('GET', '/api/admin/sign-in', { headers: cookie ? { cookie } : {} })).json<{
    data: SignInStatus;
  }>().data;

/** Moves every stored session's times back, as if that much time had passed. */
function age(ms: { sinceSeen?: number; sinceCreated?: number }) {
  const db = new Database(server.dbPath);
  try {
    db.prepare('UPDATE owner_sessions SET seen_at = seen_at - ?, created_at = created_at - ?').run(
      ms.sinceSeen ?? 0,
      ms.sinceCreated ?? 0,
    );
  } finally {
    db.close();
  }
}

describe('signing in', () => {
  it('says whether an owner exists and whether this browser is signed in', async () => {
    expect(await status()).toEqual({ ownerExists: true, signedIn: false });
    const session = await server.signIn();
    expect(await status(session.cookie)).toEqual({ ownerExists: true, signedIn: true });
    const empty = await buildTestApp({ prefix: 'salon-no-owner' });
    try {
      const answer = await empty.client({ method: 'GET', url: '/api/admin/sign-in' });
      expect(answer.json<{ data: SignInStatus }>().data).toEqual({ ownerExists: false, signedIn: false });
    } finally {
      await empty.close();
    }
  });

  it('takes the email in any case and answers with the account, a token and when the session ends', async () => {
    const response = await server.request('POST', '/api/admin/sign-in', {
      payload: { email: ' Ana@Example.COM ', password: OWNER.password },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: OwnerSession }>();
    expect(data.account).toEqual({ email: OWNER.email, role: 'owner', hasPassword: true });
    expect(data.csrfToken.length).toBeGreaterThan(20);
    expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan(11.9 * 60 * 60_000);
    expect(data.idleMinutes).toBe(30);
  });

  it('checks the password exactly as typed: no trimming, no change of case', async () => {
    for (const password of [` ${OWNER.password}`, OWNER.password.toUpperCase(), OWNER.password.slice(0, -1)]) {
      const response = await server.request('POST', '/api/admin/sign-in', {
        payload: { email: OWNER.email, password },
      });
      expect({ password, status: response.statusCode }).toEqual({ password, status: 422 });
    }
  });

  it('records each sign-in, failed ones too, with the account and the address', async () => {
    await server.request('POST', '/api/admin/sign-in', {
      payload: { email: 'nobody@example.com', password: 'x'.repeat(12) },
    });
    const session = await server.signIn();
    const log = (await server.request('GET', '/api/admin/activity', { session })).json<Paged<ActivityEntry>>().data;
    expect(log.slice(0, 2).map(({ action, account, address }) => ({ action, account, address }))).toEqual([
      { action: 'sign-in', account: OWNER.email, address: '127.0.0.1' },
      { action: 'sign-in-failed', account: 'nobody@example.com', address: '127.0.0.1' },
    ]);
  });

  it('brings a hash made with older parameters up to today’s, keeping the password', async () => {
    const owner = findOwnerByEmail(server.app.db, OWNER.email)!;
    const older = { memoryCost: 512, timeCost: 1, parallelism: 1 };
    setPasswordHash(server.app.db, owner.id, await hashPassword(OWNER.password, older), false);
    expect(needsRehash(findOwnerByEmail(server.app.db, OWNER.email)!.password_hash!, TEST_HASHING)).toBe(true);
    await server.signIn();
    const rehashed = findOwnerByEmail(server.app.db, OWNER.email)!;
    expect(rehashed.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(rehashed.password_changed_at).toBe(owner.password_changed_at);
    await server.signIn();
  });
});

describe('a session', () => {
  it('ends after the idle time without use, and is kept alive by use', async () => {
    // The server remembers the last use itself, so time really passes here: the clock is moved on.
    const realNow = Date.now.bind(Date);
    let passed = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + passed);
    try {
      const session = await server.signIn();
      passed += 25 * 60_000;
      expect((await server.request('GET', '/api/admin/session', { session })).statusCode).toBe(200);
      // That request was use: the idle time starts again.
      passed += 25 * 60_000;
      expect((await server.request('GET', '/api/admin/session', { session })).statusCode).toBe(200);
      passed += 31 * 60_000;
      expect((await server.request('GET', '/api/admin/session', { session })).statusCode).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('measures the idle time from the last use, however seldom use is written down', async () => {
    await server.close();
    server = await startAreaServer({ sessions: { idleMs: 60_000, maxMs: 12 * 60 * 60_000 } });
    const realNow = Date.now.bind(Date);
    let passed = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + passed);
    try {
      const session = await server.signIn();
      // SESSION_IDLE_MINUTES=1, used every 20 s for three minutes.
      for (let used = 20_000; used <= 180_000; used += 20_000) {
        passed = used;
        const answer = await server.request('GET', '/api/admin/session', { session });
        expect([used, answer.statusCode]).toEqual([used, 200]);
      }
      passed += 61_000;
      expect((await server.request('GET', '/api/admin/session', { session })).statusCode).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('ends at its maximum age, however much it is used', async () => {
    const session = await server.signIn();
    age({ sinceCreated: 12 * 60 * 60_000 + 1000 });
    expect((await server.request('GET', '/api/admin/session', { session })).statusCode).toBe(401);
  });

  it('ends when the account is removed', async () => {
    const other = { email: 'bo@example.com', password: 'another calm pass phrase' };
    addOwner(server.app.db, other.email, await hashPassword(other.password, TEST_HASHING));
    const session = await server.signIn(other.email, other.password);
    expect(removeOwner(server.app.db, findOwnerByEmail(server.app.db, other.email)!.id)).toBe(true);
    expect((await server.request('GET', '/api/admin/session', { session })).statusCode).toBe(401);
  });

  it('ends everywhere on "sign out everywhere", this one included', async () => {
    const here = await server.signIn();
    const there = await server.signIn();
    const response = await server.request('POST', '/api/admin/sign-out-everywhere', { session: here });
    expect(response.statusCode).toBe(204);
    for (const session of [here, there]) {
      expect((await server.request('GET', '/api/admin/session', { session })).statusCode).toBe(401);
    }
    const again = await server.signIn();
    const log = (await server.request('GET', '/api/admin/activity', { session: again })).json<Paged<ActivityEntry>>();
    expect(log.data[1]).toMatchObject({ action: 'sign-out-everywhere', detail: '2 sessions ended' });
  });

  it('is stored with its id hashed, never as the cookie holds it', async () => {
    const session = await server.signIn();
    const id = decodeURIComponent(/salon_session=([^.;]+)/.exec(session.cookie)![1]!);
    const rows = server.app.db.prepare('SELECT id_hash, data FROM owner_sessions').all() as Array<{
      id_hash: string;
      data: string;
    }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).not.toContain(id);
    expect(rows[0]!.data).not.toContain(id);
    // At least 128 random bits: 24 bytes in base64url.
    expect(id).toMatch(/^[\w-]{32,}$/);
  });

  it('is not stored for a visitor who never signed in', async () => {
    await server.request('GET', '/api/admin/sign-in');
    await server.request('POST', '/api/admin/sign-in', { payload: { email: OWNER.email, password: 'not it at all' } });
    expect(server.app.db.prepare('SELECT COUNT(*) AS n FROM owner_sessions').get()).toEqual({ n: 0 });
  });
});

describe('changing the password', () => {
  const change = (session: Awaited<ReturnType<AreaTestServer['signIn']>>, body: Record<string, string>) =>
    server.request('POST', '/api/admin/password', { session, payload: body });

  it('records a wrong current password in the activity log', async () => {
    const session = await server.signIn();
    const refused = await server.request('POST', '/api/admin/password', {
      session,
      payload: {
        current_password: 'wrong one here',
        password: 'a brand new phrase',
        password_confirmation: 'a brand new phrase',
      },
    });
    expect(refused.statusCode).toBe(422);
    const log = (await server.request('GET', '/api/admin/activity', { session })).json<Paged<ActivityEntry>>().data;
    expect(log[0]).toMatchObject({ action: 'password-change-failed', account: OWNER.email, address: '127.0.0.1' });
  });

  it('wants the current password, a good new one, and the same one twice', async () => {
    const session = await server.signIn();
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [
        {
          current_password: 'wrong one here',
          password: 'a brand new phrase',
          password_confirmation: 'a brand new phrase',
        },
        'current_password',
        /not right/,
      ],
      [
        { current_password: OWNER.password, password: 'too short', password_confirmation: 'too short' },
        'password',
        /at least 12/,
      ],
      [
        { current_password: OWNER.password, password: 'qwertyuiop123', password_confirmation: 'qwertyuiop123' },
        'password',
        /most common/,
      ],
      [
        { current_password: OWNER.password, password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
        'password',
        /at most 128/,
      ],
      [
        {
          current_password: OWNER.password,
          password: 'a brand new phrase',
          password_confirmation: 'a brand new phrasE',
        },
        'password_confirmation',
        /not the same/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await change(session, body);
      expect(response.statusCode).toBe(422);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]![0]).toMatch(message);
    }
  });

  it('ends every other session, gives this one a new id, and records it', async () => {
    const here = await server.signIn();
    const there = await server.signIn();
    const response = await change(here, {
      current_password: OWNER.password,
      password: 'a brand new pass phrase',
      password_confirmation: 'a brand new pass phrase',
    });
    expect(response.statusCode).toBe(200);
    const renewed = { cookie: cookiesOf(response), csrfToken: response.json<{ data: OwnerSession }>().data.csrfToken };
    expect(renewed.cookie).not.toBe(here.cookie);
    for (const old of [here, there]) {
      expect((await server.request('GET', '/api/admin/session', { session: old })).statusCode).toBe(401);
    }
    expect((await server.request('GET', '/api/admin/session', { session: renewed })).statusCode).toBe(200);
    const log = (await server.request('GET', '/api/admin/activity', { session: renewed })).json<Paged<ActivityEntry>>();
    expect(log.data[0]).toMatchObject({ action: 'password-changed', detail: '1 other session ended' });
    await expect(server.signIn(OWNER.email, 'a brand new pass phrase')).resolves.toBeDefined();
    await expect(server.signIn()).rejects.toThrow(/422/);
  });
});

describe('the password rules', () => {
  it.each([
    ['correct horse battery staple', null],
    ['exactly12chr', null],
    ['ünïcödé pässwörd 🙂', null],
    ['x'.repeat(128), null],
    ['short', /at least 12/],
    ['x'.repeat(129), /at most 128/],
    ['1q2w3e4r5t6y', /most common/],
    ['QAZWSXEDCRFV', /most common/],
    ['me ana@example.com!', /email/],
    // Counted as compared and hashed, normalised: e + U+0301 is one character, é.
    ['e\u0301'.repeat(6), /at least 12/],
    ['e\u0301'.repeat(12), null],
  ])('%j', (password, problem) => {
    const found = passwordProblem(password, 'ana@example.com');
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });

  it('compares the new password and its confirmation normalised, as their hashes would', async () => {
    const session = await server.signIn();
    const composed = 'caf\u00e9 au lait for two';
    const decomposed = 'cafe\u0301 au lait for two';
    const response = await server.request('POST', '/api/admin/password', {
      session,
      payload: { current_password: OWNER.password, password: composed, password_confirmation: decomposed },
    });
    expect(response.statusCode).toBe(200);
    await server.signIn(OWNER.email, decomposed);
  });
});
