// Asks for the current password before a change to how the owner signs in (adding or removing a
// passkey, the requirement, new recovery codes): a session left open is not enough for those. The
// caller gives it a new key each time it opens, so that no password typed before stays in it.
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { Dialog } from '../../ui/Dialog';
import { controlProps, FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import '../../ui/ConfirmDialog.css';

export interface PasswordCheckDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** What is wrong with the password (or the request), shown under the field. */
  problem: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

export function PasswordCheckDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  problem,
  onConfirm,
  onClose,
}: PasswordCheckDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const errors = problem ? [problem] : [];

  const close = () => {
    setPassword('');
    onClose();
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm(password);
  };

  return (
    <Dialog open={open} onClose={close} labelledBy={`${id}-title`} className="confirm-dialog">
      <form className="confirm-dialog__box" noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {title}
        </h2>
        <div className="confirm-dialog__text">{children}</div>
        <FormField id={`${id}-password`} label="Your current password" errors={errors}>
          <PasswordInput
            {...controlProps(`${id}-password`, { errors })}
            name="current_password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
        </FormField>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="button button--accent" aria-disabled={busy || undefined}>
            {busy ? 'Checking…' : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
