// A password field with a "Show" toggle: masked as it is typed, shown on request to check it.
import { useState } from 'react';
import './PasswordInput.css';

export interface PasswordInputProps {
  id: string;
  name: string;
  className: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function PasswordInput({ onChange, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input
        {...input}
        type={shown ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={shown}
        aria-controls={input.id}
        onClick={() => setShown((value) => !value)}
      >
        Show<span className="visually-hidden"> password</span>
      </button>
    </div>
  );
}
