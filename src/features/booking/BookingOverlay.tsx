// The booking overlay: the scheduling widget in a modal dialog, with a plain link to the booking
// page when the widget cannot load, and a thank-you once the visitor has booked.
import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { config } from '../../config';
import { Dialog } from '../../ui/Dialog';
import { CurlMark } from '../../ui/CurlMark';
import { bookingClosed, selectBookingOpen, selectBookingProgress } from './bookingSlice';
import { Icon } from '../../ui/Icon';
import { useBookingProgressEvents, useBookingWidget } from './bookingWidget';
import './BookingOverlay.css';

const TITLE_ID = 'booking-overlay-title';

export function BookingOverlay() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectBookingOpen);
  const progress = useAppSelector(selectBookingProgress);
  const [widget, setWidget] = useState<HTMLDivElement | null>(null);
  const status = useBookingWidget(open ? widget : null, config.bookingUrl, config.bookingScriptUrl);
  useBookingProgressEvents(open);
  const close = useCallback(() => dispatch(bookingClosed()), [dispatch]);
  const booked = progress === 'event_scheduled';

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={TITLE_ID}
      className={`booking-overlay${status === 'failed' ? ' booking-overlay--fallback' : ''}`}
    >
      <div className="booking-overlay__box">
        {/* A div, not <header>: a header outside main or a section would be a second banner landmark. */}
        <div className="booking-overlay__header">
          <div>
            <p className="eyebrow booking-overlay__eyebrow">Online booking</p>
            <h2 id={TITLE_ID} className="booking-overlay__title">
              Book your appointment
            </h2>
          </div>
          <button type="button" className="icon-button booking-overlay__close" aria-label="Close" onClick={close}>
            <Icon name="close" size={22} />
          </button>
        </div>

        <div role="status" className={booked ? 'booking-overlay__thanks' : 'visually-hidden'}>
          {booked ? (
            <>
              <strong>Thank you — your appointment is booked</strong>
              <span>A confirmation is on its way to your inbox. We look forward to seeing you.</span>
            </>
          ) : status === 'loading' ? (
            'Loading the booking calendar…'
          ) : null}
        </div>

        {status === 'failed' && (
          <div className="booking-overlay__fallback">
            <CurlMark className="booking-overlay__mark" />
            <p>The booking calendar could not be shown here. You can book on the booking page itself.</p>
            <a className="button button--accent" href={config.bookingUrl} target="_blank" rel="noopener noreferrer">
              Open the booking page
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        )}
        {/* Stays mounted after a failure: its element identifies this opening, and a late calendar stays out of sight. */}
        <div className={`booking-overlay__stage booking-overlay__stage--${status}`} hidden={status === 'failed'}>
          <div className="booking-overlay__loader" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <div
            ref={setWidget}
            className="calendly-inline-widget booking-overlay__widget"
            data-url={config.bookingUrl}
            style={{ minWidth: '320px', height: '630px' }}
          />
        </div>
      </div>
    </Dialog>
  );
}
