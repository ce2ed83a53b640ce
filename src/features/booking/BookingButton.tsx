// A button that opens the booking overlay from anywhere on the site: through the browser itself
// (an Invoker Command) before or without the app, through the store once the app runs.
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { BOOKING_DIALOG_ID } from './bookingFrame';
import { bookingOpened } from './bookingSlice';

export interface BookingButtonProps {
  /** The label from content; a plain one when the content has none, since booking is always possible. */
  children?: ReactNode;
  className?: string;
  variant?: 'primary' | 'accent' | 'ghost';
  /** The id of what this booking is for (a service's title), when several buttons share one label. */
  describedBy?: string;
}

export function BookingButton({ children, className, variant = 'accent', describedBy }: BookingButtonProps) {
  const dispatch = useAppDispatch();
  const label = typeof children === 'string' ? children.trim() : children;
  return (
    <button
      type="button"
      className={['button', variant !== 'primary' && `button--${variant}`, className].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      commandfor={BOOKING_DIALOG_ID}
      command="show-modal"
      onClick={() => dispatch(bookingOpened())}
    >
      {label || 'Book an appointment'}
    </button>
  );
}
