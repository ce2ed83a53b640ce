// The popup that lists what went wrong (validation messages and the like) until the visitor dismisses it.
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { errorsDismissed, selectErrorMessages } from '../state/errorsSlice';
import { Dialog } from '../ui/Dialog';
import { Icon } from '../ui/Icon';
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
          <Icon name="alert" size={26} />
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
          <Icon name="close" size={20} strokeWidth={1.8} />
        </button>
      </div>
    </Dialog>
  );
}
