// The sign-in form: email and password (which may be pasted, filled in by a password manager, or
// shown while typed). A wrong email or password and too many attempts are said above the fields.
import { useId, useState, type SubmitEvent } from 'react';
import type { ApiError } from '../../api/baseQuery';
import { controlProps, FormField } from '../../ui/FormField';
import { useSignInMutation } from './authApi';
import { PasswordInput } from './PasswordInput';
import './SignInForm.css';

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && typeof (error as ApiError).status === 'number';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const [signIn, { isLoading }] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!email.trim() || !password) {
      setProblem('Enter your email and your password.');
      return;
    }
    setProblem(null);
    try {
      await signIn({ email, password }).unwrap();
      onSignedIn();
    } catch (error) {
      // 422 (wrong email or password) and 429 (wait a while) say so in their message.
      if (isApiError(error) && (error.status === 422 || error.status === 429)) {
        setProblem(error.message);
        setPassword('');
      }
    }
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      <p className="sign-in-form__problem" role="alert">
        {problem}
      </p>
      <FormField id={`${id}-email`} label="Email">
        <input
          {...controlProps(`${id}-email`, {})}
          type="email"
          name="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-password`} label="Password">
        <PasswordInput
          {...controlProps(`${id}-password`, {})}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </FormField>
      <button type="submit" className="button sign-in-form__submit" aria-disabled={isLoading || undefined}>
        {isLoading ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
