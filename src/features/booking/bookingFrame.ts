// The scheduling page as the booking dialog embeds it.

/** The booking dialog's id, which the buttons that open it name. */
export const BOOKING_DIALOG_ID = 'booking';

/**
 * The booking page's address for an inline frame, as the scheduling provider's own embed makes it:
 * told the site's host, the page reports the visitor's progress to it (src/features/booking/bookingEvents.ts).
 */
export function bookingFrameUrl(bookingUrl: string, siteOrigin: string | undefined): string {
  const url = new URL(bookingUrl);
  if (siteOrigin) {
    try {
      url.searchParams.set('embed_domain', new URL(siteOrigin).host);
    } catch {
      // An origin that is not a URL names no host: the page still shows, without reporting progress.
    }
  }
  url.searchParams.set('embed_type', 'Inline');
  return url.href;
}
