// The frame of every section of the report but the headline figures: a titled card that says
// what it shows.
import type { ReactNode } from 'react';

/** A card of the dashboard with its heading and a line saying what it shows. */
export function Card({
  title,
  about,
  children,
  wide,
}: {
  title: string;
  about: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      className={wide ? 'insights-card insights-card--wide area-paper' : 'insights-card area-paper'}
      aria-label={title}
    >
      <h2 className="insights-card__title">{title}</h2>
      <p className="insights-card__about">{about}</p>
      {children}
    </section>
  );
}
