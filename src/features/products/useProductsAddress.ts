// The products page's address and the store, kept in step: the address names the category shown
// and the product open (src/paths.ts), which is what the server renders for it; the store's flags say
// what the screen shows once the app runs. A change of either is carried over to the other.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { productsPath } from '../../paths';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectSelectedCategoryId, selectSelectedProductId } from './productsSlice';
import { productsAddressActions } from './productsAddress';

/**
 * Keeps the address and the store in step while the page is shown: a new address (a link, the back
 * button, a replay) becomes the store's actions; a new choice in the store (a click, an action from
 * anywhere) replaces the address, with no new history entry (as the page behaved before it had one).
 * Layout effects: the store follows before the browser paints.
 *
 * The router shows a new address a render later than it is asked for (a transition), and may skip
 * to the last of several: an address this hook asked for is no news when it arrives, even when the
 * store has moved on meanwhile (a product closed just after it opened).
 */
export function useProductsAddress(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();
  const categoryId = useAppSelector(selectSelectedCategoryId);
  const productId = useAppSelector(selectSelectedProductId);
  const seenKey = useRef<string | null>(null);
  /** The addresses asked for that the router has not shown yet, oldest first. */
  const asked = useRef<string[]>([]);

  useLayoutEffect(() => {
    const here = `${pathname}${search}`;
    if (key !== seenKey.current) {
      seenKey.current = key;
      const ours = asked.current.indexOf(here);
      if (ours === -1) {
        asked.current = [];
        for (const action of productsAddressActions(search, { categoryId, productId })) dispatch(action);
        return;
      }
      asked.current = asked.current.slice(ours + 1);
    }
    const address = productsPath(categoryId, productId);
    if (address === (asked.current.at(-1) ?? here)) return;
    asked.current.push(address);
    void navigate(address, { replace: true, preventScrollReset: true });
  }, [dispatch, navigate, pathname, search, key, categoryId, productId]);
}
