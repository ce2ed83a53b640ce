// The contact form. Sending is guarded so one message makes one request however often the button
// is pressed; a 422 is shown in the error popup (in the spec's field order) and beside each field.
// A honeypot field, out of reach of people, catches the programs that fill in every field.
// The form's status and the server's field messages are store state (a replay shows them); what the
// visitor types stays in the component, and out of every recording.
// It is a real form, posted to the contact page: before the app runs, or without scripts, the server
// takes it (server/modules/contact/formRoutes.ts) and answers with this page, saying it was sent, or listing
// what to correct (in the spec's order) with the visitor's words kept.
import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../api/apiError';
import { HONEYPOT_FIELD } from '../../api/contract';
import {
  CONTACT_ERROR_ORDER,
  CONTACT_FORM_ORDER,
  contactMessageFields,
  emptyContactMessage,
} from '../../api/model/contactMessage';
import type { ContactField, ContactMessage, ContactSettings, ValidationErrorBody } from '../../api/types';
import { flattenValidationErrors } from '../../state/errorListeners';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { errorsDismissed, errorsReceived } from '../../state/errorsSlice';
import { contactQuery, paths } from '../../paths';
import { contactFormEchoLeft, useContactFormEcho } from './contactFormEcho';
import { controlProps, FormField } from '../../ui/FormField';
import { useTypedBeforeTheApp } from '../../ui/useTypedBeforeTheApp';
import { useSubmitContactFormMutation } from './contactApi';
import {
  contactFormLeft,
  contactSendFailed,
  contactSendStarted,
  contactSent,
  contactSuccessClosed,
  selectContactFieldErrors,
  selectContactStatus,
  type ContactFieldErrors,
} from './contactSlice';
import { ContactSuccessDialog } from './ContactSuccessDialog';
import './ContactForm.css';

/** The order the error popup lists validation messages in (spec §5). */
export const ERROR_FIELD_ORDER: readonly ContactField[] = CONTACT_ERROR_ORDER;

/** The label shown on the submit button while the message is being sent (spec §2). */
export const SENDING_LABEL = 'Loading ';

const EMPTY: ContactMessage = emptyContactMessage();

type FieldErrors = ContactFieldErrors;

