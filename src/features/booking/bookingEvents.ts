// Turns the scheduling widget's postMessage events into booking progress, trusting only messages
// that come from the widget's own origin.
import type { BookingProgress } from './bookingSlice';

const PROGRESS_BY_EVENT: Record<string, BookingProgress> = {
  'calendly.profile_page_viewed': 'profile_viewed',
  'calendly.event_type_viewed': 'event_type_viewed',
  'calendly.date_and_time_selected': 'date_and_time_selected',
  'calendly.event_scheduled': 'event_scheduled',
};

/** https://calendly.com or one of its subdomains, nothing else (no http, no look-alike hosts). */
export function isCalendlyOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' && url.origin === origin && (host === 'calendly.com' || host.endsWith('.calendly.com'))
    );
  } catch {
    return false;
  }
}

/** The progress a message reports, or null when it is not a trusted widget event we track. */
export function bookingProgressFromMessage(message: Pick<MessageEvent, 'origin' | 'data'>): BookingProgress | null {
  if (!isCalendlyOrigin(message.origin)) return null;
  const data: unknown = message.data;
  if (!data || typeof data !== 'object' || !('event' in data)) return null;
  const event = data.event;
  if (typeof event !== 'string' || !event.startsWith('calendly.')) return null;
  return PROGRESS_BY_EVENT[event] ?? null;
}
