// Days as the report names them: YYYY-MM-DD in the salon's time zone.

import { addDays } from '../../../src/api/zonedTime';

// The calendar's days, and the day a zone's clocks show, are the same on the server and in the
// browser: the dashboard's "today" is the day the server counts visits on.
export { addDays, dayIn as dayOf, isDay } from '../../../src/api/zonedTime';

/** Days from `from` to `to`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));
}

/** The last day of a month written YYYY-MM. */
export function lastDayOfMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/** The month after a month written YYYY-MM. */
export function nextMonth(month: string): string {
  return addDays(lastDayOfMonth(month), 1).slice(0, 7);
}
