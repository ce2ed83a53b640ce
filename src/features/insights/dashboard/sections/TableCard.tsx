// For the sections that are one table and nothing else: the pages looked at, where bookings start.
import type { ReactNode } from 'react';
import { Card } from './Card';
import { Table, type TableProps } from './Table';

/** A card that is one table: the table is what the card shows. */
export function TableCard({ title, about, ...table }: { title: string; about: ReactNode } & TableProps) {
  return (
    <Card title={title} about={about}>
      <Table {...table} />
    </Card>
  );
}
