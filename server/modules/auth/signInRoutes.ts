// Signing in: the only routes of the admin area open without a session. An unknown email and a wrong
// password get the same answer in the same time (a password is checked against a stand-in hash when
// no account has the email), and failures are throttled per address and per account.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminApiPaths, type OwnerSession, type SignInStatus } from '../../../src/api/adminContract';
import { inWords } from '../../../src/api/inWords';
import { recordActivity } from './activity';
import { adminRoute } from './area';
import type { AuthContext } from './context';
import { DEVICE_COOKIE_MAX_AGE_S, deviceToken, verifiedDevice } from './cookies';
import {
  findOwner,
  findOwnerByEmail,
  hasPassword,
  normaliseEmail,
  ownerExists,
  recordSignIn,
  setPasswordHash,
} from './owners';
import { passkeyGate } from './passkeys/passwordGate';
import { hashPassword, needsRehash, verifyAccountPassword, verifyAgainstNothing } from './passwords';
import { clearFailures, lockedFor, recordFailure, type ThrottleKey } from './throttle';

const signInBody = z.object({
  email: z.string().max(320),
  password: z.string().max(4096),
  /** With the password, in place of the passkey an account requires (passkeys/passkeySignIn.ts). */
  recovery_code: z.string().max(64).optional(),
});

/** The one answer to every failed sign-in, whichever part was wrong. */
export const WRONG_CREDENTIALS = 'The email or the password is not right.';

/** "in a minute", "in 4 minutes": when the next attempt is allowed. */
export const tryAgainIn = (ms: number): string => inWords(ms);

/** Answers 429 when any of the keys is locked; returns whether it did. */
export async function refuseWhileLocked(
  context: AuthContext,
  keys: ThrottleKey[],
  reply: FastifyReply,
): Promise<boolean> {
  const wait = lockedFor(context.db, keys);
  if (wait <= 0) return false;
  await reply
    .code(429)
    .header('retry-after', String(Math.ceil(wait / 1000)))
    .send({ message: `Too many attempts with a wrong password. Please try again ${tryAgainIn(wait)}.` });
  return true;
}

/**
 * Answers 403 to a request that would start a session over plain HTTP while the site is served over
 * HTTPS (its Secure cookie would not come back); returns whether it did.
 */
export function refuseOverPlainHttp(context: AuthContext, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!context.cookies.options.secure || request.protocol === 'https') return false;
  void reply.code(403).send({
    message: 'Signing in needs HTTPS. Behind a proxy that handles HTTPS, set TRUST_PROXY so the server can tell.',
  });
  return true;
}

/** The address's key: every failure from it counts. */
export const addressKey = (context: AuthContext, request: FastifyRequest): ThrottleKey => ({
  key: `address:${request.ip}`,
  policy: context.throttle.address,
});

/** The session as the site reads it, with a fresh anti-forgery token. */
export function sessionAnswer(context: AuthContext, request: FastifyRequest, reply: FastifyReply): OwnerSession {
  const createdAt = request.session.createdAt ?? Date.now();
  const owner = findOwner(context.db, request.owner.id);
  return {
    account: { email: request.owner.email, role: request.owner.role, hasPassword: owner ? hasPassword(owner) : true },
    csrfToken: reply.generateCsrf(),
    expiresAt: new Date(createdAt + context.sessions.maxMs).toISOString(),
    idleMinutes: Math.round(context.sessions.idleMs / 60_000),
    notifications: context.notifications,
  };
}

/** Starts a new session for the owner: a new id (the old one, if any, ends), a new anti-forgery secret. */
export async function startSession(request: FastifyRequest, ownerId: number): Promise<void> {
  await request.session.regenerate();
  const now = Date.now();
  request.session.ownerId = ownerId;
  request.session.createdAt = now;
  request.session.seenAt = now;
  request.session.ip = request.ip;
  request.session.userAgent = request.headers['user-agent'];
}

export const signInRoutes: FastifyPluginAsync<AuthContext> = async (app, context) => {
  const { db, cookies, secret } = context;

  const signedInOwner = (request: FastifyRequest) => {
    const id = request.session.ownerId;
    return id === undefined ? undefined : findOwner(db, id);
  };

  app.get(adminRoute(adminApiPaths.signIn), async (request) => {
    const status: SignInStatus = { ownerExists: ownerExists(db), signedIn: signedInOwner(request) !== undefined };
    return { data: status };
  });

  app.post(adminRoute(adminApiPaths.signIn), async (request, reply) => {
    if (refuseOverPlainHttp(context, request, reply)) return reply;
    const parsed = signInBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(422).send({
        message: 'Enter your email and your password.',
        errors: { email: ['Enter your email and your password.'] },
      });
    }
    const email = normaliseEmail(parsed.data.email);
    const { password } = parsed.data;
    // A browser that signed in to this account before counts its failures on its own, and only
    // there: failures from anywhere else (the same account elsewhere, or its network address) never
    // keep the owner out of a browser they have used. Its cookie is one only this server can make,
    // for this email only, so guessing with it is limited to that one account at the account's pace.
    const device = verifiedDevice(secret, email, request.cookies[cookies.device]);
    const keys: ThrottleKey[] = device
      ? [{ key: `device:${device}`, policy: context.throttle.account }]
      : [addressKey(context, request), { key: `account:${email}`, policy: context.throttle.account }];
    if (await refuseWhileLocked(context, keys, reply)) return reply;

    const owner = findOwnerByEmail(db, email);
    const gate = owner
      ? await passkeyGate(context, request, reply, owner, password, parsed.data.recovery_code, keys)
      : 'not required';
    if (gate === 'refused') return reply;
    const matches =
      gate === 'open' ||
      (owner
        ? await verifyAccountPassword(owner.password_hash, password, context.passwordHashing)
        : await verifyAgainstNothing(password, context.passwordHashing));
    if (!owner || !matches) {
      const lock = recordFailure(db, keys);
      recordActivity(db, { action: 'sign-in-failed', account: email, address: request.ip });
      if (lock > 0) {
        recordActivity(db, {
          action: 'sign-in-throttled',
          account: email,
          address: request.ip,
          detail: `Further attempts wait ${tryAgainIn(lock).replace(/^in /, '')}`,
        });
      }
      return reply.code(422).send({ message: WRONG_CREDENTIALS, errors: { email: [WRONG_CREDENTIALS] } });
    }

    clearFailures(db, keys);
    // Hashes made with older parameters are brought up to today's while the password is at hand.
    if (hasPassword(owner) && needsRehash(owner.password_hash, context.passwordHashing)) {
      setPasswordHash(db, owner.id, await hashPassword(password, context.passwordHashing), false);
    }
    recordSignIn(db, owner.id);
    await startSession(request, owner.id);
    request.owner = { id: owner.id, email: owner.email, role: owner.role };
    reply.setCookie(cookies.device, deviceToken(secret, owner.email), {
      ...cookies.options,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    recordActivity(db, { action: 'sign-in', account: owner.email, address: request.ip });
    return { data: sessionAnswer(context, request, reply) };
  });
};
