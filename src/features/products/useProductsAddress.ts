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
 */
export function useProductsAddress(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const categoryId = useAppSelector(selectSelectedCategoryId);
  const productId = useAppSelector(selectSelectedProductId);
  const seen = useRef<{ search: string | null; categoryId: number | null; productId: number | null }>({
    search: null,
    categoryId,
    productId,
  });

  useLayoutEffect(() => {
    const previous = seen.current;
    seen.current = { search, categoryId, productId };
    if (search !== previous.search) {
      for (const action of productsAddressActions(search, { categoryId, productId })) dispatch(action);
      return;
    }
    if (categoryId === previous.categoryId && productId === previous.productId) return;
    const address = productsPath(categoryId, productId);
    if (address !== `${pathname}${search}`) void navigate(address, { replace: true, preventScrollReset: true });
  }, [dispatch, navigate, pathname, search, categoryId, productId]);
}
