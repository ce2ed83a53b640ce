// What an address says about the screen beyond its page (the products page's category and product),
// put in the store before the first render: the server renders the page so, and the app starts from
// the same state, so that its first render matches what the server rendered. The products page's
// part comes with that page's code, which every other page does without.
import type { UnknownAction } from '@reduxjs/toolkit';
import { paths } from '../paths';

export async function addressActions(pathname: string, search: string): Promise<UnknownAction[]> {
  if (pathname !== paths.products) return [];
  const { productsAddressActions } = await import(
    /* webpackChunkName: "products" */ '../features/products/productsAddress'
  );
  return productsAddressActions(search);
}
