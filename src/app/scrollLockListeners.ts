// Locks the page's scrolling while the mobile menu or any overlay is open.
import { selectScrollLocked } from '../state/uiSlice';
import type { AppStartListening } from './listenerMiddleware';

export const SCROLL_LOCK_CLASS = 'is-scroll-locked';

export function addScrollLockListeners(startAppListening: AppStartListening): void {
  startAppListening({
    predicate: (_action, current, previous) => selectScrollLocked(current) !== selectScrollLocked(previous),
    effect: (_action, api) => {
      const body = api.extra.document?.body;
      if (!body) return;
      const locked = selectScrollLocked(api.getState());
      body.classList.toggle(SCROLL_LOCK_CLASS, locked);
      // Keep the layout from shifting when the scrollbar disappears.
      const scrollbar = locked ? window.innerWidth - document.documentElement.clientWidth : 0;
      body.style.paddingRight = scrollbar > 0 ? `${scrollbar}px` : '';
    },
  });
}
