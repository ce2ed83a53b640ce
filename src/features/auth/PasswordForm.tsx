// Changing the password: the current one, then the new one twice. What is wrong is said beside the
// field; once changed, every other browser signed in to the account is signed out.
import { useId, useState, type SubmitEvent } from 'react';
import type { ApiError } from '../../api/baseQuery';
import { PASSWORD_LIMITS, type PasswordChange } from '../../api/adminContract';
import type { ValidationErrorBody } from '../../api/types';
import { controlProps, FormField } from '../../ui/FormField';
import { useChangePasswordMutation } from '../../api/authApi';
import { PasswordInput } from '../../ui/PasswordInput';
import './PasswordForm.css';

type Field = keyof PasswordChange;

const EMPTY: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

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

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && typeof (error as ApiError).status === 'number';

export function PasswordForm() {
  const id = useId();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [outcome, setOutcome] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setOutcome(null);
    try {
      await changePassword(values).unwrap();
      setValues(EMPTY);
      setErrors({});
      setOutcome('Your password is changed. Any other browser signed in to your account has been signed out.');
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 422) setErrors((error.data as ValidationErrorBody | undefined)?.errors ?? {});
      if (error.status === 429) setErrors({ current_password: [error.message] });
    }
  };

  return (
    <form className="password-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Change password">
      <p className="area-notice" role="status">
        {outcome}
      </p>
      {FIELDS.map((field) => {
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
      <button type="submit" className="button password-form__submit" aria-disabled={isLoading || undefined}>
        {isLoading ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
