// Every list of figures on the dashboard is a real table, so that a screen reader reads it by row
// and column.
import type { ReactNode } from 'react';

export interface TableProps {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}

/** A table that scrolls inside its card when a phone is too narrow for it, never the page. */
export function Table({ caption, head, rows, empty }: TableProps) {
  if (rows.length === 0) return <p className="insights-empty-list">{empty}</p>;
  return (
    <div className="insights-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={cell} scope="col" className={i > 0 ? 'insights-table__number' : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="insights-table__number">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
