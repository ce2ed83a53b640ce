// The signed-in owner's account: the session itself, signing out (here or everywhere) and changing the
// password, or setting a first one for an account that has none (either ends every other session).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminApiPaths, type PasswordChange } from '../../../src/api/adminContract';
import { adminRoute } from './area';
import type { AuthContext, AuthRoutes } from './context';
import { findOwner, hasPassword, setPasswordHash } from './owners';
import { hashPassword, passwordProblem, samePassword } from './passwords';
import { endOwnerSessions } from './sessionStore';
import { reauthenticated } from './passkeys/reauthentication';
import { confirmation } from './passkeys/requests';
import { sessionAnswer, startSession } from './signInRoutes';

const passwordBody = z.object({
  // An account without a password confirms with a passkey instead (passkeys/reauthentication.ts).
  ...confirmation,
  password: z.string().max(4096),
  password_confirmation: z.string().max(4096),
});

type PasswordField = keyof PasswordChange;

function invalid(reply: FastifyReply, field: PasswordField, message: string) {
  return reply.code(422).send({ message, errors: { [field]: [message] } });
}

/** Answers 422 when the new password cannot be used, or is not the same twice; returns whether it did. */
function newPasswordRefused(
  reply: FastifyReply,
  change: { password: string; password_confirmation: string },
  email: string,
): boolean {
  const problem = passwordProblem(change.password, email);
  if (problem) {
    void invalid(reply, 'password', problem);
    return true;
  }
  if (!samePassword(change.password, change.password_confirmation)) {
    void invalid(reply, 'password_confirmation', 'The two new passwords are not the same.');
    return true;
  }
  return false;
}

/** Ends this browser's session and forgets its cookie. */
async function endThisSession(context: AuthContext, request: FastifyRequest, reply: FastifyReply) {
  await request.session.destroy();
  reply.clearCookie(context.cookies.session, context.cookies.options);
}

export const accountRoutes: AuthRoutes = async (app, context) => {
  const { db } = context;

  app.get(adminRoute(adminApiPaths.session), async (request, reply) => ({
    data: sessionAnswer(context, request, reply),
  }));

  app.post(adminRoute(adminApiPaths.signOut), async (request, reply) => {
    await endThisSession(context, request, reply);
    context.record(request, 'sign-out');
    return reply.code(204).send();
  });

  app.post(adminRoute(adminApiPaths.signOutEverywhere), async (request, reply) => {
    await endThisSession(context, request, reply);
    const ended = endOwnerSessions(db, request.owner.id);
    context.record(request, 'sign-out-everywhere', `${ended + 1} ${ended === 0 ? 'session' : 'sessions'} ended`);
    return reply.code(204).send();
  });

  app.post(adminRoute(adminApiPaths.password), async (request, reply) => {
    const parsed = passwordBody.safeParse(request.body);
    if (!parsed.success) return invalid(reply, 'password', 'Fill in your current password and the new one twice.');
    const change = parsed.data;
    const owner = findOwner(db, request.owner.id)!;
    const first = !hasPassword(owner);
    // A first password is checked before the passkey confirms it, so that a refused one does not
    // cost a passkey's ceremony; a change, after the current password, so that the answer never
    // tells a session left open anything about the new one before the current one is given.
    if (first && newPasswordRefused(reply, change, owner.email)) return reply;
    // The current password, or for an account without one a passkey, throttled per session.
    if (!(await reauthenticated(context, request, reply, change))) {
      if (reply.statusCode === 422) {
        const why = first ? 'the passkey did not confirm it' : 'the current password given was not right';
        context.record(request, 'password-change-failed', why);
      }
      return reply;
    }
    if (!first) {
      if (newPasswordRefused(reply, change, owner.email)) return reply;
      if (samePassword(change.password, change.current_password ?? '')) {
        return invalid(reply, 'password', 'Choose a password other than your current one.');
      }
    }
    setPasswordHash(db, owner.id, await hashPassword(change.password, context.passwordHashing), true);
    // Every other browser signed in with the old password is signed out; this one gets a new session.
    const ended = endOwnerSessions(db, owner.id, request.session.sessionId);
    await startSession(request, owner.id);
    const others = ended > 0 ? `${ended} other ${ended === 1 ? 'session' : 'sessions'} ended` : undefined;
    context.record(request, first ? 'password-set' : 'password-changed', others);
    return { data: sessionAnswer(context, request, reply) };
  });
};
