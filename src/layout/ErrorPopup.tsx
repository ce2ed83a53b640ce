// The popup that lists what went wrong (validation messages and the like) until the visitor dismisses it.
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { errorsDismissed, selectErrorMessages } from '../state/errorsSlice';
import { Dialog } from '../ui/Dialog';
import './ErrorPopup.css';

const TITLE_ID = 'error-popup-title';

export function ErrorPopup() {
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectErrorMessages);
  const dismiss = () => dispatch(errorsDismissed());

  return (
    <Dialog
      open={messages.length > 0}
      onClose={dismiss}
      role="alertdialog"
      labelledBy={TITLE_ID}
      className="error-popup"
    >
      <div className="error-popup__box">
        <div className="error-popup__badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
            <path d="M12 7.5v6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            <circle cx="12" cy="17" r="1.3" fill="currentColor" />
          </svg>
        </div>
        <h2 id={TITLE_ID} className="error-popup__title">
          Please check the following
        </h2>
        <ul className="error-popup__list">
          {messages.map((message, index) => (
            <li key={`${index}-${message}`}>{message}</li>
          ))}
        </ul>
        <button type="button" className="button error-popup__ok" onClick={dismiss}>
          OK
        </button>
        {/* After OK in the page order, so the dialog's first focus lands on the answer, not the corner. */}
        <button type="button" className="icon-button error-popup__close" aria-label="Close" onClick={dismiss}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </Dialog>
  );
}
