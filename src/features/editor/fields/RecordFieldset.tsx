// A group of fields inside a record (one page's search entry): a fieldset named by its legend.
import type { RecordField } from '../../../api/model/kinds';
import type { FieldProps } from './fieldProps';
import { FieldMessages } from './FieldMessages';
import { groupClass, useFieldErrors, useFieldId } from './formContext';
import { RecordFields } from './RecordFields';

export function RecordFieldset({ field, path, value, onChange }: FieldProps<RecordField>) {
  const id = useFieldId(path);
  const invalid = useFieldErrors(path).length > 0;
  return (
    <fieldset
      className={groupClass(path)}
      aria-describedby={
        [invalid ? `${id}-error` : '', field.help ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="entity-form__group-legend">{field.label}</legend>
      {field.help && (
        <p id={`${id}-hint`} className="form-field__hint">
          {field.help}
        </p>
      )}
      <FieldMessages path={path} />
      <RecordFields fields={field.fields} path={path} value={value} onChange={onChange} />
    </fieldset>
  );
}
