// For the server tests of the salon's area: the real app on a temporary SQLite file with an owner,
// and a client that signs in and makes requests as the area's pages do (same Origin, the session's
// cookie and anti-forgery token).
import { addOwner, findOwnerByEmail } from '../../server/modules/auth/owners';
import { hashPassword, type HashParameters } from '../../server/modules/auth/passwords';
import { buildTestApp, GENEROUS_CONTACT_LIMIT, type TestApp, type TestAppOptions } from './build';
import type { TestResponse } from './testClient';

export const OWNER = { email: 'ana@example.com', password: 'a calm long pass phrase' };

/** Cheaper than the real parameters: the tests hash often, and the parameters have their own tests. */
export const TEST_HASHING: HashParameters = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface AreaSession {
  cookie: string;
  csrfToken: string;
}

export interface AreaTestServer extends TestApp {
  /** A request as the area's pages make it: same Origin, and the session's cookie and token when given. */
  request: (
    method: string,
    url: string,
    options?: { session?: AreaSession; payload?: object; headers?: Record<string, string> },
  ) => Promise<TestResponse>;
  signIn: (email?: string, password?: string) => Promise<AreaSession>;
}

/** The cookies a response sets, as a Cookie header (those it clears left out). */
export function cookiesOf(response: TestResponse): string {
  const set = response.headers['set-cookie'] ?? [];
  return set
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function startAreaServer(options: TestAppOptions = {}): Promise<AreaTestServer> {
  const hashing = options.passwordHashing ?? TEST_HASHING;
  const { app, client, origin, ...built } = await buildTestApp({
    prefix: 'salon-area',
    contactRateLimit: GENEROUS_CONTACT_LIMIT,
    passwordHashing: TEST_HASHING,
    ...options,
    beforeListen: async (app) => {
      // Once per database: a test that restarts the server on the same file has the owner already.
      if (!findOwnerByEmail(app.db, OWNER.email))
        addOwner(app.db, OWNER.email, await hashPassword(OWNER.password, hashing));
      await options.beforeListen?.(app);
    },
  });

  const request: AreaTestServer['request'] = (method, url, { session, payload, headers = {} } = {}) =>
    client({
      method,
      url,
      payload,
      headers: {
        origin,
        accept: 'application/json',
        ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}),
        ...headers,
      },
    });

  const signIn: AreaTestServer['signIn'] = async (email = OWNER.email, password = OWNER.password) => {
    const response = await request('POST', '/api/admin/sign-in', { payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`Sign-in answered ${response.statusCode}: ${response.body}`);
    return { cookie: cookiesOf(response), csrfToken: response.json<{ data: { csrfToken: string } }>().data.csrfToken };
  };

  return { ...built, app, client, origin, request, signIn };
}

/** Sends a contact message as a visitor would; returns its id. */
export async function sendContactMessage(
  server: AreaTestServer,
  fields: Partial<Record<'first_name' | 'last_name' | 'email' | 'mobile' | 'message', string>> = {},
): Promise<number> {
  const response = await server.client({
    method: 'POST',
    url: '/api/submit-contact-form',
    payload: {
      first_name: 'Amara',
      last_name: 'Okafor',
      email: 'amara@example.com',
      mobile: '5035550142',
      message: `A message sent at ${Date.now()} ${Math.random()}`,
      ...fields,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`The contact form answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}
