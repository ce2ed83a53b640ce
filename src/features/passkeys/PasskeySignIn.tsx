// "Sign in with a passkey" on /login: no email or password, the browser offers the passkeys it
// holds for this site and the owner unlocks one (fingerprint, face or PIN). Shown only where the
// browser can use passkeys.
import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { passkeyProblem } from './passkeyErrors';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './passkeyApi';
import { useWebAuthnSupport } from './useWebAuthnSupport';
import '../../ui/FormProblem.css';
import './PasskeySignIn.css';

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const supported = useWebAuthnSupport(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();

  if (!supported) return null;

  const onClick = async () => {
    if (working) return;
    setWorking(true);
    setProblem(null);
    try {
      const optionsJSON = await getOptions().unwrap();
      const response = await startAuthentication({ optionsJSON });
      await signIn(response).unwrap();
      onSignedIn();
    } catch (error) {
      setProblem(passkeyProblem(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">
        <span>or</span>
      </p>
      <p className="form-problem passkey-sign-in__problem" role="alert">
        {problem}
      </p>
      <button
        type="button"
        className="button button--ghost passkey-sign-in__button"
        aria-disabled={working || undefined}
        onClick={() => void onClick()}
      >
        {working ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      <p className="passkey-sign-in__hint">Uses the fingerprint, face or PIN of this device: no password needed.</p>
    </div>
  );
}
