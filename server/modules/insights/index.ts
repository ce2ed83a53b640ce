// What the server and the other modules may use of the visit counter: its storage and report (and the
// thread reports are built in, and how long its lists are), the beacons' route, its housekeeping, and
// the report's signed-in routes.
export { createInsights, DEFAULT_ANALYTICS, type AnalyticsOptions, type Insights } from './insights';
export { REPORT_LIST_LIMIT } from './report';
export { createReportThread } from './reportWorker';
export { collectRoutes, insightsHousekeeping } from './routes';
export { insightsReportRoutes } from './reportRoutes';
