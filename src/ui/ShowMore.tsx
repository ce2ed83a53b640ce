// The button under a list that loads its next page: it says when the page is on its way.
export function ShowMore({
  loading,
  onClick,
  className,
  label = 'Show more files',
  loadingLabel = 'Loading more files…',
}: {
  loading: boolean;
  onClick: () => void;
  className: string;
  /** What the button loads ("Show older messages") and what it says meanwhile; by default, the media lists' words. */
  label?: string;
  loadingLabel?: string;
}) {
  return (
    <button type="button" className={`button button--ghost ${className}`} disabled={loading} onClick={onClick}>
      {loading ? loadingLabel : label}
    </button>
  );
}
