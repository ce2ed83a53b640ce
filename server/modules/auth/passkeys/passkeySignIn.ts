// Signing in with a passkey, no password: the browser asks for options (a challenge kept two
// minutes, tied to this browser by a cookie of its own, answerable once), the owner picks a passkey
// and unlocks it (fingerprint, face or PIN: user verification is required), and the signed answer
// is checked against the public key stored for that passkey, its signature counter, the site's
// origin and relying party id. Failures count toward the sign-in throttling and are logged.
import crypto from 'node:crypto';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { passkeyApiPaths } from '../../../../src/api/passkeyContract';
import { recordActivity } from '../activity';
import { adminRoute } from '../area';
import type { AuthContext } from '../context';
import { DEVICE_COOKIE_MAX_AGE_S, deviceToken } from '../cookies';
import { findOwner, recordSignIn, type Owner } from '../owners';
import { addressKey, refuseWhileLocked, sessionAnswer, startSession } from '../signInRoutes';
import { clearFailures, recordFailure, type ThrottleKey } from '../throttle';
import { refusalReason, verifyAssertion } from './assertion';
import { limitPerMinute } from './rateLimit';
import { authenticationResponse } from './requests';
import {
  CEREMONY_TIMEOUT_MS,
  CHALLENGE_TTL_MS,
  DEFAULT_PASSKEY_RATE_LIMITS,
  flowCookieName,
  refuseWithoutHttps,
  relyingParty,
} from './relyingParty';
import { findPasskeyByCredential, passkeySettings, pruneChallenges, saveChallenge, takeChallenge } from './store';

const signInBody = z.object({ response: authenticationResponse });

export const PASSKEY_FAILED = 'That passkey could not sign you in. Please try again, or sign in with your password.';

/** Signs the owner in: a new session, the browser remembered, the sign-in in the log. */
async function signInOwner(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: Owner,
  action: string,
  detail?: string,
) {
  recordSignIn(context.db, owner.id);
  await startSession(request, owner.id);
  request.owner = { id: owner.id, email: owner.email, role: owner.role };
  reply.setCookie(context.cookies.device, deviceToken(context.secret, owner.email), {
    ...context.cookies.options,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  recordActivity(context.db, { action, account: owner.email, address: request.ip, detail });
  return { data: sessionAnswer(context, request, reply) };
}

export const passkeySignInRoutes: FastifyPluginAsync<AuthContext> = async (app, context) => {
  const { db } = context;
  await limitPerMinute(app, context.passkeyRateLimits?.signIn ?? DEFAULT_PASSKEY_RATE_LIMITS.signIn);
  const cookieName = flowCookieName(context);

  app.post(adminRoute(passkeyApiPaths.signInOptions), async (request, reply) => {
    if (await refuseWithoutHttps(context, request, reply)) return reply;
    pruneChallenges(db);
    const rp = relyingParty(context, request);
    // No list of passkeys: the browser offers those it holds for this site (discoverable credentials),
    // and nothing tells who has an account here.
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: 'required',
      timeout: CEREMONY_TIMEOUT_MS,
    });
    const flow = crypto.randomBytes(32).toString('base64url');
    saveChallenge(db, `sign-in:${flow}`, 'sign-in', null, options.challenge, CHALLENGE_TTL_MS);
    reply.setCookie(cookieName, flow, { ...context.cookies.options, maxAge: CHALLENGE_TTL_MS / 1000 });
    return { data: options };
  });

  app.post(adminRoute(passkeyApiPaths.signIn), async (request, reply) => {
    if (await refuseWithoutHttps(context, request, reply)) return reply;
    const flow = request.cookies[cookieName];
    reply.clearCookie(cookieName, context.cookies.options);
    const address = addressKey(context, request);
    if (await refuseWhileLocked(context, [address], reply)) return reply;
    const parsed = signInBody.safeParse(request.body);
    // Whatever the answer, the challenge is used up.
    const challenge = flow ? takeChallenge(db, `sign-in:${flow}`, 'sign-in', null) : null;
    if (!parsed.success || challenge === null) {
      return reply.code(401).send({ message: 'The passkey sign-in took too long. Please try again.' });
    }
    const { response } = parsed.data;
    const passkey = findPasskeyByCredential(db, response.id);
    const owner = passkey ? findOwner(db, passkey.owner_id) : undefined;
    const fail = (account: string | null, reason: string, keys: ThrottleKey[]) => {
      recordFailure(db, keys);
      recordActivity(db, { action: 'passkey-sign-in-failed', account, address: request.ip, detail: reason });
      return reply.code(401).send({ message: PASSKEY_FAILED });
    };
    if (!passkey || !owner) return fail(null, 'A passkey this site does not know', [address]);

    const keys: ThrottleKey[] = [address, { key: `account:${owner.email}`, policy: context.throttle.account }];
    // The passkey must be the account's: the handle it holds is the one made for this owner.
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== passkeySettings(db, owner.id)?.user_handle) {
      return fail(owner.email, `${passkey.name}: not this account’s passkey`, keys);
    }
    try {
      await verifyAssertion(context, request, passkey, response, challenge);
    } catch (error) {
      const reason = refusalReason(error);
      request.log.warn({ reason }, 'A passkey sign-in was refused');
      return fail(owner.email, `${passkey.name}: ${reason}`, keys);
    }
    clearFailures(db, keys);
    return signInOwner(context, request, reply, owner, 'passkey-sign-in', passkey.name);
  });
};
