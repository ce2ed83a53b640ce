// The catalogue's waiting look, shown while its code and then its PDF arrive.
import type { Ref } from 'react';
import './FlipbookLoading.css';

export function FlipbookLoading({ framed = false, ref }: { framed?: boolean; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={framed ? 'flipbook-loading flipbook-loading--framed' : 'flipbook-loading'} role="status">
      <span className="flipbook-loading__book" aria-hidden="true">
        <span />
        <span />
      </span>
      <span>Opening the catalogue…</span>
    </div>
  );
}
