// What a page of the salon's area says when its list or report could not be loaded: why, and a
// button to ask again.
import type { ApiError } from '../api/baseQuery';

export function LoadFailed({
  className,
  what,
  error,
  onRetry,
}: {
  className: string;
  /** What could not be loaded, as the sentence starts: "The library". */
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className={className} role="alert">
      <p>
        {what} could not be loaded: {(error as ApiError).message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
