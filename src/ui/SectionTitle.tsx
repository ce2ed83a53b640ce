// A block's heading, drawn only when the content gives it words: an empty title leaves no empty
// heading behind (and the block's aria-labelledby, which names the same id, is left out with it).
export interface SectionTitleProps {
  /** h2 for a block of the page; h1 for the block that titles the page. */
  as?: 'h1' | 'h2';
  /** The id the block's aria-labelledby names. */
  id: string;
  className: string;
  /** The title, trimmed; nothing is drawn without one. */
  children: string | undefined;
}

export function SectionTitle({ as: Heading = 'h2', id, className, children }: SectionTitleProps) {
  if (!children) return null;
  return (
    <Heading id={id} className={className}>
      {children}
    </Heading>
  );
}
