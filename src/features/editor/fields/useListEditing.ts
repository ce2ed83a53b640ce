// What a list's controls do to it: add, remove (with an undo that puts the item back where it was),
// move, and edit one item, each sent as the whole new list, with a sentence for screen readers.
import { useState } from 'react';
import { useItemKeys } from './useItemKeys';

interface Removed {
  item: unknown;
  key: string;
  index: number;
  name: string;
}

export interface ListEditing {
  items: readonly unknown[];
  keys: readonly string[];
  /** The item put last, open and focused once drawn. */
  added: string | null;
  removed: Removed | null;
  /** What the last move or removal did, for the list's live region. */
  announcement: string;
  add: (item: unknown) => void;
  remove: (index: number, name: string) => void;
  undo: () => void;
  move: (from: number, to: number, name: string) => void;
  change: (index: number, item: unknown) => void;
}

export function useListEditing(value: unknown, onChange: (items: unknown[]) => void): ListEditing {
  // Content from elsewhere may hold anything here: what is not a list is shown as an empty one.
  const [empty] = useState<unknown[]>([]);
  const items = Array.isArray(value) ? (value as unknown[]) : empty;
  const { keys, commit, newKey } = useItemKeys(items, onChange);
  const [added, setAdded] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const withItem = <T>(list: readonly T[], index: number, entry: T) => [
    ...list.slice(0, index),
    entry,
    ...list.slice(index),
  ];
  const without = <T>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

  return {
    items,
    keys,
    added,
    removed,
    announcement,
    add: (item) => {
      const key = newKey();
      setAdded(key);
      setRemoved(null);
      commit([...items, item], [...keys, key]);
    },
    remove: (index, name) => {
      setRemoved({ item: items[index], key: keys[index] ?? newKey(), index, name });
      setAnnouncement(`${name} removed.`);
      commit(without(items, index), without(keys, index));
    },
    undo: () => {
      if (!removed) return;
      const index = Math.min(removed.index, items.length);
      setRemoved(null);
      setAnnouncement(`${removed.name} is back at position ${index + 1} of ${items.length + 1}.`);
      commit(withItem(items, index, removed.item), withItem(keys, index, removed.key));
    },
    move: (from, to, name) => {
      if (to < 0 || to >= items.length || from === to) return;
      setAnnouncement(`${name} moved to position ${to + 1} of ${items.length}.`);
      const item = items[from];
      const key = keys[from] ?? newKey();
      commit(withItem(without(items, from), to, item), withItem(without(keys, from), to, key));
    },
    change: (index, item) =>
      commit(
        items.map((entry, i) => (i === index ? item : entry)),
        [...keys],
      ),
  };
}
