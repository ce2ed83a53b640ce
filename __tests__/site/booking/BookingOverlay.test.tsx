import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { config } from '../../../src/config';
import { BookingOverlay } from '../../../src/features/booking/BookingOverlay';
import { BOOKING_WIDGET_TIMEOUT_MS } from '../../../src/features/booking/bookingScript';
import { BookingButton } from '../../../src/features/booking/BookingButton';
import { renderWithProviders } from '../../support/renderWithProviders';
import { selectBookingOpen, selectBookingProgress } from '../../../src/features/booking/bookingSlice';

function bookingScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (script) => script.src === config.bookingScriptUrl,
  );
}

/** Stands in for Calendly's widget.js: the global it defines, and the iframe it creates. */
function fakeCalendly() {
  const initInlineWidget = jest.fn(({ parentElement }: { url: string; parentElement: HTMLElement }) => {
    const iframe = document.createElement('iframe');
    iframe.title = 'Select a Date & Time - Calendly';
    parentElement.appendChild(iframe);
  });
  window.Calendly = { initInlineWidget };
  return initInlineWidget;
}

function renderOverlay() {
  return renderWithProviders(
    <>
      <BookingButton>Book now</BookingButton>
      <BookingOverlay />
    </>,
  );
}

function postFrom(origin: string, event: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { event, payload: {} } }));
  });
}

afterEach(() => {
  bookingScripts().forEach((script) => script.remove());
  delete window.Calendly;
  jest.useRealTimers();
});

describe('Booking overlay', () => {
  it('opens as a named modal dialog with the inline widget, and loads the widget script once, only when opened', async () => {
    const { store, user } = renderOverlay();
    expect(bookingScripts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Book your appointment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    const widget = dialog.querySelector<HTMLElement>('.calendly-inline-widget');
    expect(widget).toHaveAttribute('data-url', config.bookingUrl);
    expect(widget).toHaveStyle({ minWidth: '320px', height: '630px' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking calendar');

    const scripts = bookingScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
    expect(config.bookingScriptUrl).toBe('https://assets.calendly.com/assets/external/widget.js');
  });

  it('locks the page scrolling while open', async () => {
    const { user } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(document.body).toHaveClass('is-scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body).not.toHaveClass('is-scroll-locked');
  });

  it('closes on the close icon and gives focus back to the button that opened it', async () => {
    const { store, user } = renderOverlay();
    const opener = screen.getByRole('button', { name: 'Book now' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectBookingOpen(store.getState())).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and on a click outside the widget, not on a click inside it', async () => {
    const { store, user } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    // The browser turns Escape in a modal dialog into a cancel event.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(selectBookingOpen(store.getState())).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('heading', { name: 'Book your appointment' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
    // A click on the backdrop lands on the dialog element itself.
    await user.click(dialog);
    expect(selectBookingOpen(store.getState())).toBe(false);
  });

  it('starts the calendar once the script has loaded, and again on the next opening without a second script', async () => {
    const { user } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const initInlineWidget = fakeCalendly();
    act(() => {
      bookingScripts()[0]?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(initInlineWidget).toHaveBeenCalledTimes(1));
    const widget = document.querySelector<HTMLElement>('.calendly-inline-widget');
    expect(initInlineWidget).toHaveBeenCalledWith({ url: config.bookingUrl, parentElement: widget });
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Loading'));
    expect(screen.queryByRole('link', { name: /Open the booking page/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(initInlineWidget).toHaveBeenCalledTimes(2));
    const reopened = document.querySelector<HTMLElement>('.calendly-inline-widget');
    expect(initInlineWidget).toHaveBeenLastCalledWith({ url: config.bookingUrl, parentElement: reopened });
    expect(reopened?.querySelectorAll('iframe')).toHaveLength(1);
    expect(bookingScripts()).toHaveLength(1);
  });

  it('does not start the calendar a second time when the script already did it itself', async () => {
    const { user } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const initInlineWidget = fakeCalendly();
    const widget = document.querySelector<HTMLElement>('.calendly-inline-widget')!;
    act(() => {
      // What widget.js does on load: it fills every inline widget it finds and marks it processed.
      widget.setAttribute('data-processed', 'true');
      widget.appendChild(document.createElement('iframe'));
      bookingScripts()[0]?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Loading'));
    expect(initInlineWidget).not.toHaveBeenCalled();
    expect(widget.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('offers a link to the booking page when the script cannot load', async () => {
    const { user } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    act(() => {
      bookingScripts()[0]?.dispatchEvent(new Event('error'));
    });
    const link = await screen.findByRole('link', { name: /Open the booking page/ });
    expect(link).toHaveAttribute('href', config.bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
    expect(document.querySelector('.calendly-inline-widget')).not.toBeVisible();

    // The next opening tries again rather than repeating the old failure.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(bookingScripts()).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /Open the booking page/ })).toBeNull();
  });

  it('offers the link when no calendar has appeared after the time-out', async () => {
    jest.useFakeTimers();
    renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(screen.queryByRole('link', { name: /Open the booking page/ })).toBeNull();
    act(() => {
      jest.advanceTimersByTime(BOOKING_WIDGET_TIMEOUT_MS - 100);
    });
    expect(screen.queryByRole('link', { name: /Open the booking page/ })).toBeNull();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('link', { name: /Open the booking page/ })).toHaveAttribute('href', config.bookingUrl);
  });

  it('turns the widget events into booking progress and thanks the visitor once booked', async () => {
    const { store, user } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Book now' }));

    postFrom('https://calendly.com', 'calendly.profile_page_viewed');
    expect(selectBookingProgress(store.getState())).toBe('profile_viewed');
    postFrom('https://calendly.com', 'calendly.event_type_viewed');
    expect(selectBookingProgress(store.getState())).toBe('event_type_viewed');
    postFrom('https://assets.calendly.com', 'calendly.date_and_time_selected');
    expect(selectBookingProgress(store.getState())).toBe('date_and_time_selected');
    expect(screen.queryByText('Thank you — your appointment is booked')).toBeNull();

    postFrom('https://calendly.com', 'calendly.event_scheduled');
    expect(selectBookingProgress(store.getState())).toBe('event_scheduled');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you — your appointment is booked');
  });

  it('ignores messages from any other origin, and anything that is not a widget event', async () => {
    const { store, user } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    for (const origin of [
      'https://calendly.com.evil.example',
      'https://evilcalendly.com',
      'http://calendly.com',
      'https://example.com',
      'null',
      '',
    ]) {
      postFrom(origin, 'calendly.event_scheduled');
    }
    postFrom('https://calendly.com', 'other.event_scheduled');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://calendly.com', data: 'calendly.event_scheduled' }),
      );
    });
    expect(selectBookingProgress(store.getState())).toBe('idle');
    expect(screen.queryByText('Thank you — your appointment is booked')).toBeNull();
  });

  it('listens to the widget only while the overlay is open', async () => {
    const { store, user } = renderOverlay();
    postFrom('https://calendly.com', 'calendly.event_scheduled');
    expect(selectBookingProgress(store.getState())).toBe('idle');

    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    postFrom('https://calendly.com', 'calendly.event_scheduled');
    expect(selectBookingProgress(store.getState())).toBe('idle');
  });
});
