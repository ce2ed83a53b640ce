// Joining from an invitation with a passkey instead of a password: the new member names the device,
// the browser makes the passkey (fingerprint, face or PIN), and the server makes the account with it
// and no password, and signs it in. Then a word on keeping a second way in (another passkey, or a
// password from Account), so that losing this device does not lock the member out.
import { startRegistration } from '@simplewebauthn/browser';
import { NewPasskeyForm } from './NewPasskeyForm';
import { useJoinOptionsMutation, useJoinWithPasskeyMutation } from './passkeyApi';

export interface JoinWithPasskeyProps {
  token: string;
  /** Back to choosing a password. */
  onPassword: () => void;
  /** Joined and signed in: on into the area. */
  onDone: () => void;
}

export function JoinWithPasskey({ token, onPassword, onDone }: JoinWithPasskeyProps) {
  const [joinOptions] = useJoinOptionsMutation();
  const [join] = useJoinWithPasskeyMutation();
  return (
    <NewPasskeyForm
      label="Join with a passkey"
      hint="Say where it is, such as “Ana’s phone” or “Salon laptop”."
      submitLabel="Make a passkey and join"
      busyLabel="Waiting for your passkey…"
      other={{ label: 'Use a password instead', onClick: onPassword }}
      make={async (name) => {
        const options = await joinOptions({ token }).unwrap();
        const response = await startRegistration({ optionsJSON: options });
        await join({ token, name, response }).unwrap();
      }}
      made={(name) =>
        `You are in. The passkey “${name}” signs you in: next time, choose “Sign in with a passkey”. Keep a second way in, should you lose this device: on Account, add a passkey on another device, or set a password.`
      }
      onDone={onDone}
    />
  );
}
