// What the layout shows beyond the content, on every page: the mobile menu. A page's own state
// (the contact form, the products, the galleries) lives with its feature, in a slice of its own.
// Actions are named as events that happened, so that replaying them shows the same screens (docs/qa.md,
// "Which state stays local").
import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  mobileMenuOpen: boolean;
}

export const initialUiState: UiState = {
  mobileMenuOpen: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    menuOpened: (state) => {
      state.mobileMenuOpen = true;
    },
    menuClosed: (state) => {
      state.mobileMenuOpen = false;
    },
  },
  selectors: {
    selectMobileMenuOpen: (ui) => ui.mobileMenuOpen,
  },
});

export const { menuOpened, menuClosed } = uiSlice.actions;

export const { selectMobileMenuOpen } = uiSlice.selectors;
