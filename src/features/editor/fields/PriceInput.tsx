// A price as the salon writes it: a number, or text such as "From $140". A number that was stored as
// one stays a number until it is edited; what is typed is kept as typed, so "$95" never becomes 95.
import type { PriceField } from '../../../api/model/kinds';
import { controlProps, FormField } from '../../../ui/FormField';
import { asText, emptyAsNull, type FieldProps } from './fieldProps';
import { useFieldErrors, useFieldId } from './formContext';

export function PriceInput({ field, path, value, onChange }: FieldProps<PriceField>) {
  const id = useFieldId(path);
  const errors = useFieldErrors(path);
  return (
    <FormField id={id} label={field.label} hint={field.help} errors={errors}>
      <input
        {...controlProps(id, { hint: field.help, errors })}
        type="text"
        value={asText(value)}
        onChange={(event) => onChange(emptyAsNull(event.target.value))}
      />
    </FormField>
  );
}
