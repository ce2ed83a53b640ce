// The activity log, for the owners to read: newest first, a page at a time.
import { adminApiPaths } from '../../../src/api/adminContract';
import { parsePageParam } from '../../lib/validation';
import { listActivity } from './activity';
import { adminRoute } from './area';
import type { AuthRoutes } from './context';

export const activityRoutes: AuthRoutes = async (app, { db }) => {
  app.get(adminRoute(adminApiPaths.activity), async (request, reply) => {
    const page = parsePageParam((request.query as Record<string, unknown>).page);
    if (!page.ok) return reply.code(400).send({ message: page.message });
    return listActivity(db, page.page ?? 1);
  });
};
