// Who the passkeys belong to, and what every passkey route shares: the relying party (the site's
// origin and its id), the challenges' lifetime and the rate limits.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../../lib/http';
import type { AuthContext, PasskeyRateLimits } from '../context';

/** A challenge can be answered within this long, once. */
export const CHALLENGE_TTL_MS = 2 * 60_000;

/** How long the browser is told it may take (a little less than the challenge lives). */
export const CEREMONY_TIMEOUT_MS = CHALLENGE_TTL_MS - 10_000;

/** ES256 and RS256: what every passkey provider makes (EdDSA too, where the platform has it). */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

/** An owner may keep this many passkeys. */
export const MAX_PASSKEYS = 20;

export type { PasskeyRateLimits };

export const DEFAULT_PASSKEY_RATE_LIMITS: PasskeyRateLimits = { signIn: 30, manage: 60 };

export interface RelyingParty {
  /** The origin the browser must report (SITE_URL, else the address asked for). */
  origin: string;
  /** The relying party id: PASSKEY_RP_ID, else the origin's host name. */
  id: string;
}

export function relyingParty(context: AuthContext, request: FastifyRequest): RelyingParty {
  const origin = publicOrigin(request, context.siteUrl);
  return { origin, id: context.passkeyRpId ?? new URL(origin).hostname };
}

/** The name of the cookie that ties a passkey sign-in's answer to the browser that asked for it. */
export const flowCookieName = (context: AuthContext) =>
  context.cookies.options.secure ? '__Host-salon_passkey' : 'salon_passkey';

/** Signing in over plain HTTP on a site served over HTTPS is refused (as with a password). */
export async function refuseWithoutHttps(context: AuthContext, request: FastifyRequest, reply: FastifyReply) {
  if (!context.cookies.options.secure || request.protocol === 'https') return false;
  await reply.code(403).send({
    message: 'Signing in needs HTTPS. Behind a proxy that handles HTTPS, set TRUST_PROXY so the server can tell.',
  });
  return true;
}

/** Names are what the owner sees in lists and the log: no control or invisible formatting characters. */
export const hasHiddenCharacters = (text: string) => /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(text);
