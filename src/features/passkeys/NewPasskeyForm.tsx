// Naming a new passkey and making it, right after joining: the member names the device, `make` runs
// the browser's ceremony (fingerprint, face or PIN) and the server's side with that name, then a word
// that it is done and the way on. The first passkey after joining with a password, and joining with
// a passkey instead, differ only in what `make` asks the server and in their words.
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { PASSKEY_NAME_MAX } from '../../api/passkeyContract';
import { controlProps, FormField } from '../../ui/FormField';
import { fieldProblem, passkeyProblem } from './passkeyErrors';
import '../../ui/FormProblem.css';
import './FirstPasskey.css';

export interface NewPasskeyFormProps {
  /** The form's name, for assistive technology. */
  label: string;
  /** Said above the field. */
  intro?: ReactNode;
  hint?: string;
  submitLabel: string;
  busyLabel: string;
  /** The other way on, beside the submit button. */
  other: { label: string; onClick: () => void };
  /** Makes the passkey, named `name`; rejects with the server's or the browser's refusal. */
  make: (name: string) => Promise<void>;
  /** What is said once the passkey `name` is made. */
  made: (name: string) => ReactNode;
  /** On into the area. */
  onDone: () => void;
}

export function NewPasskeyForm({
  label,
  intro,
  hint,
  submitLabel,
  busyLabel,
  other,
  make,
  made,
  onDone,
}: NewPasskeyFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (done) next.current?.focus();
  }, [done]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem('Give the passkey a name, such as the device it is on (“Ana’s phone”).');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await make(trimmed);
      setDone(trimmed);
    } catch (error) {
      setProblem(fieldProblem(error, 'name') ?? passkeyProblem(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="first-passkey">
        <p className="first-passkey__text" role="status">
          {made(done)}
        </p>
        <button ref={next} type="button" className="button first-passkey__button" onClick={onDone}>
          Go to the salon area
        </button>
      </div>
    );
  }
  const errors = problem ? [problem] : [];
  return (
    <form className="first-passkey" noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      {intro && (
        <p className="first-passkey__text" role="status">
          {intro}
        </p>
      )}
      <FormField id={`${id}-name`} label="Name it after this device" hint={hint} errors={errors}>
        <input
          {...controlProps(`${id}-name`, { hint, errors })}
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <button type="submit" className="button first-passkey__button" aria-disabled={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
      <button type="button" className="button button--ghost first-passkey__button" onClick={other.onClick}>
        {other.label}
      </button>
    </form>
  );
}
