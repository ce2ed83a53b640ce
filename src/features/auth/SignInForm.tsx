// The sign-in form: email and password (which may be pasted, filled in by a password manager, or
// shown while typed). A wrong email or password and too many attempts are said above the fields.
// An account that requires a passkey refuses the password alone: the form then also asks for a
// recovery code, for the owner who lost the passkey.
import { useId, useState, type SubmitEvent } from 'react';
import { isApiError } from '../../api/apiError';
import { controlProps, FormField } from '../../ui/FormField';
import { useSignInMutation } from '../../api/authApi';
import { PasswordInput } from '../../ui/PasswordInput';
import '../../ui/FormProblem.css';
import './SignInForm.css';

const RECOVERY_HINT =
  'Lost your passkey? One of the codes you saved when you required it, such as 7KQ2-M9XD-…: each works once.';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const [signIn, { isLoading }] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // An account that requires a passkey takes a recovery code with the password in its place.
  const [recovery, setRecovery] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!email.trim() || !password) {
      setProblem('Enter your email and your password.');
      return;
    }
    setProblem(null);
    try {
      await signIn({ email, password, ...(recovery?.trim() ? { recovery_code: recovery } : {}) }).unwrap();
      onSignedIn();
    } catch (error) {
      // 422 (wrong email or password) and 429 (wait a while) say so in their message.
      if (isApiError(error) && (error.status === 422 || error.status === 429)) {
        setProblem(error.message);
        setPassword('');
        setRecovery(null);
      }
      // 401: the password was right, but the account requires a passkey (or a recovery code).
      if (isApiError(error) && error.status === 401) {
        setProblem(error.message);
        setRecovery('');
      }
    }
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      <p className="form-problem sign-in-form__problem" role="alert">
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
      {recovery !== null && (
        <FormField id={`${id}-recovery`} label="Recovery code" hint={RECOVERY_HINT}>
          <input
            {...controlProps(`${id}-recovery`, {
              hint: RECOVERY_HINT,
            })}
            name="recovery_code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            value={recovery}
            onChange={(event) => setRecovery(event.target.value)}
          />
        </FormField>
      )}
      <button type="submit" className="button sign-in-form__submit" aria-disabled={isLoading || undefined}>
        {isLoading ? 'Signing in…' : recovery !== null ? 'Sign in with the recovery code' : 'Sign in'}
      </button>
    </form>
  );
}
