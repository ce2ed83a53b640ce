// What the server may use of the visit counter: its storage and report (and the thread reports are
// built in), the beacons' route, its housekeeping, and the report's signed-in routes.
export { createInsights, DEFAULT_ANALYTICS, type AnalyticsOptions } from './insights';
export { createReportThread } from './reportWorker';
export { collectRoutes, insightsHousekeeping } from './routes';
export { insightsReportRoutes } from './reportRoutes';
