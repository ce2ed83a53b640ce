// Asks when to publish the draft: a day and a time on the salon's clock (its time zone, named), and a
// note for the history. Says what goes on the site then: the draft as it is now, not later changes.
import { useEffect, useId, useState } from 'react';
import { NOTE_MAX, type SalonSettings } from '../../api/adminContract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { controlProps, FormField } from '../../ui/FormField';
import { earliestMinute } from './scheduleTime';

export interface ScheduleChoice {
  date: string;
  time: string;
  note: string;
}

export interface ScheduleDialogProps {
  open: boolean;
  busy: boolean;
  /** The salon's time zone, once known. */
  settings: SalonSettings | undefined;
  /** Why the last try failed: by field (date, time, note), or for the whole. */
  problems: { date?: string[]; time?: string[]; note?: string[]; other?: string };
  /** A publish is waiting: scheduling replaces it. */
  replacing: string | null;
  onSchedule: (choice: ScheduleChoice) => void;
  onClose: () => void;
}

/** The form, drawn afresh each time the dialog opens, with the earliest minute filled in. */
function ScheduleFields({
  timeZone,
  chosen,
  problems,
  onChange,
}: {
  timeZone: string;
  chosen: boolean;
  problems: ScheduleDialogProps['problems'];
  onChange: (choice: ScheduleChoice) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<ScheduleChoice>(() => ({ ...earliestMinute(timeZone), note: '' }));
  // What is sent is what is shown, the minute filled in included.
  useEffect(() => onChange(choice), [choice, onChange]);
  const change = (part: Partial<ScheduleChoice>) => setChoice({ ...choice, ...part });
  const zoneHint = chosen
    ? `On the salon’s clock: ${timeZone}.`
    : `On the server’s clock (${timeZone}) until an owner sets the salon’s time zone on the Account page.`;
  const noteHint = 'Optional. Shown in the history beside the version it makes.';
  return (
    <>
      <div className="schedule-dialog__when">
        <FormField id={`${id}-date`} label="Day" errors={problems.date}>
          <input
            {...controlProps(`${id}-date`, { errors: problems.date })}
            type="date"
            required
            value={choice.date}
            onChange={(event) => change({ date: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-time`} label="Time" hint={zoneHint} errors={problems.time}>
          <input
            {...controlProps(`${id}-time`, { hint: zoneHint, errors: problems.time })}
            type="time"
            required
            value={choice.time}
            onChange={(event) => change({ time: event.target.value })}
          />
        </FormField>
      </div>
      <FormField id={`${id}-note`} label="Note" hint={noteHint} errors={problems.note}>
        <textarea
          {...controlProps(`${id}-note`, { hint: noteHint, errors: problems.note })}
          rows={2}
          maxLength={NOTE_MAX}
          value={choice.note}
          onChange={(event) => change({ note: event.target.value })}
        />
      </FormField>
    </>
  );
}

export function ScheduleDialog({
  open,
  busy,
  settings,
  problems,
  replacing,
  onSchedule,
  onClose,
}: ScheduleDialogProps) {
  const [choice, setChoice] = useState<ScheduleChoice | null>(null);
  return (
    <ConfirmDialog
      open={open}
      title="Publish your changes later?"
      confirmLabel={busy ? 'Scheduling…' : 'Schedule'}
      cancelLabel="Not yet"
      busy={busy || !choice}
      onConfirm={() => {
        if (choice) onSchedule(choice);
      }}
      onClose={() => {
        setChoice(null);
        onClose();
      }}
    >
      <p>
        The draft as it is now goes on the site at that minute. Changes you make after scheduling stay in the draft and
        are not part of it: schedule again to take them along.
      </p>
      {replacing && <p>This replaces the publish scheduled for {replacing}.</p>}
      {open && settings && (
        <ScheduleFields
          timeZone={settings.timeZone}
          chosen={settings.timeZoneChosen}
          problems={problems}
          onChange={setChoice}
        />
      )}
      {!settings && <p>Loading the salon’s time zone…</p>}
      {problems.other && (
        <p className="form-field__error" role="alert">
          {problems.other}
        </p>
      )}
    </ConfirmDialog>
  );
}
