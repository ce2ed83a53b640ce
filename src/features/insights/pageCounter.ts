// What the page's own script (firstView.ts, in the head) leaves for the app's counter
// (watchInsights.ts): a way to send a page view at once, so that the app does not download the
// beacon's code a second time. It is there only when this visit may be counted: the browser does not
// object (Global Privacy Control, Do Not Track) and the server counts.

/** Where the head's script leaves the counter, on `window`. */
export const PAGE_COUNTER = '__salonPageCounter';

export interface PageCounter {
  /** The page the visit began on, when the head's script counted it (a public page). */
  firstView: string | null;
  /** Sends a page view at once, once the page is shown; given the query, where the visit came from too. */
  count: (path: string, search?: string) => void;
}

declare global {
  interface Window {
    [PAGE_COUNTER]?: PageCounter;
  }
}

/** The signed-in area and its sign-in page are not the public site: nothing there is counted. */
export const isPublicPath = (path: string): boolean => !/^\/(admin|login)(\/|$)/.test(path);

/** Runs `callback` once the page is shown for real: at once, or when a prerendered page is activated. */
export function whenNotPrerendered(callback: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', callback, { once: true });
  else callback();
}
