// One item of a list: a handle to drag it, its name and a summary that open and close it, buttons to
// move it up or down and to remove it, and its fields. Closed items leave their fields undrawn, so a
// long list (every product with its rich texts) stays light.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHasErrorsWithin } from './formContext';

export interface ListItemProps {
  /** The item's stable key, also its drag id. */
  id: string;
  position: number;
  count: number;
  /** "Service 2: The Signature Curl Cut": how every control of the item names it. */
  title: string;
  /** Items with several fields open and close; a single value is always shown. */
  collapsible: boolean;
  /** Just added: drawn open, and focused so the keyboard continues there. */
  isNew: boolean;
  /** Where the item is in the entity: a message for a field inside it is said on the closed item, and opens it. */
  path: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}

export function ListItem(props: ListItemProps) {
  const { id, path, position, count, title, collapsible, isNew, onMove, onRemove, children } = props;
  const invalid = useHasErrorsWithin(path);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const [open, setOpen] = useState(isNew || invalid);
  const [wasInvalid, setWasInvalid] = useState(invalid);
  if (invalid !== wasInvalid) {
    setWasInvalid(invalid);
    if (invalid) setOpen(true);
  }
  const headRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isNew) headRef.current?.focus();
  }, [isNew]);

  const shown = !collapsible || open;
  const bodyId = `${id}-fields`;
  const first = position === 1;
  const last = position === count;
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={['list-item', isDragging ? 'list-item--dragging' : '', invalid ? 'list-item--invalid' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="list-item__head area-actions">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="field-tool list-item__handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${title}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {collapsible ? (
          <button
            ref={headRef}
            type="button"
            className="list-item__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            <span className="list-item__title">{title}</span>
            {invalid && !open && <span className="list-item__flag">Needs a look</span>}
          </button>
        ) : (
          <span className="list-item__title">{title}</span>
        )}
        <span className="list-item__actions">
          {/* aria-disabled rather than disabled: the button keeps focus once its item reaches the end. */}
          <button
            type="button"
            className="field-tool list-item__action"
            aria-label={`Move ${title} up`}
            aria-disabled={first || undefined}
            onClick={() => !first && onMove(position - 2)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="field-tool list-item__action"
            aria-label={`Move ${title} down`}
            aria-disabled={last || undefined}
            onClick={() => !last && onMove(position)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="field-tool list-item__action list-item__remove"
            aria-label={`Remove ${title}`}
            onClick={onRemove}
          >
            Remove
          </button>
        </span>
      </div>
      <div id={bodyId} className="list-item__fields" hidden={!shown}>
        {shown && children}
      </div>
    </li>
  );
}
