// The scheduling page's progress events, relayed to the store while the overlay is open.
import { useEffect } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { bookingProgressed } from './bookingSlice';
import { bookingProgressFromMessage } from './bookingEvents';

/** Listens to the widget's postMessage events only while the overlay is open. */
export function useBookingProgressEvents(open: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      const progress = bookingProgressFromMessage(event);
      if (progress) dispatch(bookingProgressed(progress));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, dispatch]);
}
