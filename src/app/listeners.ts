// Cross-cutting effects, each concern registering its own listeners. (The page behind an open dialog
// is held still by CSS alone, src/ui/Dialog.css, with the app or without.)
import { addBookingListeners } from '../features/booking/bookingListeners';
import { addErrorListeners } from '../state/errorListeners';
import type { AppStartListening } from '../state/listenerMiddleware';

export function registerListeners(startAppListening: AppStartListening): void {
  addErrorListeners(startAppListening);
  addBookingListeners(startAppListening);
}
