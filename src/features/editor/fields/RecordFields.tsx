// The fields of one record (a page's settings, a list's item, a group inside one), in the model's order.
import type { Fields } from '../../../api/model/kinds';
import { asRecord } from './fieldProps';
import { childPath, useFieldControl } from './formContext';

export interface RecordFieldsProps {
  fields: Fields;
  path: string;
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
}

export function RecordFields({ fields, path, value, onChange }: RecordFieldsProps) {
  const FieldControl = useFieldControl();
  const record = asRecord(value);
  return (
    <div className="entity-form__fields">
      {Object.entries(fields).map(([name, field]) => (
        <FieldControl
          key={name}
          field={field}
          path={childPath(path, name)}
          value={record[name]}
          // Fields the model does not know stay as they were: the server names them rather than losing them silently.
          onChange={(next) => onChange({ ...record, [name]: next })}
        />
      ))}
    </div>
  );
}
