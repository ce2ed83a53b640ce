// Locks the page's scrolling while the mobile menu or any overlay is open.
import type { AppStartListening } from './listenerMiddleware';
import type { RootState } from './rootReducer';

export const SCROLL_LOCK_CLASS = 'is-scroll-locked';

/** `isLocked` says, from the state, whether anything open should keep the page from scrolling. */
export function addScrollLockListeners(
  startAppListening: AppStartListening,
  isLocked: (state: RootState) => boolean,
): void {
  startAppListening({
    predicate: (_action, current, previous) => isLocked(current) !== isLocked(previous),
    effect: (_action, api) => {
      const body = api.extra.document?.body;
      if (!body) return;
      const locked = isLocked(api.getState());
      body.classList.toggle(SCROLL_LOCK_CLASS, locked);
      // Keep the layout from shifting when the scrollbar disappears.
      const scrollbar = locked ? window.innerWidth - document.documentElement.clientWidth : 0;
      body.style.paddingRight = scrollbar > 0 ? `${scrollbar}px` : '';
    },
  });
}
