// Real content may hold null entries in its lists (a deleted row, a half-filled repeater). They
// are dropped here, once, as content arrives, so no component ever meets one.
export function dropNullItems<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (Array.isArray(value)) return (value as unknown[]).filter((item) => item != null).map(clean);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, clean(field)]));
  }
  return value;
}

/** Whether an item from content carries the numeric id the site links and keys it by (another backend may omit it). */
export const hasNumericId = (item: { id?: unknown }): boolean => typeof item.id === 'number';
