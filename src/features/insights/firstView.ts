// The first page view of a page load, sent by the page's own script in the head (src/boot/head.ts)
// as the page starts to arrive: a visitor who leaves, reloads or types another address before the
// app has started (a second or two on a slow phone) is counted all the same. The script leaves its
// way of counting for the app's counter (pageCounter.ts, watchInsights.ts), which goes on from that
// page and never sends it again. Nothing is counted with Global Privacy Control or Do Not Track,
// when the server says counting is off (its meta tag, which it writes before this script), while the
// page is only prerendered, nor in the salon's signed-in area.
import { INSIGHTS_META_NAME } from '../../api/insightsContract';
import { landingOf, sendPageView } from './beacon';
import { isPublicPath, PAGE_COUNTER, whenNotPrerendered } from './pageCounter';

/** Whether this visit may be counted: the browser does not object, and the server counts. */
function countingAllowed(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const serverSays = document.querySelector<HTMLMetaElement>(`meta[name="${INSIGHTS_META_NAME}"]`)?.content;
  return browser.globalPrivacyControl !== true && browser.doNotTrack !== '1' && serverSays !== 'off';
}

/** Counts the page being loaded, once it is shown, and leaves the counter for the app. */
export function startCounting(): void {
  if (!countingAllowed()) return;
  const count = (path: string, search?: string) => {
    const landing = search === undefined ? null : landingOf(search);
    whenNotPrerendered(() => sendPageView(path, landing));
  };
  const { pathname, search } = window.location;
  const counted = isPublicPath(pathname);
  window[PAGE_COUNTER] = { firstView: counted ? pathname : null, count };
  if (counted) count(pathname, search);
}
