import { act, fireEvent, screen, within } from '@testing-library/react';
import { config } from '../../../src/config';
import { BookingButton } from '../../../src/features/booking/BookingButton';
import { bookingFrameUrl } from '../../../src/features/booking/bookingFrame';
import { BookingOverlay } from '../../../src/features/booking/BookingOverlay';
import { bookingOpened, selectBookingOpen, selectBookingProgress } from '../../../src/features/booking/bookingSlice';
import { renderWithProviders } from '../../support/renderWithProviders';

function renderOverlay() {
  return renderWithProviders(
    <>
      <BookingButton from="service">Book now</BookingButton>
      <BookingOverlay />
    </>,
  );
}

function postFrom(origin: string, event: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { event, payload: {} } }));
  });
}

describe('Booking overlay', () => {
  it('is drawn closed, with the booking page in a frame that loads only once it is shown', () => {
    renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();
    const frame = document.querySelector('iframe')!;
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('title', 'Booking calendar');
    expect(frame).toHaveStyle({ minWidth: '320px', height: '630px' });
    expect(frame.src).toBe(bookingFrameUrl(config.bookingUrl, window.location.origin));
    expect(frame.closest('dialog')).not.toHaveAttribute('open');
  });

  it('opens from its button through the browser alone: the button commands the dialog', () => {
    renderOverlay();
    const button = screen.getByRole('button', { name: 'Book now' });
    const dialog = document.querySelector('dialog')!;
    expect(button).toHaveAttribute('commandfor', dialog.id);
    expect(button).toHaveAttribute('command', 'show-modal');
    const close = within(dialog).getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
  });

  it('opens as a named modal dialog with the calendar and the plain link to the booking page', async () => {
    const { store, user } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Book your appointment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking calendar');
    const link = within(dialog).getByRole('link', { name: /Open the booking page/ });
    expect(link).toHaveAttribute('href', config.bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener') as string);

    fireEvent.load(dialog.querySelector('iframe')!);
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading');
  });

  it('follows the store: an action opens it, as any button of the app does', () => {
    const { store } = renderOverlay();
    act(() => {
      store.dispatch(bookingOpened());
    });
    expect(screen.getByRole('dialog', { name: 'Book your appointment' })).toBeVisible();
  });

  it('tells the store when the browser opened it by itself', async () => {
    const { store } = renderOverlay();
    // The browser tells of a dialog's change a task later.
    const aTaskLater = () => act(() => new Promise((resolve) => setTimeout(resolve)));
    document.querySelector('dialog')!.showModal();
    await aTaskLater();
    expect(selectBookingOpen(store.getState())).toBe(true);
    document.querySelector('dialog')!.close();
    await aTaskLater();
    expect(selectBookingOpen(store.getState())).toBe(false);
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

  it('closes on Escape and on a click outside the calendar, not on a click inside it', async () => {
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
