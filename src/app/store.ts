import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { contentApi } from '../api/contentApi';
import { errorsSlice } from '../state/errorsSlice';
import { uiSlice } from '../state/uiSlice';
import { createAppListenerMiddleware } from './listenerMiddleware';
import { registerListeners } from './listeners';
import { browserServices, type AppServices } from './services';

const rootReducer = combineSlices(uiSlice, errorsSlice, contentApi);

export type RootState = ReturnType<typeof rootReducer>;

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
export type AppDispatch = AppStore['dispatch'];
