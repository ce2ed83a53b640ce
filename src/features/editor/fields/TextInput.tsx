// A plain text field: one line, or a text area when the model asks for several.
import type { TextField } from '../../../api/model/kinds';
import { controlProps, FormField } from '../../../ui/FormField';
import { asText, emptyAsNull, type FieldProps } from './fieldProps';
import { useFieldErrors, useFieldId } from './formContext';

export function TextInput({ field, path, value, onChange }: FieldProps<TextField>) {
  const id = useFieldId(path);
  const errors = useFieldErrors(path);
  const props = {
    ...controlProps(id, { hint: field.help, errors }),
    value: asText(value),
    onChange: (event: { target: { value: string } }) => onChange(emptyAsNull(event.target.value)),
  };
  return (
    <FormField id={id} label={field.label} hint={field.help} errors={errors}>
      {field.multiline ? <textarea {...props} rows={4} /> : <input {...props} type="text" />}
    </FormField>
  );
}
