// A list in the form: its items in order, each draggable, movable with buttons and removable (with
// an undo), an add control under them, and a live region that says what each change did.
import { useEffect, useRef, type ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import { childPath, groupClass, useFieldErrors, useFieldId } from './formContext';
import { ListItem } from './ListItem';
import { SortableItems } from './SortableItems';
import { useListEditing } from './useListEditing';
import './ListField.css';

export interface ListFieldProps {
  path: string;
  label: string;
  help?: string;
  /** What one item is called: "Service". */
  itemLabel: string;
  value: unknown;
  onChange: (items: unknown[]) => void;
  collapsible: boolean;
  /** A few words that tell an item from the others (its first text), or "". */
  summaryOf: (item: unknown) => string;
  renderItem: (item: unknown, itemPath: string, onItemChange: (next: unknown) => void, remove: () => void) => ReactNode;
  /** The control that adds an item; it calls `add` with the new item. */
  renderAdd: (add: (item: unknown) => void) => ReactNode;
}

export function ListField(props: ListFieldProps) {
  const { path, label, help, itemLabel, value, onChange, collapsible, summaryOf, renderItem, renderAdd } = props;
  const id = useFieldId(path);
  const invalid = useFieldErrors(path).length > 0;
  const list = useListEditing(value, onChange);
  const titleOf = (index: number) => {
    const summary = summaryOf(list.items[index]).trim();
    return `${itemLabel} ${index + 1}${summary ? `: ${summary}` : ''}`;
  };

  // After a removal, the keyboard lands on its undo: the removed item's buttons are gone.
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (list.removed) undoRef.current?.focus();
  }, [list.removed]);

  return (
    <fieldset
      className={`${groupClass(path)} list-field`}
      aria-describedby={[invalid ? `${id}-error` : '', help ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className="entity-form__group-legend">{label}</legend>
      {help && (
        <p id={`${id}-hint`} className="form-field__hint">
          {help}
        </p>
      )}
      <FieldMessages path={path} />
      {list.items.length === 0 ? (
        <p className="list-field__empty">Nothing here yet.</p>
      ) : (
        <SortableItems
          keys={list.keys}
          nameOf={(key) => titleOf(list.keys.indexOf(key))}
          onMove={(from, to) => list.move(from, to, titleOf(from))}
        >
          <ol className="list-field__items">
            {list.items.map((item, index) => (
              <ListItem
                key={list.keys[index]}
                id={list.keys[index] ?? String(index)}
                path={childPath(path, index)}
                position={index + 1}
                count={list.items.length}
                title={titleOf(index)}
                collapsible={collapsible}
                isNew={list.added === list.keys[index]}
                onMove={(to) => list.move(index, to, titleOf(index))}
                onRemove={() => list.remove(index, titleOf(index))}
              >
                {renderItem(
                  item,
                  childPath(path, index),
                  (next) => list.change(index, next),
                  () => list.remove(index, titleOf(index)),
                )}
              </ListItem>
            ))}
          </ol>
        </SortableItems>
      )}
      <p className="visually-hidden" aria-live="polite">
        {list.announcement}
      </p>
      {list.removed && (
        <p className="area-notice list-field__notice">
          <span>{list.removed.name} removed.</span>
          <button ref={undoRef} type="button" className="button button--ghost list-field__undo" onClick={list.undo}>
            Undo
          </button>
        </p>
      )}
      <div className="list-field__add">{renderAdd(list.add)}</div>
    </fieldset>
  );
}
