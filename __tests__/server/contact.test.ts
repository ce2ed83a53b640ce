// POST /api/submit-contact-form: Laravel-shaped 422s for every rule, and stored messages.
import Database from 'better-sqlite3';
import { GENEROUS_CONTACT_LIMIT, testAppForAll } from '../support/build';

const server = testAppForAll({
  prefix: 'salon-contact',
  // These tests send far more than a visitor would; the limits have their own tests.
  contactRateLimit: GENEROUS_CONTACT_LIMIT,
});

const valid = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  mobile: '5035550199',
  message: 'Hello! Do you have a slot for a curl cut next week?',
};

function post(payload: unknown, headers: Record<string, string> = {}) {
  return server.client({
    method: 'POST',
    url: '/api/submit-contact-form',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
  });
}

/** Reads the stored rows through a separate connection, as another process would. */
function storedRows(): Array<Record<string, unknown>> {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM contact_messages ORDER BY id').all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

type ErrorBody = { message: string; errors: Record<string, string[]> };

async function expect422(payload: unknown, field: string, message: string) {
  const response = await post(payload);
  expect(response.statusCode).toBe(422);
  const body = response.json<ErrorBody>();
  expect(body.errors[field]).toEqual([message]);
  return body;
}

describe('validation', () => {
  it('requires every field and summarises the way Laravel does', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The first name field is required. (and 4 more errors)',
      errors: {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        email: ['The email field is required.'],
        mobile: ['The mobile field is required.'],
        message: ['The message field is required.'],
      },
    });
  });

  it('treats blank and whitespace-only values as missing', async () => {
    const body = await expect422(
      { ...valid, last_name: '   ', message: '\n\t ' },
      'last_name',
      'The last name field is required.',
    );
    expect(body.errors.message).toEqual(['The message field is required.']);
    expect(body.message).toBe('The last name field is required. (and 1 more error)');
  });

  it('uses the lone message as the summary when only one field fails', async () => {
    const body = await expect422({ ...valid, email: undefined }, 'email', 'The email field is required.');
    expect(body.message).toBe('The email field is required.');
    expect(Object.keys(body.errors)).toEqual(['email']);
  });

  it('refuses values that are not text', async () => {
    await expect422({ ...valid, first_name: 42 }, 'first_name', 'The first name field must be a string.');
    await expect422({ ...valid, message: ['hi'] }, 'message', 'The message field must be a string.');
  });

  it.each([
    ['first_name', 'first name'],
    ['last_name', 'last name'],
  ])('limits %s to 100 characters', async (field, label) => {
    expect((await post({ ...valid, [field]: 'a'.repeat(100) })).statusCode).toBe(201);
    // Surrounding spaces are trimmed before counting.
    expect((await post({ ...valid, [field]: `  ${'a'.repeat(100)}  ` })).statusCode).toBe(201);
    await expect422(
      { ...valid, [field]: 'a'.repeat(101) },
      field,
      `The ${label} field must not be greater than 100 characters.`,
    );
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'two@@example.com',
    'a@b',
    'a@b.c',
    'spaces in@example.com',
    'dots..@example.com',
    'a@example..com',
  ])('refuses the email %p', async (email) => {
    await expect422({ ...valid, email }, 'email', 'The email field must be a valid email address.');
  });

  it('accepts ordinary addresses and limits them to 254 characters', async () => {
    for (const email of ['n.haddad+curls@mail.example.co.uk', 'A_B-c@sub.example.org']) {
      expect((await post({ ...valid, email })).statusCode).toBe(201);
    }
    const domain = '@example.com';
    expect((await post({ ...valid, email: `${'a'.repeat(254 - domain.length)}${domain}` })).statusCode).toBe(201);
    await expect422(
      { ...valid, email: `${'a'.repeat(255 - domain.length)}${domain}` },
      'email',
      'The email field must not be greater than 254 characters.',
    );
  });

  it('wants the mobile number as 7 to 15 digits', async () => {
    const rule = 'The mobile field must be between 7 and 15 digits.';
    expect((await post({ ...valid, mobile: '1234567' })).statusCode).toBe(201);
    expect((await post({ ...valid, mobile: '123456789012345' })).statusCode).toBe(201);
    expect((await post({ ...valid, mobile: ' 5035550142 ' })).statusCode).toBe(201);
    await expect422({ ...valid, mobile: '123456' }, 'mobile', rule);
    await expect422({ ...valid, mobile: '1234567890123456' }, 'mobile', rule);
    await expect422({ ...valid, mobile: '+15035550142' }, 'mobile', rule);
    await expect422({ ...valid, mobile: '503 555 0142' }, 'mobile', rule);
    await expect422({ ...valid, mobile: 'call me' }, 'mobile', rule);
  });

  it('takes a mobile number sent as a JSON number as its digits', async () => {
    const response = await post({ ...valid, mobile: 5035550123 });
    expect(response.statusCode).toBe(201);
    expect(storedRows().at(-1)?.mobile).toBe('5035550123');
  });

  it('wants a message of 10 to 5000 characters', async () => {
    expect((await post({ ...valid, message: 'a'.repeat(10) })).statusCode).toBe(201);
    expect((await post({ ...valid, message: 'a'.repeat(5000) })).statusCode).toBe(201);
    await expect422(
      { ...valid, message: 'a'.repeat(9) },
      'message',
      'The message field must be at least 10 characters.',
    );
    await expect422(
      { ...valid, message: `  ${'a'.repeat(9)}  ` },
      'message',
      'The message field must be at least 10 characters.',
    );
    await expect422(
      { ...valid, message: 'a'.repeat(5001) },
      'message',
      'The message field must not be greater than 5000 characters.',
    );
  });

  it('counts characters as people do, so ten emoji are ten characters', async () => {
    expect((await post({ ...valid, message: '🌀'.repeat(10) })).statusCode).toBe(201);
  });

  it('stores nothing when validation fails', async () => {
    const before = storedRows().length;
    await post({ ...valid, email: 'nope' });
    expect(storedRows()).toHaveLength(before);
  });
});

