// The editor's schedule: the publish waiting for its minute (or the last that failed), scheduling the
// draft for a local date and time in the salon's time zone, and cancelling. Registered inside the
// editor's signed-in routes (the website right); each change is in the activity log and sets the
// worker's timer again (app.scheduleChanged).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { adminApiPaths } from '../../../src/api/adminContract';
import { adminRoute, recordOwnerActivity } from '../auth';
import { salonTimeZone } from '../settings';
import { refuse, shapeProblems, SHARED_FIELD_PROBLEMS } from './bodyShape';
import type { PublishCheck } from './drafts';
import { cancelSchedule, currentSchedule, scheduleDraft } from './schedule';
import { whenScheduled } from './scheduleTimes';

const scheduleBody = z.strictObject({
  date: z.unknown(),
  time: z.unknown(),
  note: z.string().optional(),
  revision: z.number().int().nonnegative().optional(),
});

const FIELD_PROBLEMS = {
  ...SHARED_FIELD_PROBLEMS,
  body: 'Send the day, the time, the note and the revision as a JSON object.',
};

export interface ScheduleRoutesOptions {
  checkBeforePublish: PublishCheck;
  now: () => number;
}

export const scheduleRoutes: FastifyPluginAsync<ScheduleRoutesOptions> = async (app, { checkBeforePublish, now }) => {
  const { db } = app;

  app.get(adminRoute(adminApiPaths.contentSchedule), async () => ({ data: currentSchedule(db) }));

  app.post(adminRoute(adminApiPaths.contentSchedule), async (request, reply) => {
    const body = scheduleBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(422).send(shapeProblems(body.error, FIELD_PROBLEMS));
    const { date, time, note, revision } = body.data;
    const scheduled = scheduleDraft(
      db,
      { author: request.owner.email, date: date as string, time: time as string, note, revision },
      { check: checkBeforePublish, timeZone: salonTimeZone(db), now: now() },
    );
    if (!scheduled.ok) return refuse(reply, scheduled);
    const { schedule, replaced } = scheduled;
    const instead = replaced
      ? `, in place of the one for ${whenScheduled(replaced.date, replaced.time, replaced.timeZone)}`
      : '';
    recordOwnerActivity(
      db,
      request,
      'publish-scheduled',
      `for ${whenScheduled(schedule.date, schedule.time, schedule.timeZone)}${instead}${schedule.note ? `: ${schedule.note}` : ''}`,
    );
    app.scheduleChanged();
    return reply.code(201).send({ data: schedule });
  });

  app.delete(adminRoute(adminApiPaths.contentSchedule), async (request, reply) => {
    const ended = cancelSchedule(db, request.owner.email, now());
    if (!ended) return reply.code(404).send({ message: 'No publish is scheduled.' });
    if (ended.state === 'cancelled') {
      recordOwnerActivity(
        db,
        request,
        'schedule-cancelled',
        `the publish for ${whenScheduled(ended.date, ended.time, ended.timeZone)}`,
      );
      app.scheduleChanged();
    }
    return reply.code(204).send();
  });
};
