// A scheduled publish's time as the editor shows and takes it: the salon's wall clock in its time zone,
// whatever the zone of the browser it is read in.
import { SCHEDULE_MIN_LEAD_MS, type ScheduledPublish } from '../../api/adminContract';

const partsIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The wall clock in `timeZone` at `ms`: { date: 'YYYY-MM-DD', time: 'HH:MM' }, as the date and time fields take them. */
export function localTimeIn(timeZone: string, ms: number): { date: string; time: string } {
  const part = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(ms)
      .map(({ type, value }) => [type, value]),
  );
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** Time enough to confirm the form before the earliest minute is too close for the server. */
const CONFIRM_MS = 20_000;

/** The first minute a publish can be scheduled for, a little over a minute from `now`, in `timeZone`. */
export function earliestMinute(timeZone: string, now = Date.now()): { date: string; time: string } {
  const minute = 60_000;
  return localTimeIn(timeZone, Math.ceil((now + SCHEDULE_MIN_LEAD_MS + CONFIRM_MS) / minute) * minute);
}

/** "Tue, Dec 1, 09:00 (Europe/London)", in the browser's language, on the salon's clock. */
export function scheduledWhen(schedule: Pick<ScheduledPublish, 'publishAt' | 'timeZone'>): string {
  const when = new Intl.DateTimeFormat(undefined, {
    timeZone: schedule.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(schedule.publishAt));
  return `${when} (${schedule.timeZone})`;
}
