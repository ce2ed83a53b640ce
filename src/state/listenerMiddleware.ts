// The one listener middleware, typed with the store's state, dispatch and services.
import { createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { AppServices } from './services';
import type { RootState } from './rootReducer';

// Not AppDispatch: that type is derived from the store this middleware is part of.
type ListenerDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const createAppListenerMiddleware = (services: AppServices) =>
  createListenerMiddleware<RootState, ListenerDispatch, AppServices>({ extra: services });

export type AppListenerMiddleware = ReturnType<typeof createAppListenerMiddleware>;
export type AppStartListening = AppListenerMiddleware['startListening'];
