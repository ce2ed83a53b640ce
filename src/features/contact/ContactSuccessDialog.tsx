// The popup that confirms a message was sent, in content's words.
import { useId } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
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
          <Icon name="close" size={20} strokeWidth={1.8} />
        </button>
        <div className="contact-success__badge icon-disc icon-disc--blob" aria-hidden="true">
          <Icon name="check" size={28} strokeWidth={1.8} />
        </div>
        <p id={messageId} className="contact-success__message">
          {text}
        </p>
      </div>
    </Dialog>
  );
}
