// A list of single values (a product's pictures). A media value is added by choosing the file, so
// the list never holds an empty entry waiting to be filled.
import { useState } from 'react';
import type { ValueListField } from '../../../api/model/kinds';
import type { FieldProps } from './fieldProps';
import { useFieldControl } from './formContext';
import { shorten } from './itemSummary';
import { ListField } from './ListField';
import { MediaPicker } from './MediaPicker';

export function ValueList({ field, path, value, onChange }: FieldProps<ValueListField>) {
  const FieldControl = useFieldControl();
  const [choosing, setChoosing] = useState(false);
  const of = field.of;
  const itemLabel = of.label;
  return (
    <ListField
      path={path}
      label={field.label}
      help={field.help}
      itemLabel={itemLabel}
      value={value}
      onChange={onChange}
      collapsible={false}
      summaryOf={(item) => (typeof item === 'string' ? shorten(item) : '')}
      // A list holds no empty entries: clearing one removes it (with the list's undo).
      renderItem={(item, itemPath, onItemChange, remove) => (
        <FieldControl
          field={of}
          path={itemPath}
          value={item}
          onChange={(next) => (next === null ? remove() : onItemChange(next))}
        />
      )}
      renderAdd={(add) =>
        of.kind === 'image' || of.kind === 'video' || of.kind === 'pdf' ? (
          <>
            <button type="button" className="button button--ghost" onClick={() => setChoosing(true)}>
              Add {itemLabel.toLowerCase()}
            </button>
            {choosing && (
              <MediaPicker
                kind={of.kind}
                label={field.label}
                current={null}
                onClose={() => setChoosing(false)}
                onChoose={add}
              />
            )}
          </>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => add('')}>
            Add {itemLabel.toLowerCase()}
          </button>
        )
      }
    />
  );
}
