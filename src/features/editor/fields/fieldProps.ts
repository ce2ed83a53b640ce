// What each generated control receives: its field of the model, where it is in the entity, and its
// value as the draft holds it (anything: content from another backend may not match the model).
import type { Field } from '../../../api/model/kinds';

export interface FieldProps<F extends Field = Field> {
  field: F;
  /** Inside the entity, as the messages are keyed: "title", "2.price". */
  path: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** What a text control shows for any value: numbers as written, anything else as empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A record's value as an object, whatever the content holds (missing, null, or not an object at all). */
export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** An emptied control means "no value": null, which every optional field accepts (an empty address would not). */
export const emptyAsNull = (text: string): string | null => (text === '' ? null : text);
