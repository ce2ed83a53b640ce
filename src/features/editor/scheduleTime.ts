// A scheduled publish's time as the editor shows and takes it: the salon's wall clock in its time zone,
// whatever the zone of the browser it is read in.
import { SCHEDULE_MIN_LEAD_MS, type ScheduledPublish } from '../../api/adminContract';
import { localTimeAt } from '../../api/zonedTime';

/** Time enough to confirm the form before the earliest minute is too close for the server. */
const CONFIRM_MS = 20_000;

/** The first minute a publish can be scheduled for, a little over a minute from `now`, in `timeZone`. */
export function earliestMinute(timeZone: string, now = Date.now()): { date: string; time: string } {
  const minute = 60_000;
  return localTimeAt(Math.ceil((now + SCHEDULE_MIN_LEAD_MS + CONFIRM_MS) / minute) * minute, timeZone);
}

/**
 * "Tue, Dec 1, 09:00 (Europe/London)", in the browser's language, on the salon's clock: 24-hour whatever
 * the language's habit (not "09:00 AM"), as the server's messages give times.
 */
export function scheduledWhen(schedule: Pick<ScheduledPublish, 'publishAt' | 'timeZone'>): string {
  const when = new Intl.DateTimeFormat(undefined, {
    timeZone: schedule.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(schedule.publishAt));
  return `${when} (${schedule.timeZone})`;
}
