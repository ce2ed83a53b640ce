// Booking's effects on the rest of the page: opening it leaves the mobile menu behind.
import type { AppStartListening } from '../../state/listenerMiddleware';
import { menuClosed, selectMobileMenuOpen } from '../../state/uiSlice';
import { bookingOpened } from './bookingSlice';

export function addBookingListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: bookingOpened,
    effect: (_action, api) => {
      if (selectMobileMenuOpen(api.getState())) api.dispatch(menuClosed());
    },
  });
}
