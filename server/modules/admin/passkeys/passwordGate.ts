// The gate of the password sign-in: an account that requires a passkey is signed in by a password
// only together with one of its recovery codes (used up, and logged), and refused (401, logged)
// without. A wrong code counts toward the sign-in throttling.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PasskeyRequiredAnswer } from '../../../../src/api/passkeyContract';
import { recordActivity } from '../activity';
import type { AdminContext } from '../context';
import type { Owner } from '../owners';
import { recordFailure, type ThrottleKey } from '../throttle';
import { recoveryCodesLeft, useRecoveryCode } from './recoveryCodes';
import { passkeyRequired } from './store';

/**
 * After the password was right: lets the sign-in go on ("open") unless the account requires a
 * passkey. Then a recovery code must come with the password: it is used up and the sign-in goes on;
 * without one, or with a wrong one, the answer is 401 and the refusal is logged.
 */
export async function passkeyGate(
  context: AdminContext,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: Owner,
  recoveryCode: string | undefined,
  keys: ThrottleKey[],
): Promise<'open' | 'refused'> {
  const { db } = context;
  if (!passkeyRequired(db, owner.id)) return 'open';
  const entry = { account: owner.email, address: request.ip };
  const refuse = async (message: string) => {
    const answer: PasskeyRequiredAnswer = { message, passkeyRequired: true };
    await reply.code(401).send(answer);
    return 'refused' as const;
  };
  if (!recoveryCode?.trim()) {
    recordActivity(db, { ...entry, action: 'password-alone-refused' });
    return refuse('Your account requires a passkey. Sign in with your passkey, or use a recovery code.');
  }
  if (!useRecoveryCode(db, owner.id, recoveryCode)) {
    recordFailure(db, keys);
    recordActivity(db, { ...entry, action: 'recovery-code-failed' });
    return refuse('That recovery code is not right, or it was used already.');
  }
  const left = recoveryCodesLeft(db, owner.id);
  recordActivity(db, {
    ...entry,
    action: 'recovery-code-used',
    detail: `${left} ${left === 1 ? 'code' : 'codes'} left`,
  });
  return 'open';
}
