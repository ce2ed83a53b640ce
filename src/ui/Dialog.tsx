// Every overlay of the site: a native modal <dialog>, which makes the rest of the page inert
// (focus stays inside) and closes on Escape. Focus returns to where it was on close.
//
// The element is always drawn, closed or open, so that the browser can open it before the app runs
// (a button with `commandfor` and `command="show-modal"`; the server may also draw it open). The
// `open` prop (a flag of the store) decides once the app runs: a change of it opens or closes the
// element, and the element's own changes (a command, Escape, a click outside) are reported through
// onOpen and onClose, so that the store follows. On a page the server rendered, the element as the
// visitor left it before the app started is what the store learns first.
import { useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The browser opened the dialog itself (a button's command): the store should follow. */
  onOpen?: () => void;
  /** The element's id, for the buttons that command it. */
  id?: string;
  /** The accessible name, when no visible heading names the dialog. */
  label?: string;
  /** The id of the visible element that names the dialog. */
  labelledBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** A click on the backdrop (outside the content) closes the dialog. */
  closeOnBackdropClick?: boolean;
  className?: string;
  children?: ReactNode;
}

/** What keyboard users can reach with Tab: the controls a dialog should start on. */
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Chromium counts a scrollable content box as a focusable area and starts there, on a box with no
 * name or ring: start on the first control instead (the dialog's own choice when it made one).
 */
function focusFirstControl(dialog: HTMLDialogElement) {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== dialog && dialog.contains(active) && active.matches(TABBABLE)) return;
  const first = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).find((e) => !e.closest('[hidden]'));
  first?.focus({ preventScroll: true });
}

const isModal = (dialog: HTMLDialogElement) => dialog.open && dialog.matches(':modal');

/**
 * The element that now stands where the opener was. An opener redrawn while the dialog was open (a
 * carousel's slides replaced once its code arrives) is found again by its id, or by its kind and
 * name among the elements not hidden from the visitor.
 */
function standIn(opener: HTMLElement): HTMLElement | null {
  if (opener.isConnected) return opener;
  if (opener.id) return document.getElementById(opener.id);
  const name = opener.getAttribute('aria-label');
  if (!name) return null;
  const alike = Array.from(document.querySelectorAll<HTMLElement>(`${opener.localName}[aria-label]`));
  return (
    alike.find(
      (element) =>
        element.getAttribute('aria-label') === name && !element.closest('[aria-hidden="true"], [hidden], [inert]'),
    ) ?? null
  );
}

/** Focus goes back where it was, unless the visitor has put it somewhere else meanwhile. */
function returnFocus(dialog: HTMLDialogElement | null, to: HTMLElement | null) {
  const active = document.activeElement;
  const lost = !active || active === document.body || (dialog?.contains(active) ?? false);
  if (to && lost) standIn(to)?.focus({ preventScroll: true });
}

export function Dialog({
  open,
  onClose,
  onOpen,
  id,
  label,
  labelledBy,
  role = 'dialog',
  closeOnBackdropClick = true,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const callbacks = useRef({ onOpen, onClose });
  // Always call the latest callbacks without re-running the effects below.
  useLayoutEffect(() => {
    callbacks.current = { onOpen, onClose };
  });
  /** Whether the dialog should be open, as far as the store has said or been told: no report twice. */
  const shown = useRef<boolean | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // The element's own openings and closings (and, on a page the server rendered, one the visitor made
  // before the app ran), reported to the store.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const report = () => {
      if (dialog.open === shown.current) return;
      shown.current = dialog.open;
      if (dialog.open) {
        // The browser gives focus back itself; where it has not moved focus in yet, we know where to.
        const active = document.activeElement;
        if (active instanceof HTMLElement && !dialog.contains(active)) returnFocusTo.current = active;
        focusFirstControl(dialog);
        callbacks.current.onOpen?.();
      } else {
        returnFocus(dialog, returnFocusTo.current);
        returnFocusTo.current = null;
        callbacks.current.onClose();
      }
    };
    // Escape (or a click outside) closes the element at once, but it tells of it ('toggle', 'close')
    // only a task later: a click in between, such as Enter again on the opener, would find the store
    // still open and change nothing. The store is told as the close is asked for.
    const cancel = (event: Event) => {
      if (event.defaultPrevented || !shown.current) return;
      flushSync(() => callbacks.current.onClose());
    };
    if (dialog.open && !shown.current) report();
    dialog.addEventListener('toggle', report);
    dialog.addEventListener('close', report);
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('toggle', report);
      dialog.removeEventListener('close', report);
      dialog.removeEventListener('cancel', cancel);
    };
  }, []);

  // The store's flag, applied to the element. A dialog the server rendered open is not modal yet: it
  // becomes so, in place, unseen. One the visitor opened before the app ran stays open while the
  // store, just told, catches up.
  const first = useRef(true);
  useEffect(() => {
    const dialog = ref.current;
    const before = first.current;
    first.current = false;
    if (!dialog || (before && dialog.open && !open)) return;
    shown.current = open;
    if (open && !isModal(dialog)) {
      if (dialog.open) dialog.close();
      else returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      focusFirstControl(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus(dialog, returnFocusTo.current);
      returnFocusTo.current = null;
    }
  }, [open]);

  // Taken off the page while open (its page left), it gives focus back too.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) returnFocus(dialog, returnFocusTo.current);
    };
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The content box fills the dialog, so a click that lands on the dialog itself is outside it.
    if (!closeOnBackdropClick || event.target !== event.currentTarget || !shown.current) return;
    // Answered here: the page's own fallback for `closedby` leaves it (src/app/dialogFallbacks.ts).
    event.preventDefault();
    shown.current = false;
    callbacks.current.onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      // Drawn open by the server (a product's address), it is open in the HTML; in the browser the
      // attribute is the element's own, which React never sets.
      open={typeof document === 'undefined' && open ? true : undefined}
      role={role}
      aria-modal="true"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={['dialog', className].filter(Boolean).join(' ')}
      // Without the app, the browser closes it on a click outside by itself.
      closedby={closeOnBackdropClick ? 'any' : 'closerequest'}
      onClick={onBackdropClick}
    >
      {children}
    </dialog>
  );
}
