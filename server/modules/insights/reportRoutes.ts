// The salon's visit report: GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (both days
// included) answers the InsightsReport of src/api/insightsContract.ts, and /api/admin/insights.csv
// the same period's days, one row each, as CSV. Signed-in routes of the admin area (auth's signedIn).
import { INSIGHTS_CSV_PATH, INSIGHTS_REPORT_PATH, type InsightTotals } from '../../../src/api/insightsContract';
import { toCsv } from '../../lib/csv';
import { adminRoute, signedIn } from '../auth';
import type { Insights } from './insights';

/** The CSV's columns: the day, then each total under the heading a spreadsheet shows. */
const COLUMNS: ReadonlyArray<[keyof InsightTotals, string]> = [
  ['visitors', 'Visitors'],
  ['pageViews', 'Page views'],
  ['bookingOpened', 'Opened the booking'],
  ['bookingTypeViewed', 'Saw a service’s calendar'],
  ['bookingTimePicked', 'Picked a time'],
  ['booked', 'Booked'],
  ['messages', 'Messages'],
  ['catalogueOpened', 'Catalogues opened'],
  ['catalogueDownloaded', 'Catalogues downloaded'],
  ['productOpened', 'Products opened'],
  ['outboundClicks', 'Clicks out'],
];

export interface InsightsReportRoutesOptions {
  /** The visit counter, whose report the salon reads. */
  insights: Insights;
}

export const insightsReportRoutes = signedIn<InsightsReportRoutesOptions>(async (app, { insights }) => {
  app.get(adminRoute(INSIGHTS_REPORT_PATH), async (request, reply) => {
    const answer = insights.period(request.query);
    if (!answer.ok) return reply.code(400).send({ message: answer.message });
    return insights.report(answer.period);
  });

  app.get(adminRoute(INSIGHTS_CSV_PATH), async (request, reply) => {
    const answer = insights.period(request.query);
    if (!answer.ok) return reply.code(400).send({ message: answer.message });
    const { period } = answer;
    const days = await insights.days(period);
    const csv = toCsv(
      ['Day', ...COLUMNS.map(([, heading]) => heading)],
      days.map((day) => [day.date, ...COLUMNS.map(([measure]) => day[measure])]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="visits-${period.from}-${period.to}.csv"`)
      .send(csv);
  });
}, 'visits');
