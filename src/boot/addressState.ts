// What an address says about the screen beyond its page (the products page's category and product),
// put in the store before the first render: the server renders the page so, and the app starts from
// the same state, so that its first render matches what the server rendered.
import type { UnknownAction } from '@reduxjs/toolkit';
import { productsAddressActions } from '../features/products/productsAddress';
import { paths } from '../paths';

export function addressActions(pathname: string, search: string): UnknownAction[] {
  return pathname === paths.products ? productsAddressActions(search) : [];
}
