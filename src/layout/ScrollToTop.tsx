// On a route change: back to the top of the new page (unless asked not to, or the page scrolls
// itself to a section), and focus on the main content so screen readers start there.
import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths, type NavigationState } from '../paths';

export const MAIN_CONTENT_ID = 'main-content';

export function ScrollToTop() {
  const location = useLocation();
  const { pathname } = location;
  const previousPathname = useRef<string | null>(null);
  const noScroll = Boolean((location.state as NavigationState | null | undefined)?.noScroll);

  useEffect(() => {
    const previous = previousPathname.current;
    previousPathname.current = pathname;
    // The first load and a same-path update (e.g. only the state changed) are not page changes.
    if (previous === null || previous === pathname) return;

    // A services deep link (/services/section-service-3) scrolls to its own section.
    const deepLink = matchPath(paths.serviceSection, pathname) !== null;
    if (!noScroll && !deepLink) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, noScroll]);

  return null;
}
