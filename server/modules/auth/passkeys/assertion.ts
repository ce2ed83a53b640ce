// Checking a passkey's signed answer (an assertion) to a challenge: the sign-in's and the one that
// confirms a change for an account without a password share it. User verification is required (the
// fingerprint, face or PIN), the answer must come from the site's origin for its relying party id,
// and a signature counter that did not move on (a cloned authenticator) is refused.
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../context';
import { relyingParty } from './relyingParty';
import type { authenticationResponse } from './requests';
import { recordPasskeyUse, type StoredPasskey } from './store';

export type AuthenticationResponse = z.infer<typeof authenticationResponse>;

/**
 * Why a passkey's answer was refused, in the log's own words: the verifier's message quotes what the
 * browser sent (an origin of any length and content), which must never reach the activity log.
 */
export function refusalReason(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/origin/i.test(message)) return 'an answer from another origin';
  if (/RP ?ID/i.test(message)) return 'an answer meant for another site';
  if (/challenge/i.test(message)) return 'an answer to another challenge';
  if (/counter/i.test(message)) return 'a signature counter that went back (a copied passkey?)';
  if (/user ?verif|user was not verified/i.test(message)) return 'no user verification';
  return 'an answer that did not verify';
}

/** Verifies the answer with the passkey's public key and notes its use; throws when it does not verify. */
export async function verifyAssertion(
  context: AuthContext,
  request: FastifyRequest,
  passkey: StoredPasskey,
  response: AuthenticationResponse,
  challenge: string,
): Promise<void> {
  const rp = relyingParty(context, request);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: passkey.sign_count,
      transports: JSON.parse(passkey.transports) as string[],
    },
    requireUserVerification: true,
  });
  if (!verification.verified || !verification.authenticationInfo.userVerified) throw new Error('Not verified');
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  recordPasskeyUse(context.db, passkey.id, newCounter, credentialBackedUp);
}
