// Whether this render may draw browser-only parts (code loaded on demand, such as the carousel
// and the flipbook). False in the server render and while the browser hydrates its markup, which
// must be drawn the same way; true from then on, and from the start when nothing is hydrated.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
