// A button that opens the booking overlay from anywhere on the site, through the browser itself
// (an Invoker Command), with the app or without; once the app runs, the store follows the overlay
// (src/features/booking/BookingOverlay.tsx).
import type { ReactNode } from 'react';
import { BOOKING_DIALOG_ID } from './bookingFrame';

export interface BookingButtonProps {
  /** The label from content; a plain one when the content has none, since booking is always possible. */
  children?: ReactNode;
  className?: string;
  variant?: 'primary' | 'accent' | 'ghost';
  /** The id of what this booking is for (a service's title), when several buttons share one label. */
  describedBy?: string;
  /** Which button this is, in a short stable name ('banner', 'service'…): the visit counter reports it. */
  from: string;
}

export function BookingButton({ children, className, variant = 'accent', describedBy, from }: BookingButtonProps) {
  const label = typeof children === 'string' ? children.trim() : children;
  return (
    <button
      type="button"
      className={['button', variant !== 'primary' && `button--${variant}`, className].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      commandfor={BOOKING_DIALOG_ID}
      command="show-modal"
      data-booking-from={from}
    >
      {label || 'Book an appointment'}
    </button>
  );
}
