// The gate of the password sign-in for an account that requires a passkey: signed in by a password
// only together with one of its recovery codes (used up, and logged), refused (401, logged) without.
// The answer never tells whether the password alone was right: without a code it is not looked at,
// and with one, a wrong password and a wrong code get the same refusal (and count toward the
// sign-in throttling).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PasskeyRequiredAnswer } from '../../../../src/api/passkeyContract';
import { recordActivity } from '../activity';
import type { AuthContext } from '../context';
import type { Owner } from '../owners';
import { verifyAccountPassword, verifyAgainstNothing } from '../passwords';
import { recordFailure, type ThrottleKey } from '../throttle';
import { recoveryCodesLeft, useRecoveryCode } from './recoveryCodes';
import { passkeyRequired } from './store';

/**
 * Where the account requires a passkey, checks the password and recovery code together: "open" to
 * go on signing in, "refused" once the 401 is sent. "not required" leaves the password to the caller.
 */
export async function passkeyGate(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: Owner,
  password: string,
  recoveryCode: string | undefined,
  keys: ThrottleKey[],
): Promise<'open' | 'refused' | 'not required'> {
  const { db } = context;
  if (!passkeyRequired(db, owner.id)) return 'not required';
  const entry = { account: owner.email, address: request.ip };
  const refuse = async (message: string) => {
    const answer: PasskeyRequiredAnswer = { message, passkeyRequired: true };
    await reply.code(401).send(answer);
    return 'refused' as const;
  };
  if (!recoveryCode?.trim()) {
    // The time a password check takes, spent on nothing: the answer is the same either way.
    await verifyAgainstNothing(password, context.passwordHashing);
    recordActivity(db, { ...entry, action: 'password-alone-refused' });
    return refuse('Your account requires a passkey. Sign in with your passkey, or use a recovery code.');
  }
  const rightPassword = await verifyAccountPassword(owner.password_hash, password, context.passwordHashing);
  // The code is used up only with the right password.
  if (!rightPassword || !useRecoveryCode(db, owner.id, recoveryCode)) {
    recordFailure(db, keys);
    recordActivity(db, { ...entry, action: rightPassword ? 'recovery-code-failed' : 'sign-in-failed' });
    return refuse('The password or the recovery code is not right, or the code was used already.');
  }
  const left = recoveryCodesLeft(db, owner.id);
  recordActivity(db, {
    ...entry,
    action: 'recovery-code-used',
    detail: `${left} ${left === 1 ? 'code' : 'codes'} left`,
  });
  return 'open';
}
