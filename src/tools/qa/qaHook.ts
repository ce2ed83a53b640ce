// Where a QA session (src/tools/qa/, a chunk of its own, loaded only with ?qa) plugs into the store
// the app builds: it records or replays every action, answers the listeners' effects itself while
// replaying, and connects Redux DevTools. Without a session nothing here is set.
import type { DevToolsEnhancerOptions, Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../state/rootReducer';
import type { AppServices } from '../../state/services';

/** The store as a QA session uses it. */
export interface QaStore {
  getState: () => RootState;
  dispatch: (action: UnknownAction) => unknown;
  subscribe: (listener: () => void) => () => void;
}

export interface QaStoreHook {
  /** Placed first, so it sees every action in the order it is dispatched. */
  middleware: Middleware;
  /** The effects' services the store's listeners get (a replay shows them instead of running them). */
  services: (services: AppServices) => AppServices;
  devTools: DevToolsEnhancerOptions;
  storeCreated: (store: QaStore) => void;
}

declare global {
  interface Window {
    __salonQaHook?: QaStoreHook;
  }
}

/** The session's hook, when a QA session runs in this page. */
export function qaStoreHook(): QaStoreHook | undefined {
  return typeof window === 'undefined' ? undefined : window.__salonQaHook;
}
