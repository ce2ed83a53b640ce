// Joining from an invitation with a passkey instead of a password. The options are for the
// invitation's email, and their challenge is tied to the link's token and to this browser (the
// `salon_passkey` cookie of a passkey sign-in, a new random flow each time): an answer sent with
// another token, or from a browser that did not ask, finds no challenge. The accept verifies the
// registration as the account page's "Add a passkey" does, then marks the invitation used, makes the
// account without a password and stores the passkey in one transaction, and signs the member in as
// the password's accept does (invitationRoutes.ts).
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { adminApiPaths } from '../../../../src/api/adminContract';
import { recordActivity } from '../activity';
import { adminRoute } from '../area';
import type { AuthContext, AuthRoutes } from '../context';
import { ACCOUNT_EXISTS, GONE, invitationOf, tokenBody, welcomeMember } from '../invitationRoutes';
import { acceptInvitation } from '../invitations';
import { addOwner, findOwnerByEmail, type Owner } from '../owners';
import { refuseOverPlainHttp } from '../signInRoutes';
import { limitPerMinute } from './rateLimit';
import { registrationOptions, verifiedRegistration } from './registration';
import { CHALLENGE_TTL_MS, DEFAULT_PASSKEY_RATE_LIMITS, flowCookieName } from './relyingParty';
import { invalid, joinBody } from './requests';
import {
  addPasskey,
  findPasskeyByCredential,
  pruneChallenges,
  saveChallenge,
  takeChallenge,
  userHandle,
  type StoredPasskey,
} from './store';

/** The challenge's key: the link's token and the browser's flow (kept only hashed, store.ts). */
const joinFlow = (token: string, flow: string) => `join:${token}:${flow}`;

/**
 * The user handle the new passkey holds, derived from the flow with the server's key: the same at
 * the options and at the accept, known to no one else, and never the email.
 */
const joinHandle = (context: AuthContext, flow: string) =>
  crypto.createHmac('sha256', context.secret).update(`passkey-join:${flow}`).digest('base64url');

const TOO_LATE = 'Making the passkey took too long, or was already done. Please try again.';

export const passkeyJoinRoutes: AuthRoutes = async (app, context) => {
  const { db } = context;
  await limitPerMinute(app, context.passkeyRateLimits?.signIn ?? DEFAULT_PASSKEY_RATE_LIMITS.signIn);
  const cookieName = flowCookieName(context);

  const tokenOf = (request: FastifyRequest) => {
    const parsed = tokenBody.safeParse(request.body);
    return parsed.success ? parsed.data.token : null;
  };

  app.post(adminRoute(adminApiPaths.invitationPasskeyOptions), async (request, reply) => {
    if (refuseOverPlainHttp(context, request, reply)) return reply;
    const token = tokenOf(request);
    if (token === null) return reply.code(410).send({ message: GONE });
    const invitation = await invitationOf(context, request, reply, token);
    if (!invitation) return reply;
    if (findOwnerByEmail(db, invitation.email)) return reply.code(409).send({ message: ACCOUNT_EXISTS });
    pruneChallenges(db);
    const flow = crypto.randomBytes(32).toString('base64url');
    const options = await registrationOptions(context, request, {
      email: invitation.email,
      handle: joinHandle(context, flow),
      existing: [],
    });
    saveChallenge(db, joinFlow(token, flow), 'register', null, options.challenge, CHALLENGE_TTL_MS);
    reply.setCookie(cookieName, flow, { ...context.cookies.options, maxAge: CHALLENGE_TTL_MS / 1000 });
    return { data: options };
  });

  app.post(adminRoute(adminApiPaths.invitationAcceptPasskey), async (request, reply) => {
    if (refuseOverPlainHttp(context, request, reply)) return reply;
    const flow = request.cookies[cookieName];
    reply.clearCookie(cookieName, context.cookies.options);
    const token = tokenOf(request);
    if (token === null) return reply.code(410).send({ message: GONE });
    const invitation = await invitationOf(context, request, reply, token);
    if (!invitation) return reply;
    // Whatever happens next, the challenge is used up.
    const challenge = flow ? takeChallenge(db, joinFlow(token, flow), 'register', null) : null;
    const parsed = joinBody.safeParse(request.body);
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      return reply
        .code(422)
        .send(invalid(nameIssue?.message ?? 'The passkey’s answer could not be read. Please try again.', 'name'));
    }
    if (challenge === null) return reply.code(409).send({ message: TOO_LATE });
    const { email, role } = invitation;
    if (findOwnerByEmail(db, email)) return reply.code(409).send({ message: ACCOUNT_EXISTS });
    const registered = await verifiedRegistration(context, request, parsed.data.response, challenge);
    if (!registered) {
      return reply.code(422).send(invalid('The passkey could not be checked. Please try again.', 'name'));
    }
    if (findPasskeyByCredential(db, registered.credential_id)) {
      return reply.code(409).send({ message: 'This passkey belongs to another account already.' });
    }
    let owner: Owner | undefined;
    let passkey: StoredPasskey | undefined;
    // Used once: the account, with no password, and its passkey are made in the transaction that
    // marks the invitation used.
    const accepted = acceptInvitation(db, invitation.id, () => {
      if (findOwnerByEmail(db, email)) return;
      owner = addOwner(db, email, null, role);
      userHandle(db, owner.id, joinHandle(context, flow!));
      passkey = addPasskey(db, { ...registered, owner_id: owner.id, name: parsed.data.name });
    });
    if (!accepted || !owner || !passkey) return reply.code(410).send({ message: GONE });
    recordActivity(db, { action: 'passkey-added', account: owner.email, address: request.ip, detail: passkey.name });
    return welcomeMember(context, request, reply, invitation, owner);
  });
};
