// Which booking button opened the overlay: the browser opens it itself (an Invoker Command), so the
// store learns only that it opened. The last button pressed says from where (its `from`,
// BookingButton.tsx); an overlay opened before the app ran, or by other means, names none.
import { useCallback, useEffect, useRef } from 'react';

/** Returns a function that names (once) the booking button that opened the overlay, when one did. */
export function useBookingOpener(): () => string | undefined {
  const pressed = useRef<string | undefined>(undefined);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-booking-from]') : null;
      pressed.current = button?.dataset.bookingFrom;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return useCallback(() => {
    const from = pressed.current;
    pressed.current = undefined;
    return from;
  }, []);
}
