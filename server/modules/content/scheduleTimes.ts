// The minute a publish is scheduled for, from the salon's local date and time in its time zone, with
// the refusals an owner can act on: a date or time that is not one, a time the clocks skip that night
// (with the first one after it), a time past or less than a minute ahead (with the time it is now there),
// a date too far ahead. A time the clocks show twice (the night they go back) is the first of the two.
import { instantOfLocalTime, isDay, localTimeAt } from '../../../src/api/zonedTime';
import type { Refusal } from './drafts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tue 1 Dec 2026" for "2026-12-01". */
const dayOf = (date: string) => dayFormat.format(Date.parse(`${date}T00:00:00Z`)).replace(',', '');

/** "Tue 1 Dec 2026, 09:00 (Europe/London)": a schedule's time as the activity log and messages say it. */
export const whenScheduled = (date: string, time: string, timeZone: string) => `${dayOf(date)}, ${time} (${timeZone})`;

const refused = (field: 'date' | 'time', problem: string): Refusal => ({
  ok: false,
  status: 422,
  message: problem,
  errors: { [field]: [problem] },
});

export function scheduledInstant(
  date: unknown,
  time: unknown,
  timeZone: string,
  now: number,
  { minLeadMs, maxDaysAhead }: { minLeadMs: number; maxDaysAhead: number },
): { ok: true; at: number } | Refusal {
  if (typeof date !== 'string' || !isDay(date)) return refused('date', 'Choose the day to publish on.');
  if (typeof time !== 'string' || !TIME.test(time)) {
    return refused('time', 'Choose the time to publish at, in hours and minutes.');
  }
  const instant = instantOfLocalTime(date, time, timeZone);
  if (!instant.ok) {
    const { next } = instant;
    const after = next.date === date ? next.time : `${next.time} on ${dayOf(next.date)}`;
    return refused(
      'time',
      `The clocks in ${timeZone} skip ${time} on ${dayOf(date)}: they go forward that night. Choose ${after} or later.`,
    );
  }
  if (instant.at - now < minLeadMs) {
    const here = localTimeAt(now, timeZone);
    const past = instant.at <= now ? 'That time has passed' : 'That is less than a minute from now';
    return refused(
      'time',
      `${past}: it is ${here.time} on ${dayOf(here.date)} in ${timeZone}. Choose a time at least a minute ahead.`,
    );
  }
  if (instant.at - now > maxDaysAhead * 24 * 60 * 60_000) {
    return refused('date', `Choose a day within ${maxDaysAhead} days from today.`);
  }
  return { ok: true, at: instant.at };
}
