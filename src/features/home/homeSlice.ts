// The home page's state: its gallery's lightbox, closed or open at an image. Actions are named as
// events that happened, so that replaying them shows the same screens.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../state/rootReducer';

export interface HomeState {
  /** null when closed, else the index of the image shown. */
  lightboxIndex: number | null;
}

export const initialHomeState: HomeState = { lightboxIndex: null };

const slice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    lightboxOpened: (state, action: PayloadAction<number>) => {
      state.lightboxIndex = action.payload;
    },
    lightboxMoved: (state, action: PayloadAction<number>) => {
      if (state.lightboxIndex !== null) state.lightboxIndex = action.payload;
    },
    lightboxClosed: (state) => {
      state.lightboxIndex = null;
    },
  },
  selectors: {
    selectHomeLightboxIndex: (home) => home.lightboxIndex,
  },
});

declare module '../../state/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store once the home page's code is loaded; its selectors read the initial state before. */
export const homeSlice = slice.injectInto(rootReducer);

export const { lightboxOpened, lightboxMoved, lightboxClosed } = homeSlice.actions;
export const { selectHomeLightboxIndex } = homeSlice.selectors;
