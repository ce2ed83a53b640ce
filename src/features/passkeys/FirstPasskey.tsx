// The step after joining from an invitation: the new member, signed in with the password just chosen,
// may add a passkey at once (or not now). The password goes only into the registration's request, as
// the account page's own "Add a passkey" asks for it. A browser without passkeys skips the step.
import { startRegistration } from '@simplewebauthn/browser';
import { useEffect } from 'react';
import { NewPasskeyForm } from './NewPasskeyForm';
import { useAddPasskeyMutation, useRegistrationOptionsMutation } from './passkeyApi';
import { useWebAuthnSupport } from './useWebAuthnSupport';

export function FirstPasskey({ password, onDone }: { password: string; onDone: () => void }) {
  const supported = useWebAuthnSupport(true);
  const [registrationOptions] = useRegistrationOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();

  useEffect(() => {
    if (!supported) onDone();
  }, [supported, onDone]);

  // Going on into the area (above).
  if (!supported) return null;
  return (
    <NewPasskeyForm
      label="Add a passkey"
      intro="You are in. Add a passkey now? It signs you in with the fingerprint, face or PIN of this phone or computer, without your password, and no fake page can catch it."
      submitLabel="Add a passkey"
      busyLabel="Adding the passkey…"
      other={{ label: 'Not now', onClick: onDone }}
      make={async (name) => {
        const options = await registrationOptions({ current_password: password }).unwrap();
        const response = await startRegistration({ optionsJSON: options.data });
        await addPasskey({ name, response }).unwrap();
      }}
      made={(name) => `The passkey “${name}” is added. Next time, choose “Sign in with a passkey”.`}
      onDone={onDone}
    />
  );
}
