// What the contact form sends beside the message itself: the honeypot, a field people never see or
// reach and bots that fill in every field fill in too. The server answers such a post as a success
// and stores nothing.
import type { ContactMessage } from './types';

export const HONEYPOT_FIELD = 'website';

export type ContactSubmission = ContactMessage & Partial<Record<typeof HONEYPOT_FIELD, string>>;
