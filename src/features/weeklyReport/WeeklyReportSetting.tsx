// Whether the signed-in owner gets the weekly report of the visits by email: one checkbox on the
// account page, off until ticked, which says when the server sends no mail, and when a change failed.
import { useId } from 'react';
import { useGetWeeklyReportQuery, useSetWeeklyReportMutation } from './weeklyReportApi';
import '../../ui/FormProblem.css';
import './WeeklyReportSetting.css';

export function WeeklyReportSetting() {
  const { data: choice, isError, refetch } = useGetWeeklyReportQuery(undefined, { refetchOnMountOrArgChange: true });
  // The last change's failure, until the next one: the box itself goes back to the choice kept.
  const [save, { error: saveError }] = useSetWeeklyReportMutation();
  const aboutId = useId();
  if (isError) {
    return (
      <p role="alert">
        Your choice of the weekly report could not be loaded.{' '}
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!choice) return <p>Loading…</p>;
  // Turning it off stays possible on a server that no longer sends mail.
  const locked = !choice.mailEnabled && !choice.subscribed;
  return (
    <>
      <label className="weekly-report-setting__choice">
        <input
          type="checkbox"
          className="weekly-report-setting__box"
          checked={choice.subscribed}
          // Not while saving: that would drop the keyboard's focus (a second click sends the same choice).
          disabled={locked}
          aria-describedby={aboutId}
          onChange={(event) => void save(event.target.checked)}
        />
        Email me a weekly report — {choice.weekday}s at {choice.time} (salon time)
      </label>
      {saveError && (
        <p className="form-problem weekly-report-setting__problem" role="alert">
          Your choice of the weekly report could not be saved, and stays as the box shows. {saveError.message}
        </p>
      )}
      <p id={aboutId}>
        Last week’s visitors, bookings started and made, messages, the pages viewed most, where visitors came from and
        how fast the pages were, each against the week before, with a link to the full report. Salon time is{' '}
        {choice.timeZone}. Every email has a link that stops it in one click.
        {!choice.mailEnabled &&
          ' This server sends no email yet: whoever runs it sets SMTP_URL and NOTIFY_EMAIL (the README’s “Notifications” says how).'}
      </p>
    </>
  );
}
