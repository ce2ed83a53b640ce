// The catalogues' state: the page each is open at. Actions are named as events that happened, so
// that replaying them shows the same screens.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../state/rootReducer';

export interface CatalogueState {
  /** The page each catalogue is open at (0 is the cover), by the catalogue's PDF address. */
  pages: Record<string, number>;
}

export const initialCatalogueState: CatalogueState = { pages: {} };

const slice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    cataloguePageTurned: (state, action: PayloadAction<{ catalogue: string; page: number }>) => {
      state.pages[action.payload.catalogue] = Math.max(0, Math.trunc(action.payload.page));
    },
  },
  selectors: {
    selectCataloguePage: (catalogue, address: string) => catalogue.pages[address] ?? 0,
  },
});

declare module '../state/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store once the flipbook's code is loaded; its selectors read the initial state before. */
export const catalogueSlice = slice.injectInto(rootReducer);

export const { cataloguePageTurned } = catalogueSlice.actions;
export const { selectCataloguePage } = catalogueSlice.selectors;
