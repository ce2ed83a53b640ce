// Taps made before the app has started. The page the server drew is on screen before the app's code
// runs; its links work as plain links, and the buttons that open its dialogs do so by themselves
// (Invoker Commands), but other buttons answer only through the app. A tap (or Enter or Space) on one
// of them in that time is caught here, in the small entry script, the tapped button shows it is
// busy, and once the app holds the page the tap is replayed on the same button, which then does what
// it says. Only the last tap is replayed: it is what the visitor asked for last, and two replayed
// taps could undo each other.
// A link whose answer is already on the page (a product category's panel, marked with data-shows)
// is answered here at once: its panel is shown, its siblings' hidden, and the address replaced, as
// the app would, which then starts from that address.
import { SHOWS_ATTRIBUTE } from '../ui/inPageLink';

/** The buttons whose taps are kept: the app's own, which do nothing until it has started. */
const APP_BUTTON = 'button[type="button"]:not([commandfor])';
/** Marks the button whose tap is waiting for the app (styled in global.css). */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

export interface EarlyTaps {
  /** Stops catching taps and clears the busy mark: call it right before the app takes the page. */
  stop(): void;
  /** Replays the last tap caught, on the button it was made on. */
  replay(): void;
}

interface CaughtTap {
  button: HTMLButtonElement;
  /** The button's place among the root's buttons: finds it again should the app have drawn it anew. */
  index: number;
}

/** A click that asks only to follow the link (no other tab, window or download). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Shows the panel the link names and hides those its sibling links name; false when it is not on the page. */
function showInPage(link: HTMLAnchorElement): boolean {
  const shown = document.getElementById(link.getAttribute(SHOWS_ATTRIBUTE) ?? '');
  if (!shown) return false;
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

export function catchEarlyTaps(root: HTMLElement): EarlyTaps {
  let caught: CaughtTap | null = null;

  const unmark = () => {
    caught?.button.removeAttribute(EARLY_TAP_ATTRIBUTE);
    caught?.button.removeAttribute('aria-busy');
  };

  const onClick = (event: MouseEvent) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${SHOWS_ATTRIBUTE}]`) : null;
    if (link && root.contains(link) && plainClick(event) && showInPage(link)) {
      event.preventDefault();
      return;
    }
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(APP_BUTTON) : null;
    if (!button || button.disabled || !root.contains(button)) return;
    unmark();
    caught = { button, index: [...root.querySelectorAll(APP_BUTTON)].indexOf(button) };
    button.setAttribute(EARLY_TAP_ATTRIBUTE, '');
    button.setAttribute('aria-busy', 'true');
  };
  root.addEventListener('click', onClick, { capture: true });

  return {
    stop() {
      root.removeEventListener('click', onClick, { capture: true });
      unmark();
    },
    replay() {
      if (!caught) return;
      const { button, index } = caught;
      caught = null;
      const target = button.isConnected ? button : root.querySelectorAll<HTMLButtonElement>(APP_BUTTON)[index];
      if (target && !target.disabled) target.click();
    },
  };
}
