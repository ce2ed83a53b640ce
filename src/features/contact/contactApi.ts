// The contact form's one call: sending a message. Injected into the content API when the form's code
// loads, so no other page carries it.
import { contentApi } from '../../api/contentApi';
import { apiPaths, type ContactSubmission } from '../../api/contract';

export const contactApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    submitContactForm: build.mutation<unknown, ContactSubmission>({
      query: (body) => ({ url: apiPaths.submitContactForm, method: 'POST', body }),
      // The contact form lists the 422 messages in its own order and beside each field.
      extraOptions: { callerHandles: [422] },
    }),
  }),
});

export const { useSubmitContactFormMutation } = contactApi;
