// The weekly report by email: the owner's choice on the account page (signed in, the visits right),
// the unsubscribe link's routes (open), and, where the server sends mail, the timer that queues the
// reports (reports.ts), started once the server is ready and stopped as it closes.
import type { FastifyPluginAsync } from 'fastify';
import type { MailQueue } from '../../lib/mailQueue';
import { addressGuesses, type ThrottlePolicy } from '../auth';
import { weeklyReportChoiceRoutes } from './choiceRoutes';
import { createWeeklyReports, type WeeklyReports, type WeeklyReportSettings } from './reports';
import { unsubscribeRoutes } from './unsubscribeRoutes';

export interface WeeklyReportOptions extends WeeklyReportSettings {
  /** The server's mail queue; null where it sends no mail (then no report goes). */
  mail: MailQueue | null;
  /** How wrong unsubscribe links slow their sender down: the sign-in throttle's policy for an address. */
  guessPolicy: ThrottlePolicy;
  /** Receives the reports' timer, whose check the tests call at the moments they choose. */
  onReports?: (reports: WeeklyReports) => void;
}

export const weeklyReport: FastifyPluginAsync<WeeklyReportOptions> = async (app, options) => {
  const { mail, guessPolicy, onReports, ...settings } = options;
  const reports = mail ? createWeeklyReports(app.db, mail, settings, app.log) : null;
  if (reports) {
    onReports?.(reports);
    app.addHook('onReady', async () => reports.start());
    app.addHook('onClose', async () => reports.stop());
  }
  await app.register(weeklyReportChoiceRoutes, {
    mailEnabled: reports !== null,
    timeZone: settings.timeZone,
    now: settings.now,
    siteUrl: settings.siteUrl,
  });
  await app.register(unsubscribeRoutes, { guesses: addressGuesses(app.db, guessPolicy) });
};
