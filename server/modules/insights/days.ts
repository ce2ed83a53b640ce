// Days as the report names them: YYYY-MM-DD in the server's time zone.

import { addDays } from '../../../src/api/zonedTime';

// The calendar's days are the same on the server and in the browser.
export { addDays, isDay } from '../../../src/api/zonedTime';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Days from `from` to `to`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The day of a moment, in the server's time zone. */
export function dayOf(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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
