// For the sections that show more than one table: sources, devices, and catalogues and products.
import type { ReactNode } from 'react';
import { Table, type TableProps } from './Table';

/** A further table in a card, under its own subtitle, which is also its caption. */
export function SubTable({ about, ...table }: { about?: ReactNode } & TableProps) {
  return (
    <>
      <h3 className="insights-card__subtitle">{table.caption}</h3>
      {about && <p className="insights-card__about">{about}</p>}
      <Table {...table} />
    </>
  );
}
