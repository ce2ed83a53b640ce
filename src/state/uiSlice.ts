// What the screen shows beyond the content: open overlays, the visitor's choices, the contact form's
// status, the catalogues' pages. Actions are named as events that happened, so that replaying them
// shows the same screens (README, "Which state stays local").
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The contact form's sending: "sent" opens the success dialog, "failed" follows any failure. */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** The server's validation messages, by field (never what the visitor typed). */
export type ContactFieldErrors = Partial<Record<string, string[]>>;

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
  /** The image shown large in the open product's modal (0 is the first). */
  productImageIndex: number;
  contactStatus: ContactStatus;
  /** The messages shown beside the contact form's fields after a refused message. */
  contactFieldErrors: ContactFieldErrors;
  /** The page each catalogue is open at (0 is the cover), by the catalogue's PDF address. */
  cataloguePages: Record<string, number>;
}

export const initialUiState: UiState = {
  mobileMenuOpen: false,
  homeLightboxIndex: null,
  gallerySlideshowIndex: null,
  selectedCategoryId: null,
  selectedProductId: null,
  openFeatureId: null,
  productImageIndex: 0,
  contactStatus: 'idle',
  contactFieldErrors: {},
  cataloguePages: {},
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
    /** null: the first category, as before any choice. */
    categorySelected: (state, action: PayloadAction<number | null>) => {
      state.selectedCategoryId = action.payload;
      state.selectedProductId = null;
      state.openFeatureId = null;
      state.productImageIndex = 0;
    },
    productOpened: (state, action: PayloadAction<number>) => {
      state.selectedProductId = action.payload;
      state.openFeatureId = null;
      state.productImageIndex = 0;
    },
    productClosed: (state) => {
      state.selectedProductId = null;
      state.openFeatureId = null;
      state.productImageIndex = 0;
    },
    /** The visitor picked another of the open product's images. */
    productImageShown: (state, action: PayloadAction<number>) => {
      if (state.selectedProductId !== null) state.productImageIndex = Math.max(0, Math.trunc(action.payload));
    },
    contactSendStarted: (state) => {
      state.contactStatus = 'sending';
    },
    /** The message was accepted: the success dialog opens and the field messages go. */
    contactSent: (state) => {
      state.contactStatus = 'sent';
      state.contactFieldErrors = {};
    },
    /** The message was refused or could not be sent; a refusal says why beside each field. */
    contactSendFailed: (state, action: PayloadAction<ContactFieldErrors | undefined>) => {
      state.contactStatus = 'failed';
      state.contactFieldErrors = action.payload ?? {};
    },
    contactSuccessClosed: (state) => {
      if (state.contactStatus === 'sent') state.contactStatus = 'idle';
    },
    /** The visitor left the contact page: the form starts afresh next time. */
    contactFormLeft: (state) => {
      state.contactStatus = 'idle';
      state.contactFieldErrors = {};
    },
    cataloguePageTurned: (state, action: PayloadAction<{ catalogue: string; page: number }>) => {
      state.cataloguePages[action.payload.catalogue] = Math.max(0, Math.trunc(action.payload.page));
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
    selectProductImageIndex: (ui) => ui.productImageIndex,
    selectContactStatus: (ui) => ui.contactStatus,
    selectContactFieldErrors: (ui) => ui.contactFieldErrors,
    selectCataloguePage: (ui, catalogue: string) => ui.cataloguePages[catalogue] ?? 0,
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
  productImageShown,
  contactSendStarted,
  contactSent,
  contactSendFailed,
  contactSuccessClosed,
  contactFormLeft,
  cataloguePageTurned,
} = uiSlice.actions;

export const {
  selectMobileMenuOpen,
  selectHomeLightboxIndex,
  selectGallerySlideshowIndex,
  selectSelectedCategoryId,
  selectSelectedProductId,
  selectOpenFeatureId,
  selectProductImageIndex,
  selectContactStatus,
  selectContactFieldErrors,
  selectCataloguePage,
} = uiSlice.selectors;
