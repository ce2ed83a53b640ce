// The button under a list that loads its next page: it says when the page is on its way.
export function ShowMore({
  loading,
  onClick,
  className,
}: {
  loading: boolean;
  onClick: () => void;
  className: string;
}) {
  return (
    <button type="button" className={`button button--ghost ${className}`} disabled={loading} onClick={onClick}>
      {loading ? 'Loading more files…' : 'Show more files'}
    </button>
  );
}
