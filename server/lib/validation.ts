// Server-side rules for visitor input: the contact form (answered in Laravel's 422 shape, which the
// site already understands) and the gallery's page number.
import { z } from 'zod';
import { INVISIBLE, isValidEmail, LONE_SURROGATE } from '../../src/api/model/values';
import type { ContactField, ContactMessage } from '../../src/api/types';
import { CONTACT_FIELDS, contactMessageFields } from '../../src/api/model/contactMessage';

/** Field order (the model's) decides the order of messages, and so which one leads the summary. */
export { CONTACT_FIELDS };

/** Each field as the messages name it: "The first name field is required." */
const LABELS = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, contactMessageFields[field].label.toLowerCase()]),
) as Record<ContactField, string>;

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  mobileMinDigits: 7,
  mobileMaxDigits: 15,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Characters as a person counts them (code points), so an emoji is one, as in Laravel's mb_strlen. */
const length = (s: string) => [...s].length;

const required = (field: ContactField) => `The ${LABELS[field]} field is required.`;

/**
 * Trims strings and turns blanks into "missing"; the mobile number also arrives as a JSON number
 * from some clients, which is taken as its digits.
 */
function normalise(field: ContactField) {
  return (value: unknown) => {
    if (value === null || value === undefined) return undefined;
    if (field === 'mobile' && typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
      return String(value);
    }
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
}

function textField(field: ContactField) {
  return z.preprocess(
    normalise(field),
    z.string({
      error: (issue) => (issue.input === undefined ? required(field) : `The ${LABELS[field]} field must be a string.`),
    }),
  );
}

const maxChars = (field: ContactField, max: number) => (s: string) =>
  length(s) <= max || `The ${LABELS[field]} field must not be greater than ${max} characters.`;

/** Text that can be stored and read back as it was sent: no NUL, no broken surrogate pairs. */
const storableText = (field: ContactField) => (s: string) => {
  if (s.includes('\0')) return `The ${LABELS[field]} field must not contain NUL characters.`;
  if (LONE_SURROGATE.test(s)) return `The ${LABELS[field]} field contains an invalid character (a lone surrogate).`;
  return true;
};

function check(field: ContactField, ...rules: Array<(s: string) => true | string>) {
  return textField(field).superRefine((value, ctx) => {
    if (typeof value !== 'string') return;
    for (const rule of [storableText(field), ...rules]) {
      const outcome = rule(value);
      if (outcome !== true) {
        // One message per field, the first rule that fails, like Laravel with `bail`.
        ctx.addIssue({ code: 'custom', message: outcome });
        return;
      }
    }
  });
}

const contactSchema = z.object({
  first_name: check('first_name', maxChars('first_name', LIMITS.nameMax)),
  last_name: check('last_name', maxChars('last_name', LIMITS.nameMax)),
  email: check(
    'email',
    maxChars('email', LIMITS.emailMax),
    (s) => !INVISIBLE.test(s) || 'The email field must not contain invisible characters.',
    (s) => isValidEmail(s) || 'The email field must be a valid email address.',
  ),
  mobile: check(
    'mobile',
    (s) =>
      new RegExp(`^\\d{${LIMITS.mobileMinDigits},${LIMITS.mobileMaxDigits}}$`).test(s) ||
      `The mobile field must be between ${LIMITS.mobileMinDigits} and ${LIMITS.mobileMaxDigits} digits.`,
  ),
  message: check(
    'message',
    (s) => length(s) >= LIMITS.messageMin || `The message field must be at least ${LIMITS.messageMin} characters.`,
    maxChars('message', LIMITS.messageMax),
  ),
});

export type ValidationErrors = Partial<Record<ContactField, string[]>>;

export type ContactValidation =
  { ok: true; value: ContactMessage } | { ok: false; message: string; errors: ValidationErrors };

/** Laravel's summary line: the first message, then how many more there are. */
export function summarise(errors: ValidationErrors): string {
  const messages = CONTACT_FIELDS.flatMap((f) => errors[f] ?? []);
  const [first = 'The given data was invalid.', ...rest] = messages;
  if (rest.length === 0) return first;
  return `${first} (and ${rest.length} more ${rest.length === 1 ? 'error' : 'errors'})`;
}

/**
 * The fields that held bytes which are not UTF-8 text: the body was decoded with U+FFFD in their
 * place, which would otherwise be stored as if the visitor had typed it.
 */
function fieldsWithInvalidBytes(input: object): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.includes('\uFFFD')) {
      errors[field] = [`The ${LABELS[field]} field contains bytes that are not valid UTF-8 text.`];
    }
  }
  return errors;
}

export interface ContactValidationOptions {
  /** The request body held bytes that are not UTF-8 (see server/lib/bodyText.ts). */
  invalidUtf8?: boolean;
}

/** Validates a parsed JSON body; fields the form does not have are ignored. */
export function validateContactMessage(body: unknown, options: ContactValidationOptions = {}): ContactValidation {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const badBytes = options.invalidUtf8 ? fieldsWithInvalidBytes(input) : {};
  const parsed = contactSchema.safeParse(input);
  if (parsed.success && Object.keys(badBytes).length === 0) return { ok: true, value: parsed.data };

  const errors: ValidationErrors = { ...badBytes };
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ContactField;
    // Broken bytes are the field's first problem: the rest of its checks read the stand-ins.
    if (badBytes[field]) continue;
    (errors[field] ??= []).push(issue.message);
  }
  // Keep the object's keys in form order, whatever order zod reported them in.
  const ordered: ValidationErrors = {};
  for (const field of CONTACT_FIELDS) if (errors[field]) ordered[field] = errors[field];
  return { ok: false, message: summarise(ordered), errors: ordered };
}

export type PageParam = { ok: true; page: number | undefined } | { ok: false; message: string };

/**
 * The gallery's ?page: absent means "no page wanted"; otherwise a whole number from 1. A page far
 * past the end is fine (it is simply empty), but it must still be a number we can count with.
 */
export function parsePageParam(raw: unknown): PageParam {
  if (raw === undefined) return { ok: true, page: undefined };
  const message = 'The page must be a whole number of 1 or more.';
  if (typeof raw !== 'string' || !/^\d+$/.test(raw.trim())) return { ok: false, message };
  const page = Number(raw.trim());
  if (!Number.isSafeInteger(page) || page < 1) return { ok: false, message };
  return { ok: true, page };
}
