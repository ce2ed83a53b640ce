// Links whose answer is already on the page (a product category's panel, marked with data-shows),
// answered from the first paint: the page carries this script in its head (src/boot/head.ts, written
// into the HTML by the build), so it listens before anything is drawn, long before the app's code has
// arrived. The link's panel is shown, its siblings' hidden, and its address put in place, as the app
// would; the app starts from that address, and stops this once it holds the page. Without scripts
// (or should this not run) the link loads its page, which the server renders as it asks.
import { SHOWS_ATTRIBUTE } from '../ui/inPageLink';

/** A click that asks only to follow the link (no other tab, window or download). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Shows the panel the link names and hides those its sibling links name; false when it is not on the page. */
function showInPage(link: Element): boolean {
  const shown = document.getElementById(link.getAttribute(SHOWS_ATTRIBUTE) ?? '');
  if (!shown || !(link instanceof HTMLAnchorElement)) return false;
  const links = [...(link.parentElement?.children ?? [])].filter((sibling) => sibling.hasAttribute(SHOWS_ATTRIBUTE));
  for (const sibling of links) {
    const panel = document.getElementById(sibling.getAttribute(SHOWS_ATTRIBUTE) ?? '');
    if (panel) panel.hidden = panel !== shown;
    if (sibling === link) sibling.setAttribute('aria-current', 'true');
    else sibling.removeAttribute('aria-current');
  }
  window.history.replaceState(window.history.state, '', link.href);
  return true;
}

/** Answers the page's in-page links until the returned function is called. */
export function answerInPageLinks(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${SHOWS_ATTRIBUTE}]`) : null;
    if (link && plainClick(event) && showInPage(link)) event.preventDefault();
  };
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}

/** Where the page's own script leaves the stop, for the app to call as it takes the page. */
export const IN_PAGE_LINKS_STOP = '__salonInPageLinksStop';

declare global {
  interface Window {
    [IN_PAGE_LINKS_STOP]?: () => void;
  }
}
