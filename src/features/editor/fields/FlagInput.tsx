// Yes or no: a checkbox, stored as 1 or 0 as the model keeps flags.
import type { FlagField } from '../../../api/model/kinds';
import { FormField } from '../../../ui/FormField';
import type { FieldProps } from './fieldProps';
import { useFieldState } from './formContext';
import './FlagInput.css';

export function FlagInput({ field, path, value, onChange }: FieldProps<FlagField>) {
  const { id, errors, invalid, describedBy } = useFieldState(path, field.help);
  return (
    <FormField id={id} label={field.label} hint={field.help} errors={errors} className="flag-input">
      <input
        id={id}
        type="checkbox"
        className="flag-input__box"
        checked={value === 1 || value === true}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.checked ? 1 : 0)}
      />
    </FormField>
  );
}
