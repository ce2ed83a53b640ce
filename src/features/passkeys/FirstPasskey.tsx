// The step after joining from an invitation: the new member, signed in with the password just chosen,
// may add a passkey at once (or not now). The password goes only into the registration's request, as
// the account page's own "Add a passkey" asks for it. A browser without passkeys skips the step.
import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { PASSKEY_NAME_MAX } from '../../api/passkeyContract';
import { controlProps, FormField } from '../../ui/FormField';
import { useAddPasskeyMutation, useRegistrationOptionsMutation } from './passkeyApi';
import { fieldProblem, passkeyProblem } from './passkeyErrors';
import { useWebAuthnSupport } from './useWebAuthnSupport';
import '../../ui/FormProblem.css';
import './FirstPasskey.css';

export function FirstPasskey({ password, onDone }: { password: string; onDone: () => void }) {
  const id = useId();
  const supported = useWebAuthnSupport(true);
  const [registrationOptions] = useRegistrationOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!supported) onDone();
  }, [supported, onDone]);
  useEffect(() => {
    if (added) next.current?.focus();
  }, [added]);

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
      const options = await registrationOptions({ current_password: password }).unwrap();
      const response = await startRegistration({ optionsJSON: options.data });
      await addPasskey({ name: trimmed, response }).unwrap();
      setAdded(trimmed);
    } catch (error) {
      setProblem(fieldProblem(error, 'name') ?? passkeyProblem(error));
    } finally {
      setBusy(false);
    }
  };

  // Going on into the area (above).
  if (!supported) return null;
  if (added) {
    return (
      <div className="first-passkey">
        <p className="first-passkey__text" role="status">
          The passkey “{added}” is added. Next time, choose “Sign in with a passkey”.
        </p>
        <button ref={next} type="button" className="button first-passkey__button" onClick={onDone}>
          Go to the salon area
        </button>
      </div>
    );
  }
  const errors = problem ? [problem] : [];
  return (
    <form className="first-passkey" noValidate aria-label="Add a passkey" onSubmit={(event) => void onSubmit(event)}>
      <p className="first-passkey__text" role="status">
        You are in. Add a passkey now? It signs you in with the fingerprint, face or PIN of this phone or computer,
        without your password, and no fake page can catch it.
      </p>
      <FormField id={`${id}-name`} label="Name it after this device" errors={errors}>
        <input
          {...controlProps(`${id}-name`, { errors })}
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <button type="submit" className="button first-passkey__button" aria-disabled={busy || undefined}>
        {busy ? 'Adding the passkey…' : 'Add a passkey'}
      </button>
      <button type="button" className="button button--ghost first-passkey__button" onClick={onDone}>
        Not now
      </button>
    </form>
  );
}
