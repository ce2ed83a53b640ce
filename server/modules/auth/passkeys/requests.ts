// What the passkey routes accept: each request body checked before anything is done with it.
import { z } from 'zod';
import { PASSKEY_NAME_MAX } from '../../../../src/api/passkeyContract';
import { hasHiddenCharacters } from './relyingParty';

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

export const addBody = z.object({ name: passkeyName, response: registrationResponse });
export const renameBody = z.object({ name: passkeyName });
export const passwordBody = z.object({ current_password: currentPassword });
export const requirementBody = z.object({ required: z.boolean(), current_password: currentPassword });
export const idParams = z.object({ id: z.coerce.number().int().positive() });
