// Every overlay of the site: a native modal <dialog>, which makes the rest of the page inert
// (focus stays inside) and closes on Escape. Focus returns to where it was on close.
import { useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name, when no visible heading names the dialog. */
  label?: string;
  /** The id of the visible element that names the dialog. */
  labelledBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** A click on the backdrop (outside the content) closes the dialog. */
  closeOnBackdropClick?: boolean;
  className?: string;
  children: ReactNode;
}

/** What keyboard users can reach with Tab: the controls a dialog should start on. */
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), iframe, [tabindex]:not([tabindex="-1"])';

export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  label,
  labelledBy,
  role = 'dialog',
  closeOnBackdropClick = true,
  className,
  children,
}: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  // Always call the latest onClose without re-running the open/close effect below.
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Chromium counts a scrollable content box as a focusable area and starts there, on a box with
    // no name or ring: start on the first control instead (the dialog's own choice when it made one).
    const active = document.activeElement;
    if (!(active instanceof HTMLElement && active !== dialog && dialog.contains(active) && active.matches(TABBABLE))) {
      const first = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).find((e) => !e.closest('[hidden]'));
      first?.focus({ preventScroll: true });
    }
    return () => {
      if (dialog.open) dialog.close();
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    };
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The content box fills the dialog, so a click that lands on the dialog itself is outside it.
    if (closeOnBackdropClick && event.target === event.currentTarget) onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={['dialog', className].filter(Boolean).join(' ')}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={onBackdropClick}
    >
      {children}
    </dialog>
  );
}
