// The signed-in routes of auth's own, registered through signedIn() like every module's: the account's
// own (password, sessions, passkeys), and the owners' (the team, the activity log). Their routes read the owner from request.owner and record
// what they do with context.record(request, action, detail).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes } from './accountRoutes';
import { activityRoutes } from './activityRoutes';
import type { AuthRoutes } from './context';
import { passkeyRoutes } from './passkeys/passkeyRoutes';
import { invitationRoutes } from './invitationRoutes';
import { teamRoutes } from './teamRoutes';

const ownCapabilities: readonly AuthRoutes[] = [
  accountRoutes,
  activityRoutes,
  passkeyRoutes,
  teamRoutes,
  invitationRoutes,
];

export const ownerRoutes: AuthRoutes = async (app, context) => {
  for (const capability of ownCapabilities) await app.register(capability, context);
  // Any other address of the area: 404 for a signed-in owner, 401 for anyone else (the check runs first).
  const unknown = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: 'Not found.' });
  app.all('/', unknown);
  app.all('/*', unknown);
};
