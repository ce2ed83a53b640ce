// The contact form's state: how its sending went, and the server's messages beside its fields. What
// the visitor types stays in the form, out of the store and every recording. Actions are named as
// events that happened, so that replaying them shows the same screens.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ContactField } from '../../api/types';
import { rootReducer } from '../../state/rootReducer';

/** The contact form's sending: "sent" opens the success dialog, "failed" follows any failure. */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** The server's validation messages, by field (never what the visitor typed). */
export type ContactFieldErrors = Partial<Record<ContactField, string[]>>;

export interface ContactState {
  status: ContactStatus;
  /** The messages shown beside the form's fields after a refused message. */
  fieldErrors: ContactFieldErrors;
}

export const initialContactState: ContactState = { status: 'idle', fieldErrors: {} };

const slice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    contactSendStarted: (state) => {
      state.status = 'sending';
    },
    /** The message was accepted: the success dialog opens and the field messages go. */
    contactSent: (state) => {
      state.status = 'sent';
      state.fieldErrors = {};
    },
    /** The message was refused or could not be sent; a refusal says why beside each field. */
    contactSendFailed: (state, action: PayloadAction<ContactFieldErrors | undefined>) => {
      state.status = 'failed';
      state.fieldErrors = action.payload ?? {};
    },
    contactSuccessClosed: (state) => {
      if (state.status === 'sent') state.status = 'idle';
    },
    /** The visitor left the contact page: the form starts afresh next time. */
    contactFormLeft: (state) => {
      state.status = 'idle';
      state.fieldErrors = {};
    },
  },
  selectors: {
    selectContactStatus: (contact) => contact.status,
    selectContactFieldErrors: (contact) => contact.fieldErrors,
  },
});

declare module '../../state/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store once the contact form's code is loaded; its selectors read the initial state before. */
export const contactSlice = slice.injectInto(rootReducer);

export const { contactSendStarted, contactSent, contactSendFailed, contactSuccessClosed, contactFormLeft } =
  contactSlice.actions;
export const { selectContactStatus, selectContactFieldErrors } = contactSlice.selectors;
