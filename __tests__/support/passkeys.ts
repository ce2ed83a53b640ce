// For the tests of the area's passkeys: adding one with a software authenticator, signing in with
// it, requiring one, through the real routes as the account page and /login call them.
import { cookiesOf, OWNER, type AreaSession, type AreaTestServer } from './admin';
import { SoftAuthenticator, type Bend } from './softAuthenticator';
import type { TestResponse } from './testClient';

export { SoftAuthenticator };

/** Asks for registration options (with the password) and answers them; returns the answer to the add. */
export async function addPasskey(
  server: AreaTestServer,
  session: AreaSession,
  authenticator: SoftAuthenticator,
  name = 'Phone',
  bend: Bend = {},
): Promise<TestResponse> {
  const options = await server.request('POST', '/api/admin/passkeys/registration/options', {
    session,
    payload: { current_password: OWNER.password },
  });
  if (options.statusCode !== 200) throw new Error(`Registration options: ${options.statusCode} ${options.body}`);
  const { data } = options.json<{ data: Parameters<SoftAuthenticator['register']>[0] }>();
  return server.request('POST', '/api/admin/passkeys', {
    session,
    payload: { name, response: authenticator.register(data, bend) },
  });
}

/** Sign-in options and the flow's cookie, as /login's button gets them. */
export async function signInOptions(server: AreaTestServer, headers: Record<string, string> = {}) {
  const response = await server.request('POST', '/api/admin/passkeys/sign-in/options', { headers });
  if (response.statusCode !== 200) throw new Error(`Sign-in options: ${response.statusCode} ${response.body}`);
  return {
    options: response.json<{ data: { challenge: string; rpId: string } }>().data,
    cookie: cookiesOf(response),
  };
}

/** A whole passkey sign-in; the answer of its last step. */
export async function passkeySignIn(
  server: AreaTestServer,
  authenticator: SoftAuthenticator,
  bend: Bend = {},
): Promise<TestResponse> {
  const { options, cookie } = await signInOptions(server);
  return server.request('POST', '/api/admin/passkeys/sign-in', {
    headers: { cookie },
    payload: { response: authenticator.authenticate(options, bend) },
  });
}

/** The session a successful sign-in answered with. */
export const sessionOf = (response: TestResponse): AreaSession => ({
  cookie: cookiesOf(response),
  csrfToken: response.json<{ data: { csrfToken: string } }>().data.csrfToken,
});

/** Requires a passkey; returns the recovery codes shown once. */
export async function requirePasskey(server: AreaTestServer, session: AreaSession): Promise<string[]> {
  const response = await server.request('PUT', '/api/admin/passkeys/requirement', {
    session,
    payload: { required: true, current_password: OWNER.password },
  });
  if (response.statusCode !== 200) throw new Error(`Requirement: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
}

/** The actions of the activity log, newest first. */
export function activityActions(
  server: AreaTestServer,
): Array<{ action: string; account: string | null; detail: string | null }> {
  return server.app.db.prepare('SELECT action, account, detail FROM activity_log ORDER BY id DESC').all() as Array<{
    action: string;
    account: string | null;
    detail: string | null;
  }>;
}

/** The options of a passkey for an invitation's link, and the flow's cookie, as /join's button gets them. */
export async function joinOptions(server: AreaTestServer, token: string) {
  const response = await server.request('POST', '/api/admin/invitations/passkey/options', { payload: { token } });
  return {
    response,
    options:
      response.statusCode === 200 ? response.json<{ data: Parameters<SoftAuthenticator['register']>[0] }>().data : null,
    cookie: cookiesOf(response),
  };
}

/** Sends an authenticator's answer to join from the invitation (with the cookie given, if any). */
export function acceptWithPasskey(
  server: AreaTestServer,
  token: string,
  response: object,
  cookie: string | undefined,
  name = 'Eli’s phone',
): Promise<TestResponse> {
  return server.request('POST', '/api/admin/invitations/accept-passkey', {
    headers: cookie ? { cookie } : {},
    payload: { token, name, response },
  });
}

/** A whole join with a passkey: options, the authenticator's answer, the accept; its last answer. */
export async function joinWithPasskey(
  server: AreaTestServer,
  token: string,
  authenticator: SoftAuthenticator,
  bend: Bend = {},
): Promise<TestResponse> {
  const { response, options, cookie } = await joinOptions(server, token);
  if (!options) throw new Error(`Join options: ${response.statusCode} ${response.body}`);
  return acceptWithPasskey(server, token, authenticator.register(options, bend), cookie);
}

/** Options to confirm a change with a passkey, answered by the authenticator: the `passkey` of a change's body. */
export async function passkeyConfirmation(
  server: AreaTestServer,
  session: AreaSession,
  authenticator: SoftAuthenticator,
  bend: Bend = {},
): Promise<object> {
  const response = await server.request('POST', '/api/admin/passkeys/confirmation/options', { session });
  if (response.statusCode !== 200) throw new Error(`Confirmation options: ${response.statusCode} ${response.body}`);
  return authenticator.authenticate(response.json<{ data: { challenge: string; rpId: string } }>().data, bend);
}
