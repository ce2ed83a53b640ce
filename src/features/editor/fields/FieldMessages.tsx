// The messages about a whole record or list (an unknown field, a duplicate id), said where it starts.
import { useFieldErrors, useFieldId } from './formContext';

export function FieldMessages({ path }: { path: string }) {
  const id = useFieldId(path);
  const errors = useFieldErrors(path);
  if (errors.length === 0) return null;
  return (
    <p id={`${id}-error`} className="form-field__error entity-form__messages">
      {errors.join(' ')}
    </p>
  );
}
