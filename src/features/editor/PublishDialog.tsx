// Asks before publishing, with a note for the history ("New prices for spring"), optional.
import { useId, useState } from 'react';
import { NOTE_MAX } from '../../api/adminContract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { controlProps, FormField } from '../../ui/FormField';

export interface PublishDialogProps {
  open: boolean;
  busy: boolean;
  /** Why the last try failed, shown under the note. */
  problem: string | null;
  /** When a publish is scheduled: publishing now cancels it. */
  scheduled?: string | null;
  onPublish: (note: string) => void;
  onClose: () => void;
}

export function PublishDialog({ open, busy, problem, scheduled = null, onPublish, onClose }: PublishDialogProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const hint = 'Optional. Shown in the history beside this version.';
  const errors = problem ? [problem] : [];
  return (
    <ConfirmDialog
      open={open}
      title="Publish your changes?"
      confirmLabel={busy ? 'Publishing…' : 'Publish'}
      cancelLabel="Not yet"
      busy={busy}
      onConfirm={() => onPublish(note)}
      onClose={onClose}
    >
      <p>Visitors see the draft from now on. The version they see now stays in the history.</p>
      {scheduled && (
        <p>
          The publish scheduled for {scheduled} is cancelled: the whole draft, its scheduled changes too, goes on the
          site now.
        </p>
      )}
      <FormField id={id} label="Note" hint={hint} errors={errors}>
        <textarea
          {...controlProps(id, { hint, errors })}
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
