// What the passkey routes accept: each request body checked before anything is done with it.
import { z } from 'zod';
import { PASSKEY_NAME_MAX } from '../../../../src/api/passkeyContract';
import { hasHiddenCharacters } from './relyingParty';

/** A 422's body: the message, and the field it is about. */
export const invalid = (message: string, field: string) => ({ message, errors: { [field]: [message] } });

export const passkeyName = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name, such as the device it is on.')
  .max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters.`)
  .refine((name) => !hasHiddenCharacters(name), 'Use letters, digits, spaces and punctuation only.');

export const currentPassword = z.string().max(4096);

export const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\w-]*$/);

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it. */
export const registrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32_768),
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64url(16_384).optional(),
    publicKey: base64url(8192).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** The browser's answer to navigator.credentials.get(), as @simplewebauthn/browser sends it. */
export const authenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(16_384),
    signature: base64url(2048),
    userHandle: base64url(512).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/**
 * What confirms a change to how the account signs in: the current password, or a passkey's answer
 * for an account without one (relyingParty.ts, `reauthenticated`).
 */
export const confirmation = {
  current_password: currentPassword.optional(),
  passkey: authenticationResponse.optional(),
};

export const addBody = z.object({ name: passkeyName, response: registrationResponse });
export const renameBody = z.object({ name: passkeyName });
export const passwordBody = z.object(confirmation);
export type Confirmation = z.infer<typeof passwordBody>;
export const requirementBody = z.object({ required: z.boolean(), ...confirmation });
/** Joining from an invitation with a passkey: the link's token, the passkey's name and the browser's answer. */
export const joinBody = z.object({ token: z.string().max(100), name: passkeyName, response: registrationResponse });
export const idParams = z.object({ id: z.coerce.number().int().positive() });
