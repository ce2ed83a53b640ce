// Stable React keys for a list's items, which may have no id (new items, lists of values, lists
// without ids): kept by position while items are edited, and moved with them when the list is
// reordered, so a moved item keeps its state (its open panel, its rich text editor, focus).
import { useState } from 'react';

let counter = 0;
const newKey = () => `item-${++counter}`;

function fitted(keys: readonly string[], length: number): string[] {
  const next = keys.slice(0, length);
  while (next.length < length) next.push(newKey());
  return next;
}

export interface ItemKeys {
  keys: readonly string[];
  /** Sends the list's new items, and which key each now has (its old key, or a new one for a new item). */
  commit: (items: unknown[], keys: string[]) => void;
  newKey: () => string;
}

export function useItemKeys(items: readonly unknown[], onChange: (items: unknown[]) => void): ItemKeys {
  const [known, setKnown] = useState(() => ({ items, keys: fitted([], items.length) }));
  let current = known;
  // The list came from elsewhere (an item's edit, a reload of the draft): keys stay by position.
  if (known.items !== items) {
    current = { items, keys: fitted(known.keys, items.length) };
    setKnown(current);
  }
  return {
    keys: current.keys,
    commit: (next, keys) => {
      setKnown({ items: next, keys });
      onChange(next);
    },
    newKey,
  };
}
