// Changing the password: the current one, then the new one twice. An account without a password (its
// member joined with a passkey) sets a first one: no current password, a passkey's answer confirms it
// (given by the page, `confirmWithPasskey`). What is wrong is said beside the field; once changed or
// set, every other browser signed in to the account is signed out.
import { useId, useState, type SubmitEvent } from 'react';
import { isApiError } from '../../api/apiError';
import { PASSWORD_LIMITS, type PasswordChange } from '../../api/adminContract';
import type { ValidationErrorBody } from '../../api/types';
import { controlProps, FormField } from '../../ui/FormField';
import { useChangePasswordMutation } from '../../api/authApi';
import { PasswordInput } from '../../ui/PasswordInput';
import '../../ui/FormProblem.css';
import './PasswordForm.css';

type Field = 'current_password' | 'password' | 'password_confirmation';

const EMPTY: Record<Field, string> = { current_password: '', password: '', password_confirmation: '' };

const FIELDS: ReadonlyArray<{
  name: Field;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}> = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'password',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_LIMITS.min} characters. A few unrelated words in a row are easy to remember and hard to guess.`,
  },
  { name: 'password_confirmation', label: 'New password again', autoComplete: 'new-password' },
];

/** What the browser's refusal of a passkey means, for the form's own line. */
const passkeyRefusal = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
    ? 'The passkey was not used: it was cancelled, or took too long. Please try again.'
    : 'Your passkey could not confirm it. Please try again.';

export interface PasswordFormProps {
  /** False for an account without a password: it sets a first one, confirmed by a passkey. */
  hasPassword: boolean;
  /** A passkey's answer confirming the change (the browser's ceremony), for an account without a password. */
  confirmWithPasskey: () => Promise<NonNullable<PasswordChange['passkey']>>;
}

export function PasswordForm({ hasPassword, confirmWithPasskey }: PasswordFormProps) {
  const id = useId();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | 'passkey', string[]>>>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = isLoading || confirming;

  /** The change's request: the current password, or a passkey's answer for a first password. */
  const request = async (): Promise<PasswordChange | null> => {
    if (hasPassword) return values;
    // The new password's own checks first, so that a refused one does not cost a passkey's ceremony.
    // (A first look only: the server counts characters as it hashes them, and says the rest.)
    if (values.password.normalize('NFKC').length < PASSWORD_LIMITS.min) {
      setErrors({ password: [`Choose a password of at least ${PASSWORD_LIMITS.min} characters.`] });
      return null;
    }
    if (values.password.normalize('NFKC') !== values.password_confirmation.normalize('NFKC')) {
      setErrors({ password_confirmation: ['The two new passwords are not the same.'] });
      return null;
    }
    setConfirming(true);
    try {
      return { ...values, current_password: '', passkey: await confirmWithPasskey() };
    } catch (error) {
      setErrors({ passkey: [isApiError(error) ? error.message : passkeyRefusal(error)] });
      return null;
    } finally {
      setConfirming(false);
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    setErrors({});
    const change = await request();
    if (!change) return;
    try {
      await changePassword(change).unwrap();
      setValues(EMPTY);
      setOutcome(
        hasPassword
          ? 'Your password is changed. Any other browser signed in to your account has been signed out.'
          : 'Your password is set: it signs you in too, beside your passkeys. Any other browser signed in to your account has been signed out.',
      );
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 422) setErrors((error.data as ValidationErrorBody | undefined)?.errors ?? {});
      if (error.status === 429) setErrors({ [hasPassword ? 'current_password' : 'passkey']: [error.message] });
    }
  };

  const fields = hasPassword ? FIELDS : FIELDS.filter((field) => field.name !== 'current_password');
  const label = hasPassword ? 'Change password' : 'Set a password';
  return (
    <form className="password-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={label}>
      <p className="area-notice" role="status">
        {outcome}
      </p>
      {!hasPassword && (
        <p className="password-form__text">
          Your account has no password: your passkeys sign you in. A password is a second way in, should you lose them.
          Your browser asks for one of your passkeys to confirm it.
        </p>
      )}
      {errors.passkey && (
        <p className="form-problem" role="alert">
          {errors.passkey[0]}
        </p>
      )}
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const fieldErrors = errors[field.name] ?? [];
        return (
          <FormField key={field.name} id={fieldId} label={field.label} hint={field.hint} errors={fieldErrors}>
            <PasswordInput
              {...controlProps(fieldId, { hint: field.hint, errors: fieldErrors })}
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            />
          </FormField>
        );
      })}
      <button type="submit" className="button password-form__submit" aria-disabled={busy || undefined}>
        {hasPassword ? (busy ? 'Changing…' : 'Change password') : busy ? 'Setting…' : 'Set password'}
      </button>
    </form>
  );
}
