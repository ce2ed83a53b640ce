// The form of one entity of the content (a page's settings or a list), generated from the model: its
// label, fields, kinds and help texts decide everything shown; nothing here names a field.
import { useId, useMemo } from 'react';
import { contentModel, type EntityName } from '../../../api/model';
import type { Field } from '../../../api/model/kinds';
import { FieldControl } from './FieldControl';
import { FormContext } from './formContext';
import './EntityForm.css';

export interface EntityFormProps {
  entity: EntityName;
  /** The entity's value as the draft holds it (record object or list array). */
  value: unknown;
  /** The whole new entity value, on every edit. */
  onChange: (value: unknown) => void;
  /** Messages by field path inside the entity ("title", "2.price", "items.0.image"), from the server's 422 or local checks. */
  errors: Readonly<Record<string, readonly string[]>>;
}

export function EntityForm({ entity, value, onChange, errors }: EntityFormProps) {
  const idPrefix = useId();
  const context = useMemo(
    () => ({ idPrefix: `${idPrefix}${entity}`, errors, Control: FieldControl }),
    [idPrefix, entity, errors],
  );
  const field: Field = contentModel[entity];
  return (
    <FormContext value={context}>
      <FieldControl field={field} path="" value={value} onChange={onChange} />
    </FormContext>
  );
}
