// Asks before something that cannot be undone: a question, what it means, and two answers. The
// safe answer comes first, so that Enter on the opened dialog changes nothing; Escape is "no" too.
import { useId, type ReactNode } from 'react';
import { Dialog } from './Dialog';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" labelledBy={titleId} className="confirm-dialog">
      <div className="confirm-dialog__box">
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        <div className="confirm-dialog__text">{children}</div>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className="button button--accent"
            onClick={() => {
              if (!busy) onConfirm();
            }}
            aria-disabled={busy || undefined}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
