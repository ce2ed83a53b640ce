// Shared by the sources and the devices sections, so that both count a share of visitors the
// same way.
import type { ReactNode } from 'react';
import { formatCount, formatShare } from '../figures';
import { Table } from './Table';

/** Visitors by one thing (where they came from, what they used), with their share of all visitors. */
export function VisitorShares<T extends { visitors: number }>({
  caption,
  what,
  items,
  words,
  visitors,
}: {
  caption: string;
  what: string;
  items: T[];
  words: (item: T) => ReactNode;
  visitors: number;
}) {
  return (
    <Table
      caption={caption}
      head={[what, 'Visitors', 'Share']}
      rows={items.map((item) => [words(item), formatCount(item.visitors), formatShare(item.visitors, visitors) ?? '–'])}
      empty="No visitors in this period."
    />
  );
}
