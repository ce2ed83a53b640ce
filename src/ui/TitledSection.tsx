// A block of the page with its optional heading, as most blocks are drawn: `{block} section` around
// the page's container, the heading `{block}__title` first in it, the section labelled by it when
// there is one.
import type { ReactNode } from 'react';
import { SectionTitle } from './SectionTitle';

export interface TitledSectionProps {
  /** The block's class name, which the section's and its heading's classes follow. */
  block: string;
  /** The title, trimmed; without one the section has no heading and no label. */
  title: string | undefined;
  /** The heading's id; `{block}-title` unless given. */
  titleId?: string;
  children: ReactNode;
  /** What belongs to the section outside its container (a dialog it opens). */
  outside?: ReactNode;
}

export function TitledSection({ block, title, titleId = `${block}-title`, children, outside }: TitledSectionProps) {
  return (
    <section className={`${block} section`} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        <SectionTitle id={titleId} className={`${block}__title`}>
          {title}
        </SectionTitle>
        {children}
      </div>
      {outside}
    </section>
  );
}
