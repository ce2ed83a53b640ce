// UI flags that more than one component reads. Actions are named as events that happened.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the scheduling widget told us (its postMessage events, origin-checked). */
export type BookingProgress =
  'idle' | 'profile_viewed' | 'event_type_viewed' | 'date_and_time_selected' | 'event_scheduled';

export interface UiState {
  mobileMenuOpen: boolean;
  bookingOpen: boolean;
  bookingProgress: BookingProgress;
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
  bookingOpen: false,
  bookingProgress: 'idle',
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
    bookingOpened: (state) => {
      state.bookingOpen = true;
      state.bookingProgress = 'idle';
      state.mobileMenuOpen = false;
    },
    bookingClosed: (state) => {
      state.bookingOpen = false;
    },
    bookingProgressed: (state, action: PayloadAction<BookingProgress>) => {
      state.bookingProgress = action.payload;
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
    selectBookingOpen: (ui) => ui.bookingOpen,
    selectBookingProgress: (ui) => ui.bookingProgress,
    selectHomeLightboxIndex: (ui) => ui.homeLightboxIndex,
    selectGallerySlideshowIndex: (ui) => ui.gallerySlideshowIndex,
    selectSelectedCategoryId: (ui) => ui.selectedCategoryId,
    selectSelectedProductId: (ui) => ui.selectedProductId,
    selectOpenFeatureId: (ui) => ui.openFeatureId,
    /** True while any overlay that should lock the page's scrolling is open. */
    selectScrollLocked: (ui) =>
      ui.mobileMenuOpen ||
      ui.bookingOpen ||
      ui.homeLightboxIndex !== null ||
      ui.gallerySlideshowIndex !== null ||
      ui.selectedProductId !== null,
  },
});

export const {
  menuOpened,
  menuClosed,
  bookingOpened,
  bookingClosed,
  bookingProgressed,
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
  selectBookingOpen,
  selectBookingProgress,
  selectHomeLightboxIndex,
  selectGallerySlideshowIndex,
  selectSelectedCategoryId,
  selectSelectedProductId,
  selectOpenFeatureId,
  selectScrollLocked,
} = uiSlice.selectors;
