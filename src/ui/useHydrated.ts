// Whether this render may draw browser-only parts (code loaded on demand, such as the carousel
// and the flipbook). False in the server render and while the browser hydrates its markup, which
// must be drawn the same way; true from then on, and from the start when nothing is hydrated.
import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // React redraws after hydration at once, in one task; deferred, the browser-only parts are drawn
  // as background work in short slices instead.
  return useDeferredValue(hydrated);
}
