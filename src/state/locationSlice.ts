// The page the visitor is on, as the router reports it: one event on every navigation, the first
// load included, so that a replay of the actions also replays where the visitor went.
//
// The router shows a page once its code is at hand, and a move the visitor makes meanwhile (a second
// link followed while the first page's code still loads) overtakes the first: that page is never
// shown, though the visitor asked for it. So each move is told twice: `locationRequested` as the
// visitor makes it (the visit counter counts page views from these), `locationChanged` once the page
// is shown (what the store holds, and what a replay follows).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

/** The visitor asked for a location (the first one included): it changes nothing the store holds. */
export const locationRequested = createAction<LocationState>('location/locationRequested');
export const { selectLocation, selectPathname } = locationSlice.selectors;
