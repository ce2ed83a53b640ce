// What the products page shows, derived from the content and the visitor's choices, memoised.
import { createSelector } from '@reduxjs/toolkit';
import { contentApi } from '../../api/contentApi';
import { hasNumericId } from '../../api/dropNullItems';
import type { Product, ProductCategory } from '../../api/types';
import { selectSelectedCategoryId, selectSelectedProductId } from './productsSlice';

const selectProductsPage = contentApi.endpoints.getProductsPage.select();

const productsOf = (category: ProductCategory | undefined): Product[] =>
  (category?.products ?? []).filter(hasNumericId);

/** The categories the page can show: those with an id to select them by. */
export const selectProductCategories = createSelector([selectProductsPage], (result): ProductCategory[] =>
  (result.data?.products ?? []).filter(hasNumericId),
);

/** The category the visitor chose, or the first one until they choose. */
export const selectShownCategory = createSelector(
  [selectProductCategories, selectSelectedCategoryId],
  (categories, selectedId): ProductCategory | undefined =>
    categories.find((category) => category.id === selectedId) ?? categories[0],
);

/** The product whose modal is open, with the title of the category it belongs to. */
export const selectOpenProduct = createSelector(
  [selectProductCategories, selectSelectedProductId],
  (categories, productId): { product: Product; categoryTitle: string | null } | null => {
    if (productId === null) return null;
    for (const category of categories) {
      const product = productsOf(category).find((p) => p.id === productId);
      if (product) return { product, categoryTitle: category.title ?? null };
    }
    return null;
  },
);
