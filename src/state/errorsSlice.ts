// The list of messages the error popup shows.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ErrorsState {
  messages: string[];
}

const initialState: ErrorsState = { messages: [] };

export const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    /** Replaces the list: the popup shows the messages of the latest failure only. */
    errorsReceived: (state, action: PayloadAction<string[]>) => {
      state.messages = action.payload;
    },
    errorsDismissed: (state) => {
      state.messages = [];
    },
  },
  selectors: {
    selectErrorMessages: (errors) => errors.messages,
  },
});

export const { errorsReceived, errorsDismissed } = errorsSlice.actions;
export const { selectErrorMessages } = errorsSlice.selectors;
