// Each page the app shows is set in the site's own fonts once the browser has cached them
// (src/styles/ownFonts.ts), before it is painted: a page never changes fonts while it is read. A
// new address within the same page (a services section) is not a new page.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { matchPage } from '../routes';
import { ownFontsForNewPage } from '../styles/ownFonts';

export interface OwnFontsOnNewPageProps {
  /**
   * The address the document arrived at, whose page was painted before the app ran. A visitor may
   * follow a link while the app is still hydrating: its first render is then already a new page.
   * Without it, the app's first page is taken as painted.
   */
  arrivedAt?: string;
}

export function OwnFontsOnNewPage({ arrivedAt }: OwnFontsOnNewPageProps) {
  const { pathname } = useLocation();
  const page = matchPage(pathname).route.id;
  const first = useRef(true);
  useLayoutEffect(() => {
    const painted = first.current && (arrivedAt === undefined || matchPage(arrivedAt).route.id === page);
    first.current = false;
    if (!painted) ownFontsForNewPage();
  }, [page, arrivedAt]);
  return null;
}
