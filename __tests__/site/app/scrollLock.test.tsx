// The page's scrolling is locked while the mobile menu or the booking overlay is open.
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../src/app/store';
import { SCROLL_LOCK_CLASS } from '../../../src/state/scrollLockListeners';
import { Header } from '../../../src/layout/Header';
import { MobileMenu } from '../../../src/layout/MobileMenu';
import { bookingClosed, bookingOpened } from '../../../src/features/booking/bookingSlice';
import { menuClosed, menuOpened } from '../../../src/state/uiSlice';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith } from '../../support/apiServer';

answerApiWith(http.get('*/api/general-data', () => HttpResponse.json({ data: {} })));

const locked = () => document.body.classList.contains(SCROLL_LOCK_CLASS);

describe('scroll lock', () => {
  it('follows the mobile menu', () => {
    const store = makeStore({ services: { document } });
    expect(locked()).toBe(false);
    store.dispatch(menuOpened());
    expect(locked()).toBe(true);
    store.dispatch(menuClosed());
    expect(locked()).toBe(false);
  });

  it('follows the booking overlay, which also closes the menu', () => {
    const store = makeStore({ services: { document } });
    store.dispatch(menuOpened());
    store.dispatch(bookingOpened());
    expect(locked()).toBe(true);
    store.dispatch(bookingClosed());
    expect(locked()).toBe(false);
  });

  it('locks while the visitor has the menu open from the burger', async () => {
    const { user, store } = renderWithProviders(
      <>
        <Header />
        <MobileMenu />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(locked()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(locked()).toBe(false);
    act(() => {
      store.dispatch(bookingOpened());
    });
    expect(locked()).toBe(true);
    act(() => {
      store.dispatch(bookingClosed());
    });
    expect(locked()).toBe(false);
  });
});
