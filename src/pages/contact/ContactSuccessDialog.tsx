// The popup that confirms a message was sent, in content's words.
import { useId } from 'react';
import { Dialog } from '../../ui/Dialog';
import './ContactSuccessDialog.css';

export interface ContactSuccessDialogProps {
  open: boolean;
  message: string | null | undefined;
  onClose: () => void;
}

export function ContactSuccessDialog({ open, message, onClose }: ContactSuccessDialogProps) {
  const messageId = useId();
  const text = message?.trim() || 'Thank you, your message has been sent.';
  return (
    <Dialog open={open} onClose={onClose} labelledBy={messageId} className="contact-success">
      <div className="contact-success__box">
        <button type="button" className="icon-button contact-success__close" aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <div className="contact-success__badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <p id={messageId} className="contact-success__message">
          {text}
        </p>
      </div>
    </Dialog>
  );
}
