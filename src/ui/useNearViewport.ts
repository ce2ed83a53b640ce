// Whether an element has come near the viewport; once true, it stays true. What sits far below
// the first view (the map, the catalogue) loads only for visitors who scroll towards it.
import { useEffect, useState } from 'react';

/** How far outside the viewport an element counts as near: it is ready by the time it scrolls in. */
const NEAR_MARGIN = '300px 0px';

export function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Without the observer there is no cheap way to wait: count it as near.
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);

  return near;
}
