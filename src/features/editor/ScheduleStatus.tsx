// In the draft's bar: the publish waiting for its minute, with Cancel (no question asked: scheduling
// again undoes it), or the one whose minute came and that could not be published, with why.
import type { ScheduledPublish } from '../../api/adminContract';
import { scheduledWhen } from './scheduleTime';

export interface ScheduleStatusProps {
  schedule: ScheduledPublish;
  busy: boolean;
  /** Cancels the schedule waiting, or clears the failure shown. */
  onCancel: () => void;
}

export function ScheduleStatus({ schedule, busy, onCancel }: ScheduleStatusProps) {
  const when = scheduledWhen(schedule);
  const failed = schedule.state === 'failed';
  return (
    <div
      className={failed ? 'schedule-status schedule-status--failed' : 'schedule-status'}
      role={failed ? 'alert' : undefined}
    >
      <p className="schedule-status__line">
        {failed ? (
          <>
            The publish scheduled for {when} did not happen, and nothing was published. {schedule.failure}
          </>
        ) : (
          <>
            <strong>Scheduled for {when}</strong>, by {schedule.scheduledBy}
            {schedule.note && <>: “{schedule.note}”</>}. The draft as it was then goes on the site.
          </>
        )}
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          if (!busy) onCancel();
        }}
        aria-disabled={busy || undefined}
      >
        {failed ? 'Dismiss' : 'Cancel schedule'}
      </button>
    </div>
  );
}
