// The catalogue's waiting look, shown while its code and then its PDF arrive.
import './FlipbookLoading.css';

export function FlipbookLoading() {
  return (
    <div className="flipbook-loading" role="status">
      <span className="flipbook-loading__book" aria-hidden="true">
        <span />
        <span />
      </span>
      <span>Opening the catalogue…</span>
    </div>
  );
}
