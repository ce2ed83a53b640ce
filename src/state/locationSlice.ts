// The page the visitor is on, as the router reports it: one event on every navigation, the first
// load included, so that a replay of the actions also replays where the visitor went.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LocationState {
  /** Empty until the router reports the first location. */
  pathname: string;
  search: string;
  hash: string;
}

export const initialLocationState: LocationState = { pathname: '', search: '', hash: '' };

export const locationSlice = createSlice({
  name: 'location',
  initialState: initialLocationState,
  reducers: {
    locationChanged: (_state, action: PayloadAction<LocationState>) => ({
      pathname: action.payload.pathname,
      search: action.payload.search,
      hash: action.payload.hash,
    }),
  },
  selectors: {
    selectLocation: (location) => location,
    selectPathname: (location) => location.pathname,
  },
});

export const { locationChanged } = locationSlice.actions;
export const { selectLocation, selectPathname } = locationSlice.selectors;
