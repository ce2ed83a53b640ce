// Taps made before the app has started. The page the server rendered is on screen before the app's code
// runs; its links work as plain links, and the buttons that open its dialogs do so by themselves
// (Invoker Commands), but other buttons answer only through the app. A tap (or Enter or Space) on one
// of them in that time is caught here, in the small entry script, the tapped button shows it is
// busy, and once the app holds the page the tap is replayed on the same button, which then does what
// it says. Only the last tap is replayed: it is what the visitor asked for last, and two replayed
// taps could undo each other.
// (Links whose answer is already on the page are answered from the first paint by the page's own
// small script: src/boot/inPageLinks.ts.)

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

export function catchEarlyTaps(root: HTMLElement): EarlyTaps {
  let caught: CaughtTap | null = null;

  const unmark = () => {
    caught?.button.removeAttribute(EARLY_TAP_ATTRIBUTE);
    caught?.button.removeAttribute('aria-busy');
  };

  const onClick = (event: MouseEvent) => {
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
