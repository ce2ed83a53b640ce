// The contact form. Sending is guarded so one message makes one request however often the button
// is pressed; a 422 is shown in the error popup (in the spec's field order) and beside each field.
// A honeypot field, out of reach of people, catches the programs that fill in every field.
// The form's status and the server's field messages are store state (a replay shows them); what the
// visitor types stays in the component, and out of every recording.
import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { ApiError } from '../../api/baseQuery';
import { HONEYPOT_FIELD } from '../../api/contract';
import { useSubmitContactFormMutation } from '../../api/contentApi';
import type { ContactField, ContactMessage, ContactSettings, ValidationErrorBody } from '../../api/types';
import { flattenValidationErrors } from '../../state/errorListeners';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { errorsDismissed, errorsReceived } from '../../state/errorsSlice';
import {
  contactSendFailed,
  contactFormLeft,
  contactSendStarted,
  contactSent,
  contactSuccessClosed,
  selectContactFieldErrors,
  selectContactStatus,
} from '../../state/uiSlice';
import { controlProps, FormField } from '../../ui/FormField';
import { useHydrated } from '../../ui/useHydrated';
import { ContactSuccessDialog } from './ContactSuccessDialog';
import './ContactForm.css';

/** The order the error popup lists validation messages in (spec §5). */
export const ERROR_FIELD_ORDER: readonly ContactField[] = ['first_name', 'email', 'mobile', 'last_name', 'message'];

/** The label shown on the submit button while the message is being sent (spec §2). */
export const SENDING_LABEL = 'Loading ';

const EMPTY: ContactMessage = { first_name: '', last_name: '', mobile: '', email: '', message: '' };

type FieldErrors = Partial<Record<ContactField, string[]>>;

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

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && typeof (error as ApiError).status === 'number';
}

interface FieldSpec {
  name: ContactField;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email';
  inputMode?: 'numeric';
  multiline?: boolean;
  wide?: boolean;
}

export function ContactForm({ settings }: { settings: ContactSettings }) {
  const dispatch = useAppDispatch();
  const [submitContactForm] = useSubmitContactFormMutation();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const status = useAppSelector(selectContactStatus);
  const errors: FieldErrors = useAppSelector(selectContactFieldErrors);
  const sending = status === 'sending';
  const hydrated = useHydrated();
  // State updates land after the click handler returns; the ref closes the door at once.
  const sendingRef = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const titleId = `${formId}-title`;
  // An answer that lands after the visitor has left the page changes nothing.
  const mountedRef = useRef(true);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      dispatch(contactFormLeft());
    };
  }, [dispatch]);

  const fields: FieldSpec[] = [
    { name: 'first_name', label: settings.first_name_label?.trim() || 'First name', autoComplete: 'given-name' },
    { name: 'last_name', label: settings.last_name_label?.trim() || 'Last name', autoComplete: 'family-name' },
    { name: 'mobile', label: settings.mobile_label?.trim() || 'Mobile', autoComplete: 'tel', inputMode: 'numeric' },
    { name: 'email', label: settings.email_label?.trim() || 'Email', autoComplete: 'email', type: 'email' },
    {
      name: 'message',
      label: settings.message_label?.trim() || 'Message',
      autoComplete: 'off',
      multiline: true,
      wide: true,
    },
  ];

  const onChange = (name: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // The mobile number takes digits only: whatever is typed or pasted, nothing else gets in.
    const value = name === 'mobile' ? event.target.value.replace(/\D/g, '') : event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
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

  return (
    <>
      <form
        className="contact-form"
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
                className={field.wide ? 'contact-form__wide' : undefined}
              >
                {field.multiline ? (
                  <textarea {...common} rows={5} />
                ) : (
                  <input
                    {...common}
                    type={field.type ?? 'text'}
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
          // Until the app has taken over the page the server drew, sending would be the browser's
          // own submission, with the visitor's details in the address: the button waits for it.
          disabled={!hydrated}
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
