// For an account without a password: a passkey's answer stands for the current password when a
// change to how it signs in is confirmed. The server's options name the account's own passkeys, and
// the browser asks for the fingerprint, face or PIN; the answer goes in the change's own request.
import { startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useCallback } from 'react';
import { useConfirmationOptionsMutation } from './passkeyApi';

export function usePasskeyConfirmation(): () => Promise<AuthenticationResponseJSON> {
  const [confirmationOptions] = useConfirmationOptionsMutation();
  return useCallback(async () => {
    const options = await confirmationOptions().unwrap();
    return startAuthentication({ optionsJSON: options.data });
  }, [confirmationOptions]);
}
