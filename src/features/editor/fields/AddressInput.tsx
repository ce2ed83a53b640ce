// A web address (url) or a web-or-email address (link). The model's checks run in validateEntity and
// come back as this field's messages; the input only helps the keyboard and the autofill.
import type { LinkField, UrlField } from '../../../api/model/kinds';
import { controlProps, FormField } from '../../../ui/FormField';
import { asText, emptyAsNull, type FieldProps } from './fieldProps';
import { useFieldErrors, useFieldId } from './formContext';

export function AddressInput({ field, path, value, onChange }: FieldProps<UrlField | LinkField>) {
  const id = useFieldId(path);
  const errors = useFieldErrors(path);
  // A link may be an email address, and a local url a path: type=url would refuse both in the browser.
  const plainUrl = field.kind === 'url' && !field.local;
  return (
    <FormField id={id} label={field.label} hint={field.help} errors={errors}>
      <input
        {...controlProps(id, { hint: field.help, errors })}
        type={plainUrl ? 'url' : 'text'}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={asText(value)}
        onChange={(event) => onChange(emptyAsNull(event.target.value))}
        // Spaces at either end are never part of an address (a paste brings them): dropped once typing is done.
        onBlur={(event) => {
          const typed = event.target.value;
          if (typed.trim() !== typed) onChange(emptyAsNull(typed.trim()));
        }}
      />
    </FormField>
  );
}
