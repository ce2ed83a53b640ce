// The booking overlay's state: open or closed, and how far the visitor got in the scheduling widget.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../state/rootReducer';

/** What the scheduling widget told us (its postMessage events, origin-checked). */
export type BookingProgress =
  'idle' | 'profile_viewed' | 'event_type_viewed' | 'date_and_time_selected' | 'event_scheduled';

export interface BookingState {
  open: boolean;
  progress: BookingProgress;
}

export const initialBookingState: BookingState = { open: false, progress: 'idle' };

const slice = createSlice({
  name: 'booking',
  initialState: initialBookingState,
  reducers: {
    /** The payload names the button that opened it (its `from`), when it is known. */
    bookingOpened: (state, _action: PayloadAction<string | undefined>) => {
      state.open = true;
      state.progress = 'idle';
    },
    bookingClosed: (state) => {
      state.open = false;
    },
    bookingProgressed: (state, action: PayloadAction<BookingProgress>) => {
      state.progress = action.payload;
    },
  },
  selectors: {
    selectBookingOpen: (booking) => booking.open,
    selectBookingProgress: (booking) => booking.progress,
  },
});

declare module '../../state/rootReducer' {
  // The augmentation that adds this slice to the store's type: it has nothing else to declare.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store from the moment booking's code is loaded; its selectors read the initial state before. */
export const bookingSlice = slice.injectInto(rootReducer);

export const { bookingOpened, bookingClosed, bookingProgressed } = bookingSlice.actions;
export const { selectBookingOpen, selectBookingProgress } = bookingSlice.selectors;
