// Asks for the current password before a change to how the owner signs in (adding or removing a
// passkey, the requirement, new recovery codes): a session left open is not enough for those. An
// account without a password (its member joined with a passkey) confirms with one of its passkeys
// instead. The caller gives it a new key each time it opens, so that no password typed before stays
// in it.
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { useGetSessionQuery } from '../../api/authApi';
import type { Confirmation } from '../../api/passkeyContract';
import { Dialog } from '../../ui/Dialog';
import { controlProps, FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { passkeyProblem } from './passkeyErrors';
import { usePasskeyConfirmation } from './usePasskeyConfirmation';
import '../../ui/ConfirmDialog.css';
import '../../ui/FormProblem.css';

export interface PasswordCheckDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** What is wrong with the password (or the request), shown under the field. */
  problem: string | null;
  onConfirm: (confirmation: Confirmation) => void;
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
  const { data: session } = useGetSessionQuery();
  const withPasskey = session?.account.hasPassword === false;
  const confirmWithPasskey = usePasskeyConfirmation();
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const [passkeyRefused, setPasskeyRefused] = useState<string | null>(null);
  const shown = passkeyRefused ?? problem;
  const errors = shown ? [shown] : [];

  const close = () => {
    setPassword('');
    onClose();
  };
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || asking) return;
    if (!withPasskey) {
      onConfirm({ current_password: password });
      return;
    }
    setAsking(true);
    setPasskeyRefused(null);
    try {
      onConfirm({ passkey: await confirmWithPasskey() });
    } catch (error) {
      setPasskeyRefused(passkeyProblem(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} labelledBy={`${id}-title`} className="confirm-dialog">
      <form className="confirm-dialog__box" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {title}
        </h2>
        <div className="confirm-dialog__text">{children}</div>
        {withPasskey ? (
          <>
            <p className="confirm-dialog__text">
              Your account has no password: confirm with one of your passkeys (your browser asks for your fingerprint,
              face or PIN).
            </p>
            {shown && (
              <p className="form-problem" role="alert">
                {shown}
              </p>
            )}
          </>
        ) : (
          <FormField id={`${id}-password`} label="Your current password" errors={errors}>
            <PasswordInput
              {...controlProps(`${id}-password`, { errors })}
              name="current_password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
          </FormField>
        )}
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="button button--accent" aria-disabled={busy || asking || undefined}>
            {busy || asking ? 'Checking…' : withPasskey ? 'Confirm with your passkey' : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
