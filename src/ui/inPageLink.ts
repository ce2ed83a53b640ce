// Links the app answers without a page load: the address they name is what the server renders for
// the visitor without the app (or before it runs); with the app, the same click becomes an action
// of the store, and the address follows. A click that asks for more (another tab or window, a
// download) is left to the browser.
import type { MouseEvent } from 'react';

/** Marks a link whose answer is already on the page: the element it shows (src/boot/earlyTaps.ts). */
export const SHOWS_ATTRIBUTE = 'data-shows';

/** A click handler that runs `answer` instead of following the link, for a plain click. */
export function answeredInPage(answer: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    answer();
  };
}
