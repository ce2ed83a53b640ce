// The worker that publishes scheduled changes at their minute, in the server's process: a timer set
// for the next schedule, at most a minute ahead (so that a change of the clock never holds it up for
// long), which keeps no process alive. At start it publishes whatever came due while the server was
// down. Each publish goes through the store as a publish by hand does, so the pages drawn and the API
// answers cached are drawn again, and a shared cache in front is told (app.contentChanged).
import fp from 'fastify-plugin';
import type { PublishCheck } from './drafts';
import { nextScheduledAt, publishDueSchedule, type SettledSchedule } from './schedule';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Publishes every schedule whose minute has come: the timer's work, run at start too. Its database
     * work is done before it first waits; it resolves once a shared cache in front has been told.
     */
    publishDueSchedules(): Promise<SettledSchedule[]>;
    /** A schedule was made or cancelled: the timer is set again for the next one. */
    scheduleChanged(): void;
  }
}

export interface ScheduledPublishingOptions {
  /** What content must pass to be published beside the model (the media library's check). */
  check: PublishCheck;
  /** The clock: Date.now unless given (the tests move one of their own). */
  now: () => number;
}

/** The longest the timer waits: a minute, so that the clock moved by hand or by NTP is soon noticed. */
const MAX_WAIT_MS = 60_000;
/** The shortest: a schedule due now is looked at again this soon, never in a tight loop. */
const MIN_WAIT_MS = 100;
/** After the database failed (busy with a backup, say), the next try. */
const RETRY_MS = 5_000;

export const scheduledPublishing = fp<ScheduledPublishingOptions>(
  async (app, { check, now }) => {
    const { db } = app;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;

    const arm = (wait?: number) => {
      clearTimeout(timer);
      if (stopped) return;
      const due = nextScheduledAt(db);
      const until = due === null ? MAX_WAIT_MS : due - now();
      timer = setTimeout(() => void publishDue(), wait ?? Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, until)));
      timer.unref();
    };

    async function publishDue(): Promise<SettledSchedule[]> {
      const settled: SettledSchedule[] = [];
      let failed = false;
      try {
        for (let one = publishDueSchedule(db, check, now()); one; one = publishDueSchedule(db, check, now())) {
          settled.push(one);
          if (one.state === 'published') {
            app.log.info({ version: one.version.id, schedule: one.schedule.id }, 'Published a scheduled change');
          } else {
            app.log.warn({ schedule: one.schedule.id, reason: one.schedule.failure }, 'A scheduled publish failed');
          }
        }
      } catch (error) {
        failed = true;
        app.log.error({ err: error }, 'Scheduled publishing failed; trying again shortly');
      }
      arm(failed ? RETRY_MS : undefined);
      if (settled.some((one) => one.state === 'published')) await app.contentChanged();
      return settled;
    }

    app.decorate('publishDueSchedules', publishDue);
    app.decorate('scheduleChanged', () => arm());
    // Not awaited: the publishes themselves are done before publishDue first waits, the purge follows.
    app.addHook('onReady', async () => void publishDue());
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
    });
  },
  { name: 'scheduled-publishing', dependencies: ['content-changes'] },
);
