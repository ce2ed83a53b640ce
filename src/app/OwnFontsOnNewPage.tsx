// Each page the app shows is set in the site's own fonts once the browser has cached them
// (src/styles/ownFonts.ts), before it is painted: a page never changes fonts while it is read. A
// new address within the same page (a services section) is not a new page.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { matchPage } from '../routes';
import { ownFontsForNewPage } from '../styles/ownFonts';

export function OwnFontsOnNewPage() {
  const { pathname } = useLocation();
  const page = matchPage(pathname).route.id;
  const first = useRef(true);
  useLayoutEffect(() => {
    // The page the app started on is already painted.
    if (first.current) {
      first.current = false;
      return;
    }
    ownFontsForNewPage();
  }, [page]);
  return null;
}
