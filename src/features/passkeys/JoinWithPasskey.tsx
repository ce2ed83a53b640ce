// Joining from an invitation with a passkey instead of a password: the new member names the device,
// the browser makes the passkey (fingerprint, face or PIN), and the server makes the account with it
// and no password, and signs it in. Then a word on keeping a second way in (another passkey, or a
// password from Account), so that losing this device does not lock the member out.
import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { PASSKEY_NAME_MAX } from '../../api/passkeyContract';
import { controlProps, FormField } from '../../ui/FormField';
import { useJoinOptionsMutation, useJoinWithPasskeyMutation } from './passkeyApi';
import { fieldProblem, passkeyProblem } from './passkeyErrors';
import '../../ui/FormProblem.css';
import './FirstPasskey.css';

export interface JoinWithPasskeyProps {
  token: string;
  /** Back to choosing a password. */
  onPassword: () => void;
  /** Joined and signed in: on into the area. */
  onDone: () => void;
}

const HINT = 'Say where it is, such as “Eli’s phone” or “Salon laptop”.';

export function JoinWithPasskey({ token, onPassword, onDone }: JoinWithPasskeyProps) {
  const id = useId();
  const [joinOptions] = useJoinOptionsMutation();
  const [join] = useJoinWithPasskeyMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (joined) next.current?.focus();
  }, [joined]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem('Give the passkey a name, such as the device it is on (“Eli’s phone”).');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const options = await joinOptions({ token }).unwrap();
      const response = await startRegistration({ optionsJSON: options });
      await join({ token, name: trimmed, response }).unwrap();
      setJoined(trimmed);
    } catch (error) {
      setProblem(fieldProblem(error, 'name') ?? passkeyProblem(error));
    } finally {
      setBusy(false);
    }
  };

  if (joined) {
    return (
      <div className="first-passkey">
        <p className="first-passkey__text" role="status">
          You are in. The passkey “{joined}” signs you in: next time, choose “Sign in with a passkey”. Keep a second way
          in, should you lose this device: on Account, add a passkey on another device, or set a password.
        </p>
        <button ref={next} type="button" className="button first-passkey__button" onClick={onDone}>
          Go to the salon area
        </button>
      </div>
    );
  }
  const errors = problem ? [problem] : [];
  return (
    <form
      className="first-passkey"
      noValidate
      aria-label="Join with a passkey"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField id={`${id}-name`} label="Name it after this device" hint={HINT} errors={errors}>
        <input
          {...controlProps(`${id}-name`, { hint: HINT, errors })}
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <button type="submit" className="button first-passkey__button" aria-disabled={busy || undefined}>
        {busy ? 'Waiting for your passkey…' : 'Make a passkey and join'}
      </button>
      <button type="button" className="button button--ghost first-passkey__button" onClick={onPassword}>
        Use a password instead
      </button>
    </form>
  );
}
