// What the products page's address says about the screen: the category shown and the product open
// (src/paths.ts), which is what the server renders for it, as the store's actions.
import type { UnknownAction } from '@reduxjs/toolkit';
import { readProductsAddress } from '../../paths';
import { categorySelected, productClosed, productOpened } from './productsSlice';

export interface Shown {
  categoryId: number | null;
  productId: number | null;
}

/** The actions that bring the store from what it shows to what the address names. */
export function productsAddressActions(search: string, shown: Shown = { categoryId: null, productId: null }) {
  const wanted = readProductsAddress(search);
  const actions: UnknownAction[] = [];
  // Choosing a category closes any product: the product comes after.
  if (wanted.categoryId !== shown.categoryId) actions.push(categorySelected(wanted.categoryId));
  const productNow = wanted.categoryId !== shown.categoryId ? null : shown.productId;
  if (wanted.productId !== productNow) {
    actions.push(wanted.productId === null ? productClosed() : productOpened(wanted.productId));
  }
  return actions;
}
