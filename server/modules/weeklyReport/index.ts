// What the server may use of the weekly report by email: its plugin (the owner's choice, the
// unsubscribe link, the timer that sends it) and what it is given.
export { weeklyReport, type WeeklyReportOptions } from './plugin';
export type { WeeklyReports } from './reports';
