// Changes to how an account signs in (its passkeys, the requirement, recovery codes, its password)
// need the account confirmed again: a session left open is not enough. An account with a password
// gives it; one without (its member joined with a passkey) answers a challenge with one of its
// passkeys, unlocked by fingerprint, face or PIN (user verification required). Either way failures
// are throttled per session like the password form: failures anywhere else never hold this session
// back, and this session's hold back no one else.
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../context';
import { findOwner, hasPassword, type Owner } from '../owners';
import { verifyPassword } from '../passwords';
import { hashSessionId } from '../sessionStore';
import { refuseWhileLocked } from '../signInRoutes';
import { clearFailures, recordFailure, type ThrottleKey } from '../throttle';
import { refusalReason, verifyAssertion } from './assertion';
import { CEREMONY_TIMEOUT_MS, CHALLENGE_TTL_MS, relyingParty } from './relyingParty';
import type { Confirmation } from './requests';
import { listPasskeys, saveChallenge, takeChallenge } from './store';

/** A confirmation's challenge belongs to the session that asked for it, and to its account. */
const confirmationFlow = (request: FastifyRequest) => `confirm:${hashSessionId(request.session.sessionId)}`;

/** The options of a passkey's answer confirming a change: the account's own passkeys only. */
export async function confirmationOptions(context: AuthContext, request: FastifyRequest) {
  const rp = relyingParty(context, request);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
    allowCredentials: listPasskeys(context.db, request.owner.id).map((passkey) => ({
      id: passkey.credential_id,
      transports: JSON.parse(passkey.transports) as string[],
    })),
  });
  saveChallenge(
    context.db,
    confirmationFlow(request),
    'sign-in',
    request.owner.id,
    options.challenge,
    CHALLENGE_TTL_MS,
  );
  return options;
}

export const WRONG_PASSWORD = 'Your current password is not right.';
export const PASSKEY_NOT_CONFIRMED = 'Your passkey could not confirm it. Please try again.';

/** Whether the passkey's answer confirms the account: its own passkey, this session's challenge, verified. */
async function passkeyConfirms(
  context: AuthContext,
  request: FastifyRequest,
  owner: Owner,
  answer: Confirmation['passkey'],
): Promise<boolean> {
  // Whatever the answer, the challenge is used up.
  const challenge = takeChallenge(context.db, confirmationFlow(request), 'sign-in', owner.id);
  const passkey = answer && listPasskeys(context.db, owner.id).find((each) => each.credential_id === answer.id);
  if (!answer || challenge === null || !passkey) return false;
  try {
    await verifyAssertion(context, request, passkey, answer, challenge);
    return true;
  } catch (error) {
    request.log.warn({ reason: refusalReason(error) }, 'A passkey confirmation was refused');
    return false;
  }
}

/**
 * Confirms the signed-in account by its password, or by a passkey's answer when it has no password.
 * Answers (422, or 429 while this session is held back) and returns false when that fails.
 */
export async function reauthenticated(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  given: Confirmation,
): Promise<boolean> {
  const owner = findOwner(context.db, request.owner.id)!;
  const keys: ThrottleKey[] = [
    { key: `session:${hashSessionId(request.session.sessionId)}`, policy: context.throttle.account },
  ];
  if (await refuseWhileLocked(context, keys, reply)) return false;
  const password = given.current_password ?? '';
  const confirmed = hasPassword(owner)
    ? password !== '' && (await verifyPassword(owner.password_hash, password))
    : await passkeyConfirms(context, request, owner, given.passkey);
  if (!confirmed) {
    recordFailure(context.db, keys);
    const [field, message] = hasPassword(owner)
      ? ['current_password', WRONG_PASSWORD]
      : ['passkey', PASSKEY_NOT_CONFIRMED];
    await reply.code(422).send({ message, errors: { [field]: [message] } });
    return false;
  }
  clearFailures(context.db, keys);
  return true;
}
