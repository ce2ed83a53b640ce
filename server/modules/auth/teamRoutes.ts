// The team page's routes, the owners' alone (the team right): the accounts listed; a member's role
// changed, their sessions ended, their account removed. An owner changes neither their own role nor
// their own account here (another owner does), and the salon never loses its last owner: the
// database refuses it (migration 12), whichever way it is asked.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminApiPaths, roleLabels, ROLES, type TeamMember } from '../../../src/api/adminContract';
import { routeId } from '../../lib/http';
import { adminRoute } from './area';
import type { AuthRoutes } from './context';
import { LAST_OWNER_MESSAGE, removeOwner, setRole } from './owners';
import { endOwnerSessions } from './sessionStore';
import { findMember, listMembers } from './team';

const roleChange = z.object({ role: z.enum(ROLES) }).strict();

const sessionsEnded = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'} ended`;

export const teamRoutes: AuthRoutes = async (app, context) => {
  const { db } = context;

  /** The member the address names, other than the one asking; null once the answer is sent. */
  const otherMember = (request: FastifyRequest, reply: FastifyReply, doing: string): TeamMember | null => {
    const id = routeId(request);
    const member = id === null ? undefined : findMember(db, id, request.owner.id);
    if (!member) {
      reply.code(404).send({ message: 'This account is no longer here: it may have been removed.' });
      return null;
    }
    if (member.you) {
      reply.code(422).send({ message: `You cannot ${doing} your own account here: another owner can.` });
      return null;
    }
    return member;
  };

  app.get(adminRoute(adminApiPaths.team), async (request) => ({
    data: listMembers(db, request.owner.id),
  }));

  app.patch(adminRoute(adminApiPaths.teamMember(':id')), async (request, reply) => {
    const change = roleChange.safeParse(request.body);
    if (!change.success) {
      return reply.code(422).send({ message: `The role is one of: ${ROLES.map((r) => roleLabels[r]).join(', ')}.` });
    }
    const member = otherMember(request, reply, 'change the role of');
    if (!member) return reply;
    const { role } = change.data;
    if (role !== member.role) {
      if (!setRole(db, member.id, role)) return reply.code(409).send({ message: LAST_OWNER_MESSAGE });
      context.record(request, 'role-changed', `${member.email}: ${roleLabels[member.role]} → ${roleLabels[role]}`);
    }
    // The new role holds from the member's next request: every request reads it.
    return { data: findMember(db, member.id, request.owner.id) };
  });

  app.post(adminRoute(adminApiPaths.teamMemberSignOut(':id')), async (request, reply) => {
    const member = otherMember(request, reply, 'sign out');
    if (!member) return reply;
    const ended = endOwnerSessions(db, member.id);
    context.record(request, 'member-signed-out', `${member.email}: ${sessionsEnded(ended)}`);
    return { data: findMember(db, member.id, request.owner.id) };
  });

  app.delete(adminRoute(adminApiPaths.teamMember(':id')), async (request, reply) => {
    const member = otherMember(request, reply, 'remove');
    if (!member) return reply;
    if (!removeOwner(db, member.id)) return reply.code(409).send({ message: LAST_OWNER_MESSAGE });
    context.record(
      request,
      'owner-removed',
      `${member.email} (${roleLabels[member.role]}): ${sessionsEnded(member.sessions)}`,
    );
    return reply.code(204).send();
  });
};
