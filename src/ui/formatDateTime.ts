// Times as people read them, in their own language and time zone: "25 Nov 2026, 14:05".
const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The time of an ISO 8601 string, or the string itself when it is not one. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dayAndMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A time in a list, as short as it can be: "14:05" today, "25 Nov" this year, "25 Nov 2025" before. */
export function formatShortDate(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  if (at.toDateString() === now.toDateString()) return time.format(at);
  if (at.getFullYear() === now.getFullYear()) return dayAndMonth.format(at);
  return date.format(at);
}
