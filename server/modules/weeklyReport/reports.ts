// Sends the weekly report: a timer in the server process that, once this week's sending time has
// passed (week.ts), queues the report of the week just ended for each owner who asked for it, in the
// server's one mail queue under the week and the account. The queue takes a mail once per reference,
// so a second check or a restart queues nothing twice, and its worker in the one server process that
// runs on a database (deploy/salon.service) sends it; a server that was down at the sending time sends
// the report when it starts, later that week. The mail is written when it goes, from the visit reports
// of that week and the week before.
import { hasRight } from '../../../src/api/adminContract';
import { WEEKLY_REPORT_UNSUBSCRIBE_PATH } from '../../../src/api/insightsContract';
import { paths } from '../../../src/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { queueMail, type MailQueue, type OutgoingMail } from '../../lib/mailQueue';
import { listOwners, ownerLinkToken } from '../auth';
import type { Insights } from '../insights';
import { weeklyFigures } from './figures';
import { weeklyMail, type MailLinks } from './mail';
import { subscriber, subscribersBy } from './subscribers';
import { addDays } from '../../../src/api/zonedTime';
import { dueWeek, weekMoments } from './week';

/** The mail queue's kind for a weekly report; its reference is the week's Monday and the account's id. */
export const WEEKLY_REPORT_MAIL = 'weekly-report';

/** What the unsubscribe link's token is for (auth's link tokens). */
export const UNSUBSCRIBE_PURPOSE = 'weekly-report-unsubscribe';

/** The longest wait between two checks: a clock or a time zone that changes is noticed within it. */
const LONGEST_WAIT_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

export interface WeeklyReportSettings {
  /** The visit counter, whose reports the email sums up. */
  insights: Insights;
  /** How many contact messages arrived from `from` until before `to` (the contact module's count). */
  countMessages: (from: Date, to: Date) => number;
  /** The salon's time zone, an IANA name ("Europe/Paris"), read at each check. */
  timeZone: () => string;
  /** The clock (the tests move it). */
  now: () => number;
  /** The site's public origin (SITE_URL), for the email's links; else the one each owner asked from. */
  siteUrl: string | undefined;
}

export interface WeeklyReports {
  /** Queues the due week's report for every owner who asked for it in time; says how many it queued now. */
  check(): number;
  start(): void;
  stop(): void;
}

/** The owners whose role reads the visits, by id. */
const visitReaders = (db: Db) =>
  new Map(
    listOwners(db)
      .filter((o) => hasRight(o.role, 'visits'))
      .map((o) => [o.id, o]),
  );

export function createWeeklyReports(
  db: Db,
  mail: MailQueue,
  settings: WeeklyReportSettings,
  log: FastifyBaseLogger,
): WeeklyReports {
  const { insights, countMessages, timeZone, now } = settings;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function links(origin: string, ownerId: number, week: { from: string; to: string }): MailLinks {
    const base = origin.replace(/\/+$/, '');
    const token = ownerLinkToken(db, UNSUBSCRIBE_PURPOSE, ownerId);
    return {
      host: new URL(base).host,
      dashboard: `${base}${paths.adminInsights}?${new URLSearchParams(week).toString()}`,
      account: `${base}${paths.adminAccount}`,
      unsubscribe: `${base}/api${WEEKLY_REPORT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    };
  }

  async function compose(ref: string): Promise<OutgoingMail | null> {
    const match = /^(\d{4}-\d{2}-\d{2}):(\d+)$/.exec(ref);
    if (!match) return null;
    const [, monday, id] = match;
    const ownerId = Number(id);
    const zone = timeZone();
    // A report still waiting once the next week's is due goes no more: the newer one does. Until
    // this Monday's sending time, the week due is still last Monday's (as dueWeek said a day before).
    const due = dueWeek(now(), zone);
    const week = due.week ?? dueWeek(due.sendAt - DAY_MS, zone).week;
    if (!week || week.from !== monday) return null;
    // Asked for, and still wanted by an account that reads the visits.
    const owner = visitReaders(db).get(ownerId);
    const subscribed = subscriber(db, ownerId);
    if (!owner || !subscribed) return null;
    const report = await insights.report(week);
    const before = await insights.report(report.previous);
    const messages = (period: { from: string; to: string }) => {
      const { from, to } = weekMoments(period, zone);
      return countMessages(from, to);
    };
    const figures = weeklyFigures(report, before, {
      current: messages(week),
      previous: messages(report.previous),
    });
    return weeklyMail(figures, links(settings.siteUrl ?? subscribed.origin, ownerId, week), owner.email);
  }

  mail.compose(WEEKLY_REPORT_MAIL, compose);

  function check(): number {
    const { week, sendAt } = dueWeek(now(), timeZone());
    if (!week) return 0;
    const readers = visitReaders(db);
    let queued = 0;
    db.transaction(() => {
      for (const { ownerId } of subscribersBy(db, new Date(sendAt))) {
        if (readers.has(ownerId) && queueMail(db, WEEKLY_REPORT_MAIL, `${week.from}:${ownerId}`)) queued += 1;
      }
    })();
    if (queued > 0) {
      log.info({ week: week.from, to: addDays(week.from, 6), owners: queued }, 'Weekly reports queued');
      mail.wake();
    }
    return queued;
  }

  function run() {
    if (stopped) return;
    let wait = LONGEST_WAIT_MS;
    try {
      check();
      const { sendAt, nextAt } = dueWeek(now(), timeZone());
      const at = now() < sendAt ? sendAt : nextAt;
      wait = Math.min(LONGEST_WAIT_MS, Math.max(1_000, at - now()));
    } catch (err) {
      log.error({ err }, 'Queueing the weekly reports failed; it is tried again later');
    }
    timer = setTimeout(run, wait);
    timer.unref();
  }

  return {
    check,
    start: run,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
