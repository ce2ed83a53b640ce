// What every field of one generated form shares without passing it down each level: the ids its
// controls are named after, the messages by field path ("title", "2.price", "items.0.image"), and
// the control that draws a field of any kind (records and lists hold fields of every kind, lists
// among them: handed down here, that recursion needs no circle of imports).
import { createContext, useContext, type ComponentType } from 'react';
import type { FieldProps } from './fieldProps';

export interface FormContextValue {
  /** Unique to the form, so two forms on one screen never share an id. */
  idPrefix: string;
  errors: Readonly<Record<string, readonly string[]>>;
  Control: ComponentType<FieldProps>;
}

const NO_ERRORS: readonly string[] = [];

export const FormContext = createContext<FormContextValue>({ idPrefix: 'field', errors: {}, Control: () => null });

/** The control for a field of any kind (FieldControl, given by EntityForm). */
export function useFieldControl(): ComponentType<FieldProps> {
  return useContext(FormContext).Control;
}

/** The path of a field inside its parent's: "items" + 0 → "items.0"; the entity itself is "". */
export function childPath(parent: string, name: string | number): string {
  return parent === '' ? String(name) : `${parent}.${name}`;
}

/** The control's id for a path: ids may not hold the dots that paths are made of. */
export function useFieldId(path: string): string {
  const { idPrefix } = useContext(FormContext);
  return `${idPrefix}-${path.replace(/\./g, '-') || 'root'}`;
}

/** The messages for this very field (the entity's own under "" and, as the server reads it, "(content)"). */
export function useFieldErrors(path: string): readonly string[] {
  const { errors } = useContext(FormContext);
  if (path === '') return [...(errors[''] ?? NO_ERRORS), ...(errors['(content)'] ?? NO_ERRORS)];
  return errors[path] ?? NO_ERRORS;
}

/**
 * A field's id and messages, and the ids its control is described by: `first` (what the control
 * shows, say), then its messages while it has any, then its help.
 */
export function useFieldState(path: string, help: string | undefined, first = '') {
  const id = useFieldId(path);
  const errors = useFieldErrors(path);
  const invalid = errors.length > 0;
  const describedBy = [first, invalid ? `${id}-error` : '', help ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { id, errors, invalid, describedBy };
}

/** Whether any field inside this path has a message: a collapsed item says so and opens. */
export function useHasErrorsWithin(path: string): boolean {
  const { errors } = useContext(FormContext);
  const prefix = `${path}.`;
  return Object.entries(errors).some(
    ([key, messages]) => (key === path || key.startsWith(prefix)) && messages.length > 0,
  );
}

/** The entity's own fieldset is the form, a card of the area; the groups and lists inside it are nested fieldsets. */
export const groupClass = (path: string) => (path === '' ? 'entity-form area-card' : 'entity-form__group');
