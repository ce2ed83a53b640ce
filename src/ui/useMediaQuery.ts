// Whether a CSS media query matches, kept up to date. Read synchronously on first render so a
// layout chosen by width never flashes the other one first.
import { useSyncExternalStore } from 'react';
import { useHydrated } from './useHydrated';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

/** The visitor asked the system for less motion: nothing moves by itself then. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** The width from which a block shows its wide layout (48em): the same as `.wide-only` in global.css. */
export const WIDE_LAYOUT = '(min-width: 48em)';

/**
 * Which of a block's two layouts to draw, by width. The server cannot know the width, so it draws
 * both, and CSS shows the one that fits (`.wide-only`, `.narrow-only` in global.css), as the page
 * stays until the app has hydrated it; from then on only the one that fits is drawn, which is the
 * one on screen already: nothing changes visibly.
 */
export function useWidthLayouts(): { wide: boolean; narrow: boolean } {
  const wide = useMediaQuery(WIDE_LAYOUT);
  const hydrated = useHydrated();
  return { wide: !hydrated || wide, narrow: !hydrated || !wide };
}
