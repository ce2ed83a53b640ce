// The signed-in routes of auth's own, registered through signedIn() like every module's, in two parts:
// the account's own, open to every role (password, sessions, passkeys), and the owners' (the team
// right: the team, invitations, the activity log). Their routes read the account from request.owner
// and record what they do with context.record(request, action, detail).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes } from './accountRoutes';
import { activityRoutes } from './activityRoutes';
import type { AuthRoutes } from './context';
import { passkeyRoutes } from './passkeys/passkeyRoutes';
import { invitationRoutes } from './invitationRoutes';
import { teamRoutes } from './teamRoutes';

export const ownerRoutes: AuthRoutes = async (app, context) => {
  for (const capability of [accountRoutes, passkeyRoutes]) await app.register(capability, context);
  // Any other address of the area: 404 for a signed-in owner, 401 for anyone else (the check runs first).
  const unknown = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: 'Not found.' });
  app.all('/', unknown);
  app.all('/*', unknown);
};

/** The owners' part: registered with the team right, which every one of its routes asks for. */
export const teamPartRoutes: AuthRoutes = async (app, context) => {
  for (const capability of [teamRoutes, invitationRoutes, activityRoutes]) await app.register(capability, context);
};
