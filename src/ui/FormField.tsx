// A form's field: its label, the control the caller gives, an optional hint and the messages that
// say what is wrong with it. Every form of the site draws its fields with it (the contact form, the
// salon's sign-in and password forms), so they look and read alike.
import type { ReactNode } from 'react';
import './FormField.css';

export interface FormFieldProps {
  /** The control's id: the label points at it, and the hint and messages are named after it. */
  id: string;
  label: string;
  /** A line under the control that helps fill it in. */
  hint?: string;
  /** What is wrong with the value, shown under the control (and read with it). */
  errors?: readonly string[];
  className?: string;
  /** The control, with the `controlProps` of the same id, hint and errors spread on it. */
  children: ReactNode;
}

/** What the control needs to be read with its hint and messages, and marked invalid while it has any. */
export function controlProps(id: string, { hint, errors = [] }: Pick<FormFieldProps, 'hint' | 'errors'>) {
  const invalid = errors.length > 0;
  const describedBy = [invalid ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    id,
    className: 'form-field__control',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function FormField({ id, label, hint, errors = [], className, children }: FormFieldProps) {
  const invalid = errors.length > 0;
  return (
    <div className={['form-field', invalid ? 'form-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} id={`${id}-label`} className="form-field__label">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** Under a field's control: its hint, and what is wrong with its value, with the ids the control names. */
export function FieldNotes({ id, hint, errors = [] }: Pick<FormFieldProps, 'id' | 'hint' | 'errors'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="form-field__error">
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}
