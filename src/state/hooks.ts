// Typed hooks: the only way components reach the store.
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppServices } from './services';
import type { RootState } from './rootReducer';

/** The store's dispatch as components use it: plain actions and thunks (app/store.ts checks it matches). */
export type AppDispatch = ThunkDispatch<RootState, AppServices | undefined, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<Store<RootState>>();
