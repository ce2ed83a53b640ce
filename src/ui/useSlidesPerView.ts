// The slides per view for the current viewport, following the viewport as it changes.
import { useCallback, useSyncExternalStore } from 'react';
import type { Breakpoints } from './slidesPerView';

export function useSlidesPerView(breakpoints: Breakpoints): number {
  const key = JSON.stringify(breakpoints);
  const read = () => {
    let current = breakpoints[0]?.[1] ?? 1;
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return current;
    for (const [width, count] of breakpoints) {
      if (width <= 0 || window.matchMedia(`(min-width: ${width}px)`).matches) current = count;
    }
    return current;
  };
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const lists = (JSON.parse(key) as Breakpoints)
        .filter(([width]) => width > 0)
        .map(([width]) => window.matchMedia(`(min-width: ${width}px)`));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [key],
  );
  return useSyncExternalStore(subscribe, read, () => breakpoints[0]?.[1] ?? 1);
}
