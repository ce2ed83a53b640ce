// Joining the salon's area from an invitation's link (/join#token): what the invitation is for, then
// a password chosen twice, which makes the account and signs it in; or, where the page gives one
// (`withPasskey`: the browser can make passkeys), a passkey instead of the password. The token is
// read from the address's fragment, which browsers never send to a server, and is sent only in
// these requests' bodies. A link that cannot be used says so, and who can send a new one.
import { useEffect, useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { PASSWORD_LIMITS, roleLabels } from '../../api/adminContract';
import type { ApiError } from '../../api/baseQuery';
import type { ValidationErrorBody } from '../../api/types';
import { controlProps, FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { useHydrated } from '../../ui/useHydrated';
import { useAcceptInvitationMutation, useInvitationDetailsMutation } from './teamApi';
import '../../ui/FormProblem.css';
import './JoinForm.css';

type Field = 'password' | 'password_confirmation';

const HINT = `At least ${PASSWORD_LIMITS.min} characters. A few unrelated words in a row are easy to remember and hard to guess.`;

/** The invitation's token a passkey is made for, and the way back to the password. */
export interface PasskeyChoice {
  token: string;
  onPassword: () => void;
}

export interface JoinFormProps {
  /** Given the password chosen, for a passkey the new member may add at once. */
  onJoined: (password: string) => void;
  /** The form that joins with a passkey instead, where the browser can make one. */
  withPasskey?: ((choice: PasskeyChoice) => ReactNode) | undefined;
}

export function JoinForm({ onJoined, withPasskey }: JoinFormProps) {
  const id = useId();
  // In the browser only: the fragment never reaches the server's render.
  const token = useHydrated() ? window.location.hash.slice(1) : null;
  const [lookUp, lookedUp] = useInvitationDetailsMutation();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [passkey, setPasskey] = useState(false);

  useEffect(() => {
    if (token) void lookUp(token);
  }, [token, lookUp]);

  const details = lookedUp.data;
  const problem =
    token === '' ? 'This address has no invitation in it. Open the link from your invitation again.' : null;
  const lookUpError = (lookedUp.error as ApiError | undefined)?.message;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading || !token) return;
    const result = await accept({ token, ...values });
    if (!('error' in result)) {
      onJoined(values.password);
      return;
    }
    const error = result.error as ApiError;
    if (error.status === 422) setErrors((error.data as ValidationErrorBody | undefined)?.errors ?? {});
    else setRefused(error.message);
  };

  if (problem || lookUpError || refused) {
    return (
      <p className="form-problem" role="alert">
        {problem ?? refused ?? lookUpError}
      </p>
    );
  }
  if (!details) {
    return (
      <p className="join-form__text" role="status">
        Loading…
      </p>
    );
  }
  const invitedAs = (
    <>
      This invitation is for <strong>{details.email}</strong>, as <strong>{roleLabels[details.role]}</strong>.
    </>
  );
  if (passkey && withPasskey && token) {
    return (
      <div className="join-form">
        <p className="join-form__text">{invitedAs} Make a passkey to finish: no password to choose or remember.</p>
        {withPasskey({ token, onPassword: () => setPasskey(false) })}
      </div>
    );
  }
  return (
    <form className="join-form" noValidate aria-label="Join" onSubmit={(event) => void onSubmit(event)}>
      <p className="join-form__text">
        {invitedAs} Choose your password to finish{withPasskey ? ', or use a passkey instead' : ''}.
      </p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" autoComplete="username" value={details.email} readOnly hidden />
      {(
        [
          ['password', 'Password', HINT],
          ['password_confirmation', 'Password again', undefined],
        ] as const
      ).map(([name, label, hint]) => {
        const fieldId = `${id}-${name}`;
        const fieldErrors = errors[name] ?? [];
        return (
          <FormField key={name} id={fieldId} label={label} hint={hint} errors={fieldErrors}>
            <PasswordInput
              {...controlProps(fieldId, { hint, errors: fieldErrors })}
              name={name}
              autoComplete="new-password"
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            />
          </FormField>
        );
      })}
      <button type="submit" className="button join-form__submit" aria-disabled={isLoading || undefined}>
        {isLoading ? 'Joining…' : 'Join the salon area'}
      </button>
      {withPasskey && (
        <div className="join-form__other">
          <p className="join-form__or">
            <span>or</span>
          </p>
          <button type="button" className="button button--ghost join-form__button" onClick={() => setPasskey(true)}>
            Use a passkey instead
          </button>
          <p className="join-form__hint">
            Your fingerprint, face or PIN on this phone or computer signs you in: no password to remember, and no fake
            page can catch it.
          </p>
        </div>
      )}
    </form>
  );
}
