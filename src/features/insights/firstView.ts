// The first page view of a page load, sent by the page's own script in the head (src/boot/head.ts)
// as the page starts to arrive: a visitor who leaves, reloads or types another address before the
// app has started (a second or two on a slow phone) is counted all the same. The app's counter
// (watchInsights.ts) takes over from it, and never sends that view again. The same rules hold here
// as there: nothing with Global Privacy Control or Do Not Track, nothing when the server says
// counting is off (its meta tag, which it writes before this script), nothing while the page is
// only prerendered, nothing in the salon's signed-in area.
import { INSIGHTS_META_NAME } from '../../api/insightsContract';
import { landingOf, sendPageView } from './beacon';

/** Where the head's script leaves the path it counted, for the app's counter. */
export const FIRST_VIEW_SENT = '__salonFirstViewSent';

declare global {
  interface Window {
    [FIRST_VIEW_SENT]?: string;
  }
}

/** The signed-in area and its sign-in page are not the public site: nothing there is counted. */
export const isPublicPath = (path: string): boolean => !/^\/(admin|login)(\/|$)/.test(path);

/** Whether this visit may be counted: the browser does not object, and the server counts. */
export function countingAllowed(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const serverSays = document.querySelector<HTMLMetaElement>(`meta[name="${INSIGHTS_META_NAME}"]`)?.content;
  return browser.globalPrivacyControl !== true && browser.doNotTrack !== '1' && serverSays !== 'off';
}

/** Runs `callback` once the page is shown for real: at once, or when a prerendered page is activated. */
export function whenNotPrerendered(callback: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', callback, { once: true });
  else callback();
}

/** Counts the page being loaded, once it is shown, with where the visit came from. */
export function countFirstView(): void {
  const { pathname, search } = window.location;
  if (!countingAllowed() || !isPublicPath(pathname)) return;
  window[FIRST_VIEW_SENT] = pathname;
  const landing = landingOf(search);
  whenNotPrerendered(() => sendPageView(pathname, landing));
}
