// Invitations: the owners' routes (the team right) invite an email with a role, list the invitations
// waiting and withdraw one; the invitee's routes, open without a session, say what a link is for and
// accept it with a password (or with a passkey: passkeys/passkeyJoin.ts), which makes the account and
// signs it in. A link that cannot be used
// (unknown, used, withdrawn, expired) gets one answer (410), and each such try counts against the
// address as a failed sign-in does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminApiPaths,
  ROLES,
  roleLabels,
  type Invitation,
  type InvitationDetails,
  type InvitationMade,
} from '../../../src/api/adminContract';
import { paths } from '../../../src/paths';
import { publicOrigin, routeId } from '../../lib/http';
import { recordActivity } from './activity';
import { queueInvitationMail, unqueueInvitationMail } from './invitationMail';
import { adminRoute } from './area';
import type { AuthContext, AuthRoutes } from './context';
import {
  acceptInvitation,
  createInvitation,
  usableInvitation,
  waitingInvitations,
  withdrawInvitation,
} from './invitations';
import { addOwner, findOwnerByEmail, ownerEmailProblem, recordSignIn, type Owner } from './owners';
import { hashPassword, passwordProblem, samePassword } from './passwords';
import { addressKey, refuseOverPlainHttp, refuseWhileLocked, sessionAnswer, startSession } from './signInRoutes';
import { clearFailures, recordFailure } from './throttle';

export const GONE =
  'This invitation link cannot be used: it was used already, withdrawn or has expired. Ask the salon’s owner for a new one.';

const inviteBody = z.object({ email: z.string().max(320), role: z.enum(ROLES) }).strict();
export const ACCOUNT_EXISTS = 'This email has an account already: sign in instead.';

export const tokenBody = z.object({ token: z.string().max(100) });
const acceptBody = tokenBody.extend({ password: z.string().max(4096), password_confirmation: z.string().max(4096) });

export const invitationRoutes: AuthRoutes = async (app, context) => {
  const { db } = context;

  /** Withdraws a waiting invitation and takes its mail, and the link in it, out of the queue. */
  const withdraw = db.transaction((id: number) => {
    const invitation = withdrawInvitation(db, id);
    if (invitation) unqueueInvitationMail(db, invitation.id);
    return invitation;
  });

  app.get(adminRoute(adminApiPaths.invitations), async () => ({ data: waitingInvitations(db) }));

  app.post(adminRoute(adminApiPaths.invitations), async (request, reply) => {
    const parsed = inviteBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send({ message: 'Give an email and a role.' });
    const problem = ownerEmailProblem(parsed.data.email);
    if (problem) return reply.code(422).send({ message: problem, errors: { email: [problem] } });
    if (findOwnerByEmail(db, parsed.data.email)) {
      const message = 'This email has an account already: change its role in the list instead.';
      return reply.code(409).send({ message, errors: { email: [message] } });
    }
    const origin = publicOrigin(request, context.siteUrl);
    // The invitation and its mail in one commit; the mail of the one it replaces, and its link, go.
    const { invitation, link } = db.transaction(() => {
      const { invitation, token, replaced } = createInvitation(db, { ...parsed.data, invitedBy: request.owner.email });
      if (replaced !== undefined) unqueueInvitationMail(db, replaced);
      // The token after #, so that it never reaches a server's log or another site's Referer.
      const link = `${origin}${paths.join}#${token}`;
      if (context.mail) queueInvitationMail(db, invitation.id, link);
      return { invitation, link };
    })();
    context.mail?.wake();
    context.record(request, 'member-invited', `${invitation.email} as ${roleLabels[invitation.role]}`);
    const made: InvitationMade = { invitation, link, emailed: context.mail !== null };
    return reply.code(201).send({ data: made });
  });

  app.delete(adminRoute(adminApiPaths.invitation(':id')), async (request, reply) => {
    const id = routeId(request);
    const withdrawn = id === null ? undefined : withdraw(id);
    if (!withdrawn) return reply.code(404).send({ message: 'This invitation is no longer waiting.' });
    context.record(request, 'invitation-withdrawn', withdrawn.email);
    return reply.code(204).send();
  });
};

/** The invitation of the request's token, or undefined once 429 or 410 is answered. */
export async function invitationOf(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<Invitation | undefined> {
  const keys = [addressKey(context, request)];
  if (await refuseWhileLocked(context, keys, reply)) return undefined;
  const invitation = usableInvitation(context.db, token);
  if (!invitation) {
    recordFailure(context.db, keys);
    await reply.code(410).send({ message: GONE });
    return undefined;
  }
  return invitation;
}

/** The new member is in: their address's failures forgiven, a new session, the acceptance in the log. */
export async function welcomeMember(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  invitation: Invitation,
  owner: Owner,
) {
  clearFailures(context.db, [addressKey(context, request)]);
  recordSignIn(context.db, owner.id);
  await startSession(request, owner.id);
  request.owner = { id: owner.id, email: owner.email, role: owner.role };
  recordActivity(context.db, {
    action: 'invitation-accepted',
    account: owner.email,
    address: request.ip,
    detail: `${roleLabels[invitation.role]}, invited by ${invitation.invitedBy}`,
  });
  return reply.code(201).send({ data: sessionAnswer(context, request, reply) });
}

export const joinRoutes: AuthRoutes = async (app, context) => {
  const { db } = context;

  app.post(adminRoute(adminApiPaths.invitationDetails), async (request, reply) => {
    const parsed = tokenBody.safeParse(request.body);
    if (!parsed.success) return reply.code(410).send({ message: GONE });
    const invitation = await invitationOf(context, request, reply, parsed.data.token);
    if (!invitation) return reply;
    const details: InvitationDetails = {
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
    };
    return { data: details };
  });

  app.post(adminRoute(adminApiPaths.invitationAccept), async (request, reply) => {
    if (refuseOverPlainHttp(context, request, reply)) return reply;
    const parsed = acceptBody.safeParse(request.body);
    if (!parsed.success) return reply.code(410).send({ message: GONE });
    const invitation = await invitationOf(context, request, reply, parsed.data.token);
    if (!invitation) return reply;
    const { email, role } = invitation;
    const { password, password_confirmation: confirmation } = parsed.data;
    if (findOwnerByEmail(db, email)) return reply.code(409).send({ message: ACCOUNT_EXISTS });
    const problem = passwordProblem(password, email);
    if (problem) return reply.code(422).send({ message: problem, errors: { password: [problem] } });
    if (!samePassword(password, confirmation)) {
      const message = 'The two passwords are not the same.';
      return reply.code(422).send({ message, errors: { password_confirmation: [message] } });
    }
    const hash = await hashPassword(password, context.passwordHashing);
    let owner: Owner | undefined;
    // Used once: the account is made in the transaction that marks the invitation used.
    const accepted = acceptInvitation(db, invitation.id, () => {
      owner = findOwnerByEmail(db, email) ? undefined : addOwner(db, email, hash, role);
    });
    if (!accepted || !owner) return reply.code(410).send({ message: GONE });
    return welcomeMember(context, request, reply, invitation, owner);
  });
};
