// The store: the root reducer, the listener middleware with the app's effects, and RTK Query.
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { contentApi } from '../api/contentApi';
import type { AppDispatch } from '../state/hooks';
import { createAppListenerMiddleware } from '../state/listenerMiddleware';
import { rootReducer, type RootState } from '../state/rootReducer';
import { browserServices, type AppServices } from '../state/services';
import { registerListeners } from './listeners';

export type { RootState };

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  services?: Partial<AppServices>;
}

/** Builds a store: used by the app, the tests and the server. */
export function makeStore({ preloadedState, services }: MakeStoreOptions = {}) {
  const appServices: AppServices = { ...browserServices(), ...services };
  const listenerMiddleware = createAppListenerMiddleware(appServices);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(contentApi.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Salon site' },
  });
  registerListeners(listenerMiddleware.startListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

// The hooks' dispatch type (state/hooks.ts) must accept what the store's dispatch accepts.
export type { AppDispatch };
const _dispatchMatches = (store: AppStore): AppDispatch => store.dispatch;
