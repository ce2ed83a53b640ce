// The signed-in owner's own choice of the weekly report: GET and PUT /api/admin/weekly-report, for
// the roles that read the visits (auth's signedIn), each change in the activity log.
import { z } from 'zod';
import { WEEKLY_REPORT_PATH, type WeeklyReportChoice } from '../../../src/api/insightsContract';
import { publicOrigin } from '../../lib/http';
import { adminRoute, recordOwnerActivity, signedIn } from '../auth';
import { subscribe, subscriber, unsubscribe } from './subscribers';
import { SENDING_TIME } from './week';

export interface ChoiceRoutesOptions {
  /** Whether the server sends mail: the page says so when it does not. */
  mailEnabled: boolean;
  timeZone: () => string;
  now: () => number;
  siteUrl: string | undefined;
}

const choiceBody = z.object({ subscribed: z.boolean() }).strict();

const pad = (n: number) => String(n).padStart(2, '0');

export const weeklyReportChoiceRoutes = signedIn<ChoiceRoutesOptions>(async (app, options) => {
  const { db } = app;
  const answer = (ownerId: number): { data: WeeklyReportChoice } => ({
    data: {
      subscribed: subscriber(db, ownerId) !== undefined,
      mailEnabled: options.mailEnabled,
      weekday: 'Monday',
      time: `${pad(SENDING_TIME.hour)}:${pad(SENDING_TIME.minute)}`,
      timeZone: options.timeZone(),
    },
  });

  app.get(adminRoute(WEEKLY_REPORT_PATH), async (request) => answer(request.owner.id));

  app.put(adminRoute(WEEKLY_REPORT_PATH), async (request, reply) => {
    const parsed = choiceBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send({ message: 'Say whether you want the weekly report.' });
    const { id } = request.owner;
    if (parsed.data.subscribed) {
      const origin = publicOrigin(request, options.siteUrl);
      if (subscribe(db, id, origin, new Date(options.now()))) {
        recordOwnerActivity(db, request, 'weekly-report-on', 'from the account page');
      }
    } else if (unsubscribe(db, id)) {
      recordOwnerActivity(db, request, 'weekly-report-off', 'from the account page');
    }
    return answer(id);
  });
}, 'visits');
