// POST /api/submit-contact-form under abuse: the per-address limits, the honeypot, resends stored
// once, text that cannot be stored faithfully, and error messages that never echo the request.
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import type { BuildAppOptions } from '../../server/app';
import { buildTestApp, type TestApp } from '../support/build';

jest.setTimeout(30_000);

const servers: TestApp[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A fresh server with its own database; the limits are the defaults unless given. */
async function start(options: Partial<BuildAppOptions> = {}) {
  const server = await buildTestApp({ prefix: 'salon-contact-abuse', ...options });
  servers.push(server);
  const { client, dbPath } = server;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    client({
      method: 'POST',
      url: '/api/submit-contact-form',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });
  const rows = () => {
    const db = new Database(dbPath, { readonly: true });
    try {
      return db.prepare('SELECT * FROM contact_messages ORDER BY id').all() as Array<Record<string, unknown>>;
    } finally {
      db.close();
    }
  };
  return { client, post, rows, dbPath };
}

const message = (n: number) => ({
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  mobile: '5035550199',
  message: `Hello! Do you have a slot for a curl cut next week? (${n})`,
});

type ErrorBody = { message: string; errors?: Record<string, string[]> };

describe('the rate limit', () => {
  it('takes 5 messages a minute from one address, then answers 429 with Retry-After and a sentence', async () => {
    const { post, rows } = await start();
    const answers = [];
    for (let n = 0; n < 30; n += 1) answers.push(await post(message(n)));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(5).fill(201), ...Array(25).fill(429)]);
    for (const refused of answers.slice(5)) {
      const wait = Number(refused.headers['retry-after']);
      expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
      expect(refused.json()).toEqual({
        message: expect.stringMatching(
          /^You have sent several messages in a short time\. Please try again in (a minute|\d+ minutes)\.$/,
        ),
      });
    }
    expect(rows()).toHaveLength(5);
  });

  it('counts each address on its own (behind a trusted proxy, the forwarded one)', async () => {
    const { post, rows } = await start({ trustProxy: true });
    for (let n = 0; n < 6; n += 1) await post(message(n), { 'x-forwarded-for': '203.0.113.7' });
    expect((await post(message(6), { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
    expect((await post(message(7), { 'x-forwarded-for': '198.51.100.23' })).statusCode).toBe(201);
    expect(rows().map((r) => r.ip)).toEqual([...Array(5).fill('203.0.113.7'), '198.51.100.23']);
  });

  it('does not count a form sent back with errors, so a visitor correcting it is never held back', async () => {
    const { post, rows } = await start();
    for (let n = 0; n < 10; n += 1) expect((await post({ ...message(n), email: 'not-an-email' })).statusCode).toBe(422);
    for (let n = 0; n < 5; n += 1) expect((await post(message(n))).statusCode).toBe(201);
    expect(rows()).toHaveLength(5);
  });

  it('has a daily limit too, told apart in its sentence', async () => {
    const { post, rows } = await start({ contactRateLimit: { perMinute: 100, perDay: 8 } });
    for (let n = 0; n < 8; n += 1) expect((await post(message(n))).statusCode).toBe(201);
    const refused = await post(message(8));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.json<ErrorBody>().message).toBe('You have sent many messages today. Please try again in 24 hours.');
    expect(rows()).toHaveLength(8);
  });

  it('limits the contact form only', async () => {
    const { client, post } = await start({ contactRateLimit: { perMinute: 1, perDay: 1 } });
    await post(message(0));
    expect((await post(message(1))).statusCode).toBe(429);
    for (let n = 0; n < 10; n += 1) expect((await client({ url: '/api/contact-page' })).statusCode).toBe(200);
  });
});

describe('the honeypot', () => {
  it('answers a filled-in honeypot as a success and stores nothing', async () => {
    const { post, rows } = await start();
    const answer = await post({ ...message(0), website: 'https://cheap-pills.example' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ data: { id: expect.any(Number), message: expect.any(String) } });
    expect(rows()).toHaveLength(0);
  });

  it('stores the message when the honeypot is left empty, as people leave it', async () => {
    const { post, rows } = await start();
    expect((await post({ ...message(0), website: '' })).statusCode).toBe(201);
    expect(rows()).toHaveLength(1);
  });
});

describe('resending', () => {
  it('stores the same message from the same address once, and answers each send with success', async () => {
    const { post, rows } = await start();
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await post(message(0)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = answers.map((a) => a.json<{ data: { id: number } }>().data.id);
    expect(new Set(ids).size).toBe(1);
    expect(rows()).toHaveLength(1);
    // Trimmed values are what is compared.
    expect((await post({ ...message(0), first_name: '  Amara ' })).statusCode).toBe(201);
    expect(rows()).toHaveLength(1);
  });

  it('stores a message that differs in any field, or comes from another address', async () => {
    const { post, rows } = await start({ trustProxy: true });
    await post(message(0));
    await post({ ...message(0), mobile: '5035550100' });
    await post(message(0), { 'x-forwarded-for': '198.51.100.23' });
    expect(rows()).toHaveLength(3);
  });

  it('stores the same message again once ten minutes have passed', async () => {
    const { post, rows, dbPath } = await start();
    await post(message(0));
    const db = new Database(dbPath);
    db.prepare('UPDATE contact_messages SET created_at = ?').run(new Date(Date.now() - 11 * 60_000).toISOString());
    db.close();
    expect((await post(message(0))).statusCode).toBe(201);
    expect(rows()).toHaveLength(2);
  });
});

describe('text that cannot be stored as it was sent', () => {
  const fields = [
    ['first_name', 'first name'],
    ['last_name', 'last name'],
    ['email', 'email'],
    ['mobile', 'mobile'],
    ['message', 'message'],
  ] as const;

  it.each(fields)('refuses a NUL character in %s with a 422 on that field', async (field, label) => {
    const { post, rows } = await start();
    const body = JSON.stringify({ ...message(0), [field]: 'x' }).replace('"x"', '"Amara\\u0000 and more"');
    const answer = await post(body);
    expect(answer.statusCode).toBe(422);
    expect(answer.json<ErrorBody>().errors).toEqual({
      [field]: [`The ${label} field must not contain NUL characters.`],
    });
    expect(rows()).toHaveLength(0);
  });

  it.each(fields)('refuses a lone surrogate in %s with a 422 on that field', async (field, label) => {
    const { post } = await start();
    for (const broken of ['\\ud800', '\\udfff', 'ab\\ud83dcd', '\\ude00\\ud83d']) {
      const body = JSON.stringify({ ...message(0), [field]: 'x' }).replace('"x"', `"Amara ${broken} Okafor"`);
      const answer = await post(body);
      expect(answer.statusCode).toBe(422);
      expect(answer.json<ErrorBody>().errors).toEqual({
        [field]: [`The ${label} field contains an invalid character (a lone surrogate).`],
      });
    }
  });

  it('refuses a first name of NUL alone', async () => {
    const { post } = await start();
    const answer = await post(JSON.stringify(message(0)).replace('"Amara"', '"\\u0000"'));
    expect(answer.json<ErrorBody>().errors).toEqual({
      first_name: ['The first name field must not contain NUL characters.'],
    });
  });

  it('keeps whole surrogate pairs (emoji) exactly as sent', async () => {
    const { post, rows } = await start();
    expect((await post({ ...message(0), first_name: 'Amara 🌀' })).statusCode).toBe(201);
    expect(rows()[0]?.first_name).toBe('Amara 🌀');
  });
});

describe('error messages', () => {
  it('name an unreadable Content-Encoding without repeating it', async () => {
    const { post } = await start();
    const answer = await post(message(0), { 'content-encoding': 'x-evil<script>alert(1)</script>' });
    expect(answer.statusCode).toBe(415);
    expect(answer.json<ErrorBody>().message).toBe(
      'The request body is compressed in a way the server cannot read. Send it uncompressed, or as gzip, deflate or br.',
    );
    expect(answer.body).not.toContain('evil');
  });

  it('take a gzip-compressed body as the same message', async () => {
    const { post, rows } = await start();
    const answer = await post(zlib.gzipSync(JSON.stringify(message(0))), { 'content-encoding': 'gzip' });
    expect(answer.statusCode).toBe(201);
    expect(rows()).toHaveLength(1);
  });

  it('name a content type the server does not take without repeating it', async () => {
    const { client } = await start();
    const answer = await client({
      method: 'POST',
      url: '/api/general-data',
      headers: { 'content-type': 'text/x-evil-type' },
      payload: 'hello',
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.body).not.toContain('evil');
  });

  it.each([
    ['{"__proto__": {"isAdmin": true}, "first_name": "Amara"}', '__proto__'],
    ['{"first_name": "Amara", "nested": {"__proto__": {"x": 1}}}', '__proto__'],
    ['{"constructor": {"prototype": {"isAdmin": true}}}', 'constructor.prototype'],
  ])('name a forbidden key as the problem, not invalid JSON: %s', async (body, key) => {
    const { post, rows } = await start();
    const answer = await post(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: `The request body must not contain the key "${key}".` });
    expect(rows()).toHaveLength(0);
  });

  it('call JSON nested deeper than the parser goes too deeply nested', async () => {
    const { post } = await start();
    const answer = await post('['.repeat(30_000) + ']'.repeat(30_000));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The request body is nested too deeply.' });
  });

  it('still call malformed JSON malformed', async () => {
    const { post } = await start();
    expect((await post('{"first_name": ')).json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
