// The full-screen loader: it appears for a slow first load (after a short grace period) or a send,
// never for a refetch or the gallery's next page, and never flashes for a fast answer.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { contentApi, useGetAboutPageQuery } from '../../../src/api/contentApi';
import { makeStore } from '../../../src/app/store';
import { Loader, LOADER_DELAY_MS } from '../../../src/layout/Loader';
import { selectIsBlockingRequestInFlight } from '../../../src/state/requestSelectors';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith } from '../../support/apiServer';
import { contactApi } from '../../../src/features/contact/contactApi';

let aboutDelay = 600;
answerApiWith(
  http.get('*/api/about-page', async () => {
    await delay(aboutDelay);
    return HttpResponse.json({ data: { aboutSettings: { banner_title: 'About us' } } });
  }),
  http.get('*/api/gallery-page', async ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    if (page > 1) await delay(400);
    return HttpResponse.json({
      data: { galleryItems: { data: [{ id: page, image: `g/${page}.jpg` }], current_page: page, last_page: 3 } },
    });
  }),
  http.post('*/api/submit-contact-form', async () => {
    await delay(400);
    return HttpResponse.json({ data: {} });
  }),
);

afterEach(() => {
  aboutDelay = 600;
});

function AboutProbe() {
  const { data, refetch } = useGetAboutPageQuery();
  return (
    <>
      <p>{data?.aboutSettings?.banner_title ?? 'nothing yet'}</p>
      <button type="button" onClick={() => void refetch()}>
        Refetch
      </button>
      <Loader />
    </>
  );
}

/** Moves the test's clock on: the loader's grace period and the fake API's delays are jest's fake timers. */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('Loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears for a slow first load, with an accessible status, and goes when the data arrives', async () => {
    renderWithProviders(<AboutProbe />);
    await pass(LOADER_DELAY_MS - 50);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await pass(100);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading');
    await pass(aboutDelay);
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never shows for a fast answer', async () => {
    aboutDelay = 50;
    renderWithProviders(<AboutProbe />);
    // Checked at every step of the clock until well past the grace period: it never shows.
    for (let at = 0; at < LOADER_DELAY_MS * 2; at += 25) {
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await pass(25);
    }
    expect(screen.getByText('About us')).toBeInTheDocument();
  });

  it('does not show for a refetch of data already on screen', async () => {
    aboutDelay = 20;
    const { store } = renderWithProviders(<AboutProbe />);
    expect(await screen.findByText('About us')).toBeInTheDocument();
    aboutDelay = 700;
    fireEvent.click(screen.getByRole('button', { name: 'Refetch' }));
    await pass(LOADER_DELAY_MS + 200);
    const entry = contentApi.endpoints.getAboutPage.select()(store.getState());
    expect(entry.status).toBe('pending');
    expect(entry.data).toBeDefined();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows at once when asked to be visible (after the grace period)', async () => {
    renderWithProviders(<Loader visible />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  });
});

describe('selectIsBlockingRequestInFlight', () => {
  const blocking = (store: ReturnType<typeof makeStore>) => selectIsBlockingRequestInFlight(store.getState());

  it('is false at rest', () => {
    expect(blocking(makeStore())).toBe(false);
  });

  it('is true while a mutation is being sent', async () => {
    const store = makeStore();
    const sending = store.dispatch(
      contactApi.endpoints.submitContactForm.initiate({
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.example',
        mobile: '1',
        message: 'Hi',
      }),
    );
    expect(blocking(store)).toBe(true);
    await sending;
    expect(blocking(store)).toBe(false);
  });

  it('is true for the gallery’s first page but not while the next page loads', async () => {
    const store = makeStore();
    const first = store.dispatch(contentApi.endpoints.getGalleryItems.initiate());
    expect(blocking(store)).toBe(true);
    await first;
    expect(blocking(store)).toBe(false);
    const next = store.dispatch(contentApi.endpoints.getGalleryItems.initiate(undefined, { direction: 'forward' }));
    await waitFor(() =>
      expect(contentApi.endpoints.getGalleryItems.select()(store.getState()).isFetchingNextPage).toBe(true),
    );
    expect(blocking(store)).toBe(false);
    await next;
    expect(contentApi.endpoints.getGalleryItems.select()(store.getState()).data?.pages).toHaveLength(2);
    first.unsubscribe();
    next.unsubscribe();
  });
});
