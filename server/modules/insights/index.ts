// What the server and the admin area may use of the visit counter: its storage and report (and the
// thread reports are built in), the collection route, and its housekeeping.
export * from './classify';
export { addDays, dayOf } from './days';
export * from './insights';
export * from './routes';
export { MAX_REPORT_DAYS, REPORT_LIST_LIMIT } from './report';
export { createReportThread } from './reportWorker';
export { insightsReportRoutes } from './reportRoutes';