function fieldErrorsOf(body: ValidationErrorBody | undefined): FieldErrors {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const result: FieldErrors = {};
  for (const field of ERROR_FIELD_ORDER) {
    const messages: unknown = errors[field];
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

/** The mobile number takes digits only: whatever is typed or pasted, nothing else gets in. */
const cleaned = (name: ContactField, value: string) => (name === 'mobile' ? value.replace(/\D/g, '') : value);

/** The content's label for each field; the model's label when the content gives none. */
const LABEL_SETTINGS = {
  first_name: 'first_name_label',
  last_name: 'last_name_label',
  mobile: 'mobile_label',
  email: 'email_label',
  message: 'message_label',
} as const satisfies Record<ContactField, keyof ContactSettings>;

export function ContactForm({ settings }: { settings: ContactSettings }) {
  const dispatch = useAppDispatch();
  const [submitContactForm] = useSubmitContactFormMutation();
  // The server's answer to the form posted without the app, if this page is that answer.
  const echo = useContactFormEcho();
  const [values, setValues] = useState<ContactMessage>(() => ({ ...EMPTY, ...echo?.values }));
  const [showEcho, setShowEcho] = useState(echo !== null);
  const sentWithoutApp = new URLSearchParams(useLocation().search).has(contactQuery.sent);
  const status = useAppSelector(selectContactStatus);
  const storedErrors: FieldErrors = useAppSelector(selectContactFieldErrors);
  // Until the visitor sends again, the messages beside the fields are those of the server's answer.
  const errors: FieldErrors = showEcho && echo ? echo.errors : storedErrors;
  const sending = status === 'sending';
  // State updates land after the click handler returns; the ref closes the door at once.
  const sendingRef = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the app ran (the page still loading), it is the visitor's and stays.
  useTypedBeforeTheApp(formRef, values, (typed) =>
    setValues((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(typed) as [ContactField, string][]) next[name] = cleaned(name, value);
      return next;
    }),
  );
  const formId = useId();
  const titleId = `${formId}-title`;
  // An answer that lands after the visitor has left the page changes nothing.
  const mountedRef = useRef(true);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      contactFormEchoLeft();
      dispatch(contactFormLeft());
    };
  }, [dispatch]);

  const fields = CONTACT_FORM_ORDER.map((name) => ({
    name,
    label: settings[LABEL_SETTINGS[name]]?.trim() || contactMessageFields[name].label,
    autoComplete: contactMessageFields[name].autoComplete,
    multiline: contactMessageFields[name].multiline,
    type: name === 'email' ? 'email' : 'text',
    inputMode: name === 'mobile' ? ('numeric' as const) : undefined,
  }));

  const onChange = (name: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = cleaned(name, event.target.value);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setShowEcho(false);
    dispatch(contactSendStarted());
    try {
      // Sent only when something is in it, so what people send is just their message.
      const honeypot = honeypotRef.current?.value ?? '';
      await submitContactForm(honeypot ? { ...values, [HONEYPOT_FIELD]: honeypot } : values).unwrap();
      if (!mountedRef.current) return;
      setValues(EMPTY);
      dispatch(errorsDismissed());
      dispatch(contactSent());
    } catch (error) {
      if (!mountedRef.current) return;
      // Only the 422 is ours; every other failure is handled by the app-wide error catalogue.
      if (isApiError(error) && error.status === 422) {
        const body = error.data as ValidationErrorBody | undefined;
        dispatch(contactSendFailed(fieldErrorsOf(body)));
        const messages = flattenValidationErrors(body, ERROR_FIELD_ORDER);
        dispatch(errorsReceived(messages.length > 0 ? messages : [error.message]));
      } else {
        dispatch(contactSendFailed());
      }
    } finally {
      sendingRef.current = false;
    }
  };

  const formTitle = settings.form_title?.trim();
  const buttonLabel = settings.button_label?.trim() || 'Send';
  // The answer to a post without the app, listed as the popup would list it.
  const echoed =
    showEcho && echo
      ? [...flattenValidationErrors(echo, ERROR_FIELD_ORDER), ...(echo.message ? [echo.message] : [])]
      : [];

  return (
    <>
      <form
        ref={formRef}
        className="contact-form"
        method="post"
        action={paths.contact}
        noValidate
        aria-labelledby={formTitle ? titleId : undefined}
        aria-label={formTitle ? undefined : 'Contact form'}
        onSubmit={(event) => void onSubmit(event)}
      >
        {formTitle && (
          <h2 id={titleId} className="contact-form__title">
            {formTitle}
          </h2>
        )}
        {sentWithoutApp && !showEcho && (
          <p className="contact-form__notice contact-form__notice--sent" role="status">
            {settings.success_message?.trim() || 'Thank you, your message has been sent.'}
          </p>
        )}
        {echoed.length > 0 && (
          <div className="contact-form__notice contact-form__notice--failed" role="alert">
            <p className="contact-form__notice-title">Please check the following</p>
            <ul className="contact-form__notice-list">
              {echoed.map((message, index) => (
                <li key={`${index}-${message}`}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="contact-form__fields">
          {fields.map((field) => {
            const id = `${formId}-${field.name}`;
            const messages = errors[field.name] ?? [];
            const common = {
              ...controlProps(id, { errors: messages }),
              name: field.name,
              value: values[field.name],
              onChange: onChange(field.name),
              autoComplete: field.autoComplete,
            };
            return (
              <FormField
                key={field.name}
                id={id}
                label={field.label}
                errors={messages}
                className={field.multiline ? 'contact-form__wide' : undefined}
              >
                {field.multiline ? (
                  <textarea {...common} rows={5} />
                ) : (
                  <input
                    {...common}
                    type={field.type}
                    inputMode={field.inputMode}
                    pattern={field.inputMode === 'numeric' ? '[0-9]*' : undefined}
                  />
                )}
              </FormField>
            );
          })}
        </div>
        {/* Off screen rather than display:none (which form-filling programs skip), out of the tab order
            and hidden from assistive technology, so no person ever reaches it. */}
        <div className="contact-form__honeypot" aria-hidden="true">
          <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            ref={honeypotRef}
            id={`${formId}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button
          type="submit"
          className={
            sending
              ? 'button button--accent contact-form__submit is-sending'
              : 'button button--accent contact-form__submit'
          }
          aria-disabled={sending || undefined}
        >
          {sending ? SENDING_LABEL : buttonLabel}
        </button>
      </form>
      <ContactSuccessDialog
        open={status === 'sent'}
        message={settings.success_message}
        onClose={() => dispatch(contactSuccessClosed())}
      />
    </>
  );
}
