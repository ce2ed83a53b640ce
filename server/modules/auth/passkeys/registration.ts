// A passkey's registration, shared by the account page's "Add a passkey" and joining from an
// invitation with one: the options (a resident key, user verification, `none` attestation, the
// algorithms every provider makes) and the check of the authenticator's answer.
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../context';
import { CEREMONY_TIMEOUT_MS, relyingParty, SUPPORTED_ALGORITHMS } from './relyingParty';
import type { registrationResponse } from './requests';
import type { addPasskey, StoredPasskey } from './store';

type NewPasskey = Omit<Parameters<typeof addPasskey>[1], 'owner_id' | 'name'>;

/** The options of a new passkey for `email`, whose authenticators hold `handle` (never the email). */
export function registrationOptions(
  context: AuthContext,
  request: FastifyRequest,
  account: { email: string; handle: string; existing: StoredPasskey[] },
) {
  const rp = relyingParty(context, request);
  return generateRegistrationOptions({
    rpName: rp.id,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.email,
    userID: isoBase64URL.toBuffer(account.handle),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // The same authenticator twice would be one passkey under two names.
    excludeCredentials: account.existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: JSON.parse(passkey.transports) as string[],
    })),
    // A passkey: kept on the authenticator (so it signs in without an email) and unlocked by the
    // owner's fingerprint, face or PIN (so it is two factors in one).
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
}

/** The passkey the answer registers, or null when it does not verify (from another origin, without user verification…). */
export async function verifiedRegistration(
  context: AuthContext,
  request: FastifyRequest,
  response: z.infer<typeof registrationResponse>,
  challenge: string,
): Promise<NewPasskey | null> {
  const rp = relyingParty(context, request);
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    if (!verification.verified) return null;
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    return {
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey),
      sign_count: credential.counter,
      transports: credential.transports ?? [],
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp ? 1 : 0,
    };
  } catch (error) {
    request.log.warn({ err: error }, 'A passkey registration was refused');
    return null;
  }
}
