// The dashboard's report, injected into the one API slice: one period (and the one before it) at a time.
import { config } from '../../../config';
import { contentApi } from '../../../api/contentApi';
import {
  INSIGHTS_CSV_PATH,
  INSIGHTS_REPORT_PATH,
  type InsightsPeriod,
  type InsightsReport,
} from '../../../api/insightsContract';

const periodParams = ({ from, to }: InsightsPeriod) => new URLSearchParams({ from, to });

/** The address of a period's days as CSV, downloaded by the browser with the session's cookie. */
export const insightsCsvUrl = (period: InsightsPeriod): string =>
  `${config.apiBase}${INSIGHTS_CSV_PATH}?${periodParams(period).toString()}`;

export const insightsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getInsightsReport: build.query<InsightsReport, InsightsPeriod>({
      query: (period) => ({ url: INSIGHTS_REPORT_PATH, params: Object.fromEntries(periodParams(period)) }),
    }),
  }),
});

export const { useGetInsightsReportQuery } = insightsApi;
