// On navigation: scroll to the top (unless asked not to, or on a services deep link) and move focus
// to the main content, but leave the first load alone.
import { act, screen } from '@testing-library/react';
import { ScrollToTop } from '../../../src/layout/ScrollToTop';
import { renderWithProviders } from '../../support/renderWithProviders';

function renderWithMain(route = '/') {
  return renderWithProviders(
    <>
      <ScrollToTop />
      <main id="main-content" tabIndex={-1}>
        Page
      </main>
    </>,
    { route },
  );
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ScrollToTop', () => {
  it('does nothing on the first load', () => {
    renderWithMain('/about');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('scrolls to the top and focuses the main content on a route change', async () => {
    const { router } = renderWithMain('/');
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps the scroll position when the navigation state says noScroll', async () => {
    const { router } = renderWithMain('/');
    await act(() => router.navigate('/gallery', { state: { noScroll: true } }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves a services deep link to scroll to its own section', async () => {
    const { router } = renderWithMain('/');
    await act(() => router.navigate('/services/section-service-2'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/services'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not scroll again when only the state of the same page changes', async () => {
    const { router } = renderWithMain('/gallery');
    await act(() => router.navigate('/gallery', { state: { noScroll: true } }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
