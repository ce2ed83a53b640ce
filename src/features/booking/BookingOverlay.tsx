// The booking overlay: the scheduling page in a modal dialog, drawn with every page. Its buttons open
// it through the browser itself (src/features/booking/BookingButton.tsx), before or without the app;
// the page is an iframe that loads when the dialog first opens (a lazy frame out of sight waits), with
// a plain link to the booking page beneath, and a thank-you once the visitor has booked.
import { useCallback, useState } from 'react';
import { config } from '../../config';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { useSiteOrigin } from '../../ui/siteOrigin';
import { BOOKING_DIALOG_ID, bookingFrameUrl } from './bookingFrame';
import { bookingClosed, bookingOpened, selectBookingOpen, selectBookingProgress } from './bookingSlice';
import { useBookingOpener } from './bookingOpener';
import { useBookingProgressEvents } from './bookingProgress';
import './BookingOverlay.css';

const TITLE_ID = 'booking-overlay-title';

export function BookingOverlay() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectBookingOpen);
  const progress = useAppSelector(selectBookingProgress);
  const origin = useSiteOrigin();
  const [loaded, setLoaded] = useState(false);
  useBookingProgressEvents(open);
  const opener = useBookingOpener();
  const close = useCallback(() => dispatch(bookingClosed()), [dispatch]);
  const booked = progress === 'event_scheduled';

  return (
    <Dialog
      id={BOOKING_DIALOG_ID}
      open={open}
      onOpen={() => dispatch(bookingOpened(opener()))}
      onClose={close}
      labelledBy={TITLE_ID}
      className="booking-overlay"
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
          <button
            type="button"
            className="icon-button booking-overlay__close"
            aria-label="Close"
            commandfor={BOOKING_DIALOG_ID}
            command="close"
          >
            <Icon name="close" size={22} />
          </button>
        </div>

        <div role="status" className={booked ? 'booking-overlay__thanks' : 'visually-hidden'}>
          {booked ? (
            <>
              <strong>Thank you — your appointment is booked</strong>
              <span>A confirmation is on its way to your inbox. We look forward to seeing you.</span>
            </>
          ) : open && !loaded ? (
            'Loading the booking calendar…'
          ) : null}
        </div>

        <p className="booking-overlay__fallback">
          Calendar not showing?{' '}
          <a href={config.bookingUrl} target="_blank" rel="noopener noreferrer">
            Open the booking page
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>

        <div className="booking-overlay__stage">
          <div className="booking-overlay__loader" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <iframe
            className="booking-overlay__widget"
            src={bookingFrameUrl(config.bookingUrl, origin)}
            title="Booking calendar"
            loading="lazy"
            onLoad={() => setLoaded(true)}
            style={{ minWidth: '320px', height: '630px' }}
          />
        </div>
      </div>
    </Dialog>
  );
}
