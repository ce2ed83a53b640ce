// "Newer" and "Older" between pages of a list that is newest first, with where the reader is.
import { Link } from 'react-router';
import './Pager.css';

export interface PagerProps {
  page: number;
  lastPage: number;
  /** The address of a page of the list. */
  hrefFor: (page: number) => string;
  /** Names the navigation, e.g. "Pages of messages". */
  label: string;
}

export function Pager({ page, lastPage, hrefFor, label }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="button button--ghost pager__link" rel="prev">
          Newer
        </Link>
      ) : (
        <span className="pager__spacer" />
      )}
      <span className="pager__where">
        Page {page} of {lastPage}
      </span>
      {page < lastPage ? (
        <Link to={hrefFor(page + 1)} className="button button--ghost pager__link" rel="next">
          Older
        </Link>
      ) : (
        <span className="pager__spacer" />
      )}
    </nav>
  );
}
