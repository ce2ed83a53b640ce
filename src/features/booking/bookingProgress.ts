// The booking widget's life inside the overlay: load the script, start the calendar, notice when it
// fails to appear, and relay its progress events to the store while the overlay is open.
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { bookingProgressed } from './bookingSlice';
import { bookingProgressFromMessage } from './bookingEvents';
import { BOOKING_WIDGET_TIMEOUT_MS, initBookingWidget, loadBookingScript } from './bookingScript';

export type BookingWidgetStatus = 'loading' | 'ready' | 'failed';

/** Starts the calendar in `element` (the inline-widget div) and reports how that goes. */
export function useBookingWidget(element: HTMLElement | null, url: string, scriptUrl: string): BookingWidgetStatus {
  const [outcome, setOutcome] = useState<{ element: HTMLElement; status: BookingWidgetStatus } | null>(null);

  useEffect(() => {
    if (!element) return;
    let settled = false;
    const hasCalendar = () => element.querySelector('iframe') !== null;
    const observer = new MutationObserver(() => {
      if (hasCalendar()) settle('ready');
    });
    const timer = window.setTimeout(() => settle(hasCalendar() ? 'ready' : 'failed'), BOOKING_WIDGET_TIMEOUT_MS);
    function stop() {
      settled = true;
      observer.disconnect();
      window.clearTimeout(timer);
    }
    function settle(status: BookingWidgetStatus) {
      if (settled) return;
      stop();
      setOutcome({ element: element as HTMLElement, status });
    }

    observer.observe(element, { childList: true, subtree: true });
    loadBookingScript(scriptUrl).then(
      () => {
        if (settled) return;
        initBookingWidget(url, element);
        if (hasCalendar()) settle('ready');
      },
      () => settle('failed'),
    );
    return stop;
  }, [element, url, scriptUrl]);

  return element && outcome?.element === element ? outcome.status : 'loading';
}

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
