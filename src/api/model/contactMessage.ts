// The message a visitor sends through the contact form, defined once: its fields in the order they
// are stored, validated and exported, with the label each is shown under. The form, the server's
// validation, the storage, the inbox and the CSV all read their fields from here. It has no
// dependencies and no editor labels, so that the contact page's code may read it at run time.

interface ContactFieldDefinition {
  /** The form's label when the content gives none, and the CSV's column heading. */
  label: string;
  autoComplete: string;
  /** Line breaks are part of the text (the message), not something to remove. */
  multiline: boolean;
  /** Searched by the inbox's search box. */
  searched: boolean;
}

export const contactMessageFields = {
  first_name: { label: 'First name', autoComplete: 'given-name', multiline: false, searched: true },
  last_name: { label: 'Last name', autoComplete: 'family-name', multiline: false, searched: true },
  email: { label: 'Email', autoComplete: 'email', multiline: false, searched: true },
  mobile: { label: 'Mobile', autoComplete: 'tel', multiline: false, searched: false },
  message: { label: 'Message', autoComplete: 'off', multiline: true, searched: true },
} as const satisfies Record<string, ContactFieldDefinition>;

export type ContactField = keyof typeof contactMessageFields;

export type ContactMessage = Record<ContactField, string>;

/** Every field, in the order they are stored, validated (messages come in this order) and exported. */
export const CONTACT_FIELDS = Object.keys(contactMessageFields) as ContactField[];

/** The form's order, which puts the mobile number before the email (spec §2). */
export const CONTACT_FORM_ORDER = [
  'first_name',
  'last_name',
  'mobile',
  'email',
  'message',
] as const satisfies readonly ContactField[];

/** The order the error popup lists validation messages in (spec §5). */
export const CONTACT_ERROR_ORDER = [
  'first_name',
  'email',
  'mobile',
  'last_name',
  'message',
] as const satisfies readonly ContactField[];

/** A message with every field empty: the form's start. */
export const emptyContactMessage = (): ContactMessage =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactMessage;

/** Who sent it, as the inbox, the notification mail and the command line name them. */
export const senderName = (message: Pick<ContactMessage, 'first_name' | 'last_name'>): string =>
  `${message.first_name} ${message.last_name}`;
