// The store: the root reducer, the listener middleware with the app's effects, and RTK Query.
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { contentApi } from '../api/contentApi';
import type { AppDispatch } from '../state/hooks';
import { createAppListenerMiddleware } from '../state/listenerMiddleware';
import { devToolsOptions } from '../state/redaction';
import { rootReducer, type RootState } from '../state/rootReducer';
import { browserServices, type AppServices } from '../state/services';
import { registerListeners } from './listeners';
import { qaStoreHook } from '../tools/qa/qaHook';

export type { RootState };

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  services?: Partial<AppServices>;
}

/** Passes every action on: where a QA session's recorder or replayer sits when there is one. */
const passThrough: Middleware = () => (next) => (action) => next(action);

/**
 * Builds a store: used by the app, the tests and the server. Development builds connect to Redux
 * DevTools; so does a QA session (?qa) in any build, which also records or replays the actions.
 */
export function makeStore({ preloadedState, services }: MakeStoreOptions = {}) {
  const qa = qaStoreHook();
  const givenServices: AppServices = { ...browserServices(), ...services };
  const appServices = qa ? qa.services(givenServices) : givenServices;
  const listenerMiddleware = createAppListenerMiddleware(appServices);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(listenerMiddleware.middleware)
        .concat(contentApi.middleware)
        .prepend(qa?.middleware ?? passThrough),
    devTools: qa?.devTools ?? (process.env.NODE_ENV !== 'production' && devToolsOptions),
  });
  registerListeners(listenerMiddleware.startListening);
  setupListeners(store.dispatch);
  qa?.storeCreated(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

// The hooks' dispatch type (state/hooks.ts) must accept what the store's dispatch accepts.
export type { AppDispatch };
const _dispatchMatches = (store: AppStore): AppDispatch => store.dispatch;