describe('text that is not what it seems', () => {
  /** The valid message as JSON bytes, with `bytes` in the middle of one field's value. */
  function withBytes(field: keyof typeof valid, bytes: number[]): Buffer {
    const marker = '@@BYTES@@';
    const value = valid[field];
    const json = JSON.stringify({ ...valid, [field]: `${value.slice(0, 3)}${marker}${value.slice(3)}` });
    const [before, after] = json.split(marker);
    return Buffer.concat([Buffer.from(before!), Buffer.from(bytes), Buffer.from(after!)]);
  }

  it.each([
    ['ED A0 80 (an encoded surrogate)', [0xed, 0xa0, 0x80]],
    ['FF FE', [0xff, 0xfe]],
    ['C0 AF (an overlong slash)', [0xc0, 0xaf]],
    ['E2 82 (cut short)', [0xe2, 0x82]],
  ])('refuses bytes that are not UTF-8 text, %s, with a 422 naming the field', async (_name, bytes) => {
    const before = storedRows().length;
    for (const field of ['message', 'email', 'first_name'] as const) {
      const response = await post(withBytes(field, bytes));
      expect({ field, status: response.statusCode }).toEqual({ field, status: 422 });
      const label = field === 'first_name' ? 'first name' : field;
      expect(response.json<ErrorBody>().errors).toEqual({
        [field]: [`The ${label} field contains bytes that are not valid UTF-8 text.`],
      });
    }
    expect(storedRows()).toHaveLength(before);
  });

  it('still takes a replacement character typed as such (\\uFFFD is valid text)', async () => {
    const response = await post({ ...valid, message: `Escaped \uFFFD is fine ${Date.now()}` });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a zero-width space', '\u200B'],
    ['a zero-width joiner', '\u200D'],
    ['a word joiner', '\u2060'],
    ['a byte order mark', '\uFEFF'],
    ['a soft hyphen', '\u00AD'],
    ['a right-to-left override', '\u202E'],
    ['a Hangul filler', '\u3164'],
    ['a variation selector', '\uFE0F'],
  ])('refuses an email with %s in it, naming the field', async (_name, invisible) => {
    await expect422(
      { ...valid, email: `amara${invisible}@example.com` },
      'email',
      'The email field must not contain invisible characters.',
    );
  });

  it('refuses a body that is not UTF-8 on routes that do not name fields (400)', async () => {
    const response = await server.client({
      method: 'POST',
      url: '/api/admin/sign-in',
      headers: {
        'content-type': 'application/json',
        origin: server.origin,
      },
      payload: Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xff]), Buffer.from('@b.co","password":"x"}')]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid UTF-8 text.' });
  });
});

describe('a valid message', () => {
  it('is stored trimmed with its time, and answered with 201 and the new id', async () => {
    const response = await post(
      { ...valid, first_name: '  Amara ', message: `  ${valid.message}\n` },
      { 'user-agent': 'jest-test-agent' },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ data: { id: number; message: string } }>();
    expect(body).toEqual({ data: { id: expect.any(Number), message: expect.any(String) } });

    const row = storedRows().find((r) => r.id === body.data.id);
    expect(row).toMatchObject({
      first_name: 'Amara',
      last_name: valid.last_name,
      email: valid.email,
      mobile: valid.mobile,
      message: valid.message,
      user_agent: 'jest-test-agent',
    });
    expect(Date.now() - Date.parse(String(row?.created_at))).toBeLessThan(60_000);
  });

  it('ignores fields the form does not have', async () => {
    const response = await post({ ...valid, id: 999999, created_at: '1999-01-01', is_admin: true, extra: { a: 1 } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: { id: number } }>().data;
    expect(id).not.toBe(999999);
    const row = storedRows().find((r) => r.id === id);
    expect(row?.created_at).not.toBe('1999-01-01');
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'archived_at',
        'created_at',
        'email',
        'first_name',
        'id',
        'ip',
        'last_name',
        'message',
        'mobile',
        'read_at',
        'user_agent',
      ].sort(),
    );
  });

  it('accepts a charset on the JSON content type', async () => {
    const response = await post(valid, { 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode).toBe(201);
  });
});

describe('privacy', () => {
  it("keeps every answer out of caches: it is the sender's own", async () => {
    for (const payload of [valid, { ...valid, email: 'nope' }]) {
      const response = await post(payload);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('malformed requests', () => {
  it('answers 413 JSON for a body over 64 KB', async () => {
    const response = await post({ ...valid, message: 'a'.repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.stringMatching(/too large/) });
  });

  it('answers 400 JSON for malformed JSON', async () => {
    const response = await post('{"first_name": "Amara",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 400 JSON for an empty body', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['[]', 'null', '"hello"', '42'])('answers 400 JSON for the JSON value %s', async (payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers 415 JSON for %s',
    async (type) => {
      const response = await post('first_name=Amara', { 'content-type': type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );

  it('answers 415 JSON when the content type is missing', async () => {
    const response = await server.client({
      method: 'POST',
      url: '/api/submit-contact-form',
      payload: Buffer.from('{}'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 405 JSON for a GET, naming the method it takes', async () => {
    const response = await server.client({ url: '/api/submit-contact-form' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
