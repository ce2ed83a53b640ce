// The salon's settings in the area: every account reads them (the editor shows times in the salon's
// time zone), an owner changes them (the team right), and each change is in the activity log.
import { z } from 'zod';
import { adminApiPaths } from '../../../src/api/adminContract';
import { adminRoute, recordOwnerActivity, signedIn } from '../auth';
import { salonSettings, setSalonTimeZone } from './salonSettings';
import { timeZoneProblem } from './timeZones';

const change = z.strictObject({ timeZone: z.unknown() });

export const settingsRoutes = signedIn(async (app) => {
  const { db } = app;

  app.get(adminRoute(adminApiPaths.salonSettings), async () => ({ data: salonSettings(db) }));

  app.put(adminRoute(adminApiPaths.salonSettings), { config: { right: 'team' } }, async (request, reply) => {
    const body = change.safeParse(request.body ?? {});
    const problem = body.success ? timeZoneProblem(body.data.timeZone) : 'Send the time zone as { timeZone }.';
    if (!body.success || problem !== null) {
      return reply.code(422).send({ message: problem, errors: { timeZone: [problem] } });
    }
    const zone = body.data.timeZone as string;
    const before = salonSettings(db);
    if (!before.timeZoneChosen || before.timeZone !== zone) {
      setSalonTimeZone(db, zone, request.owner.email);
      recordOwnerActivity(db, request, 'time-zone-changed', `${before.timeZone} → ${zone}`);
    }
    return { data: salonSettings(db) };
  });
});
