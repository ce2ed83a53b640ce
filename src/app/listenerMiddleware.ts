// The one listener middleware and its typed registration function.
import { addListener, createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppServices } from './services';
import type { AppDispatch, RootState } from './store';

export const createAppListenerMiddleware = (services: AppServices) =>
  createListenerMiddleware<RootState, AppDispatch, AppServices>({ extra: services });

export type AppListenerMiddleware = ReturnType<typeof createAppListenerMiddleware>;
export type AppStartListening = AppListenerMiddleware['startListening'];

export const addAppListener = addListener.withTypes<RootState, AppDispatch, AppServices>();
