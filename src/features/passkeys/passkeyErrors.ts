// What went wrong with a passkey, in words for the owner: the server's own message when it answered,
// else what the browser's refusal means.
import { isApiError } from '../../api/apiError';

/** The field errors of a 422, or a message for anything else. */
export function passkeyProblem(error: unknown): string {
  if (isApiError(error)) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey was not used: it was cancelled, or took too long. Please try again.';
  }
  if (name === 'InvalidStateError') return 'This device’s passkey is added already.';
  if (name === 'NotSupportedError' || name === 'SecurityError') {
    return 'This browser cannot use passkeys on this site. Try another browser, or sign in with your password.';
  }
  return 'Something went wrong with the passkey. Please try again.';
}

/** The message of a 422's field, else the answer's own message. */
export function fieldProblem(error: unknown, field: string): string | null {
  if (!isApiError(error)) return null;
  const errors = (error.data as { errors?: Record<string, string[]> } | undefined)?.errors;
  return errors?.[field]?.[0] ?? null;
}
