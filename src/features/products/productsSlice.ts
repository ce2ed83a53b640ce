// The products page's state: the category shown, the product whose modal is open, and in that modal
// the open feature and the image shown large. Actions are named as events that happened, so that
// replaying them shows the same screens; the page's address follows them (useProductsAddress.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../state/rootReducer';

export interface ProductsState {
  /** null until the visitor picks one: the first category is then the selected one. */
  selectedCategoryId: number | null;
  /** The product whose modal is open, or null. */
  selectedProductId: number | null;
  /** The open product-feature accordion item, or null. */
  openFeatureId: number | null;
  /** The image shown large in the open product's modal (0 is the first). */
  productImageIndex: number;
}

export const initialProductsState: ProductsState = {
  selectedCategoryId: null,
  selectedProductId: null,
  openFeatureId: null,
  productImageIndex: 0,
};

const slice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {
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
    /** A category's catalogue was shown in the viewer (its name the payload): nothing on screen changes. */
    catalogueOpened: (_state, _action: PayloadAction<string>) => undefined,
    /** Opening an item closes the previous one; toggling the open one closes it. */
    featureToggled: (state, action: PayloadAction<number>) => {
      state.openFeatureId = state.openFeatureId === action.payload ? null : action.payload;
    },
  },
  selectors: {
    selectSelectedCategoryId: (products) => products.selectedCategoryId,
    selectSelectedProductId: (products) => products.selectedProductId,
    selectOpenFeatureId: (products) => products.openFeatureId,
    selectProductImageIndex: (products) => products.productImageIndex,
  },
});

declare module '../../state/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store once the products code is loaded; its selectors read the initial state before. */
export const productsSlice = slice.injectInto(rootReducer);

export const { categorySelected, productOpened, productClosed, productImageShown, featureToggled, catalogueOpened } =
  productsSlice.actions;
export const { selectSelectedCategoryId, selectSelectedProductId, selectOpenFeatureId, selectProductImageIndex } =
  productsSlice.selectors;
