// Cross-cutting effects, each concern registering its own listeners.
import { addBookingListeners } from '../features/booking/bookingListeners';
import { selectBookingOpen } from '../features/booking/bookingSlice';
import { addErrorListeners } from '../state/errorListeners';
import type { AppStartListening } from '../state/listenerMiddleware';
import type { RootState } from '../state/rootReducer';
import { addScrollLockListeners } from '../state/scrollLockListeners';
import { selectUiScrollLocked } from '../state/uiSlice';

/** True while the menu or any overlay is open: the page behind it does not scroll. */
const selectScrollLocked = (state: RootState) => selectUiScrollLocked(state) || selectBookingOpen(state);

export function registerListeners(startAppListening: AppStartListening): void {
  addErrorListeners(startAppListening);
  addScrollLockListeners(startAppListening, selectScrollLocked);
  addBookingListeners(startAppListening);
}
