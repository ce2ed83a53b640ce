// The store's shape: the slices every page uses, and room for the slices a feature injects when its
// code loads (`slice.injectInto(rootReducer)`), so that the store's plumbing never imports a feature.
import { combineSlices } from '@reduxjs/toolkit';
import { contentApi } from '../api/contentApi';
import { errorsSlice } from './errorsSlice';
import { locationSlice } from './locationSlice';
import { uiSlice } from './uiSlice';

/** Each injected slice declares itself here, by module augmentation beside the slice. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  uiSlice,
  errorsSlice,
  locationSlice,
  contentApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
