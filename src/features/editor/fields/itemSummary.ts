// A few words that tell one item from the others in a closed list: its first text field that has
// something in it, whatever the list (a service's name, a photo's description, a post's address).
import type { Fields } from '../../../api/model/kinds';
import { asRecord } from './fieldProps';

const SUMMARY_MAX = 60;

export function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX - 1)}…` : line;
}

/** The item's first filled text field; failing that, any filled plain value (an address, a file). */
export function itemSummary(fields: Fields, item: unknown): string {
  const record = asRecord(item);
  const filled = (kinds: readonly string[]) =>
    Object.entries(fields).find(
      ([name, field]) => kinds.includes(field.kind) && typeof record[name] === 'string' && record[name].trim() !== '',
    );
  const found = filled(['text']) ?? filled(['url', 'link', 'image', 'video', 'pdf']);
  return found ? shorten(record[found[0]] as string) : '';
}
