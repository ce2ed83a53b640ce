// UI flags that more than one component reads. Actions are named as events that happened.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  mobileMenuOpen: boolean;
  /** Home gallery lightbox: null when closed, else the index of the image shown. */
  homeLightboxIndex: number | null;
  /** Gallery page slideshow: null when closed, else the index of the image shown. */
  gallerySlideshowIndex: number | null;
  /** null until the visitor picks one: the first category is then the selected one. */
  selectedCategoryId: number | null;
  /** The product whose modal is open, or null. */
  selectedProductId: number | null;
  /** The open product-feature accordion item, or null. */
  openFeatureId: number | null;
}

export const initialUiState: UiState = {
  mobileMenuOpen: false,
  homeLightboxIndex: null,
  gallerySlideshowIndex: null,
  selectedCategoryId: null,
  selectedProductId: null,
  openFeatureId: null,
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
    lightboxOpened: (state, action: PayloadAction<number>) => {
      state.homeLightboxIndex = action.payload;
    },
    lightboxMoved: (state, action: PayloadAction<number>) => {
      if (state.homeLightboxIndex !== null) state.homeLightboxIndex = action.payload;
    },
    lightboxClosed: (state) => {
      state.homeLightboxIndex = null;
    },
    slideshowOpened: (state, action: PayloadAction<number>) => {
      state.gallerySlideshowIndex = action.payload;
    },
    slideshowMoved: (state, action: PayloadAction<number>) => {
      if (state.gallerySlideshowIndex !== null) state.gallerySlideshowIndex = action.payload;
    },
    slideshowClosed: (state) => {
      state.gallerySlideshowIndex = null;
    },
    categorySelected: (state, action: PayloadAction<number>) => {
      state.selectedCategoryId = action.payload;
      state.selectedProductId = null;
      state.openFeatureId = null;
    },
    productOpened: (state, action: PayloadAction<number>) => {
      state.selectedProductId = action.payload;
      state.openFeatureId = null;
    },
    productClosed: (state) => {
      state.selectedProductId = null;
      state.openFeatureId = null;
    },
    /** Opening an item closes the previous one; toggling the open one closes it. */
    featureToggled: (state, action: PayloadAction<number>) => {
      state.openFeatureId = state.openFeatureId === action.payload ? null : action.payload;
    },
  },
  selectors: {
    selectMobileMenuOpen: (ui) => ui.mobileMenuOpen,
    selectHomeLightboxIndex: (ui) => ui.homeLightboxIndex,
    selectGallerySlideshowIndex: (ui) => ui.gallerySlideshowIndex,
    selectSelectedCategoryId: (ui) => ui.selectedCategoryId,
    selectSelectedProductId: (ui) => ui.selectedProductId,
    selectOpenFeatureId: (ui) => ui.openFeatureId,
    /** True while the menu or an overlay of these flags is open: the page's scrolling is then locked. */
    selectUiScrollLocked: (ui) =>
      ui.mobileMenuOpen ||
      ui.homeLightboxIndex !== null ||
      ui.gallerySlideshowIndex !== null ||
      ui.selectedProductId !== null,
  },
});

export const {
  menuOpened,
  menuClosed,
  lightboxOpened,
  lightboxMoved,
  lightboxClosed,
  slideshowOpened,
  slideshowMoved,
  slideshowClosed,
  categorySelected,
  productOpened,
  productClosed,
  featureToggled,
} = uiSlice.actions;

export const {
  selectMobileMenuOpen,
  selectHomeLightboxIndex,
  selectGallerySlideshowIndex,
  selectSelectedCategoryId,
  selectSelectedProductId,
  selectOpenFeatureId,
  selectUiScrollLocked,
} = uiSlice.selectors;
