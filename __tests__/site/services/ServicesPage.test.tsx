import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import type { ServicesPageData } from '../../../src/api/types';
import { BookingOverlay } from '../../../src/features/booking/BookingOverlay';
import { ServicesPage } from '../../../src/pages/services/ServicesPage';
import { renderWithProviders } from '../../support/renderWithProviders';
import { servicesPageData } from '../../support/fixtures/services';
import { selectBookingOpen } from '../../../src/features/booking/bookingSlice';
import { answerApiWith } from '../../support/apiServer';
import { matchMediaQueries, reducedMotion } from '../../support/mediaQueries';

let pageData: unknown = servicesPageData;
answerApiWith(
  http.get('*/api/services-page', () => HttpResponse.json({ data: pageData })),
  http.get('*/api/general-data', () =>
    HttpResponse.json({
      data: { seoPages: [{}, {}, { title: 'Services | CurlCraft', description: 'Cuts and care' }] },
    }),
  ),
);

const wide = (query: string) => query.includes('min-width');

// jsdom has no media playback: stand in for the element's play/pause the way a browser reports them.
const play = jest.fn(function (this: HTMLMediaElement) {
  this.dispatchEvent(new Event('play'));
  return Promise.resolve();
});
const pause = jest.fn(function (this: HTMLMediaElement) {
  this.dispatchEvent(new Event('pause'));
});
let scrolled: Element[] = [];

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  scrolled = [];
  jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  pageData = servicesPageData;
  jest.restoreAllMocks();
  play.mockClear();
  pause.mockClear();
});

function renderServices(route = '/services') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="services/:id?" element={<ServicesPage />} />
      </Routes>
      <BookingOverlay />
    </>,
    { route },
  );
}

describe('Services page', () => {
  it('sets the page title from the services entry of the SEO list', async () => {
    renderServices();
    await waitFor(() => expect(document.title).toBe('Services | CurlCraft'));
  });

  it('shows the hero title, a booking button and the video with its playback attributes', async () => {
    const { store, user } = renderServices();
    expect(await screen.findByRole('heading', { level: 1, name: 'Services made for curls' })).toBeInTheDocument();

    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('muted');
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('preload', 'none');
    // A phone gets the lighter copy the media server makes; every other screen (and a phone while the
    // copy is not made) the stored file, listed after it.
    const sources = [...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.media]);
    expect(sources).toEqual([
      ['/storage/services/hero.mp4?w=720', '(max-width: 767px)'],
      ['/storage/services/hero.mp4', ''],
    ]);
    expect(video.getAttribute('poster')).toContain('/storage/services/hero-poster.jpg');

    const hero = screen.getByRole('region', { name: 'Services made for curls' });
    await user.click(within(hero).getByRole('button', { name: 'Book an appointment' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
  });

  it('shows native controls once the video plays, and a play/pause overlay', async () => {
    const { user } = renderServices();
    await screen.findByRole('heading', { level: 1 });
    const video = document.querySelector('video')!;
    // Started by itself (autoplay): playing, with controls.
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(video).toHaveAttribute('controls');
    await user.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('does not start the video by itself under reduced motion: the play overlay shows, without controls', async () => {
    matchMediaQueries(reducedMotion);
    const { user } = renderServices();
    await screen.findByRole('heading', { level: 1 });
    const video = document.querySelector('video')!;
    expect(video.autoplay).toBe(false);
    expect(play).not.toHaveBeenCalled();
    expect(video).not.toHaveAttribute('controls');
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video).toHaveAttribute('controls');
  });

  it('shows one section per service, alternating sides, with image, icon, price, title, description and booking label', async () => {
    const { store, user } = renderServices();
    const first = await screen.findByRole('region', { name: 'The Signature Curl Cut' });
    expect(first).toHaveAttribute('id', 'section-service-1');
    expect(first).not.toHaveClass('service-section--reversed');
    expect(within(first).getByText('$95')).toBeInTheDocument();
    expect(within(first).getByText('curl by curl')).toBeInTheDocument();
    expect(first.querySelectorAll('img')).toHaveLength(2);
    // Sanitised: the onerror handler from content never reaches the page.
    expect(first.querySelector('[onerror]')).toBeNull();

    const second = screen.getByRole('region', { name: 'Curl Revival Treatment' });
    expect(second).toHaveAttribute('id', 'section-service-2');
    expect(second).toHaveClass('service-section--reversed');
    expect(within(second).getByText('70')).toBeInTheDocument();

    const third = screen.getByRole('region', { name: 'Curl-Safe Colour' });
    expect(third).toHaveAttribute('id', 'section-service-7');
    // Every section's button says which service it books.
    expect(within(third).getByRole('button', { name: 'Book an appointment' })).toHaveAccessibleDescription(
      'Curl-Safe Colour',
    );

    await user.click(within(second).getByRole('button', { name: 'Book the treatment' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
  });

  it('shows the service icons as a grid on wide screens, each with its hover icon', async () => {
    matchMediaQueries(wide);
    renderServices();
    const nav = await screen.findByRole('navigation', { name: 'Services' });
    const buttons = within(nav).getAllByRole('link');
    expect(buttons[1]).toHaveAttribute('href', '#section-service-2');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'The Signature Curl Cut',
      'Curl Revival Treatment',
      'Curl-Safe Colour',
    ]);
    const images = Array.from(buttons[0]!.querySelectorAll('img')).map((image) => image.getAttribute('src'));
    expect(images).toEqual([
      expect.stringContaining('services/icons/cut.svg') as string,
      expect.stringContaining('services/icons/cut-hover.svg') as string,
    ]);
    expect(within(nav).queryByRole('group')).toBeNull();
  });

  it('shows the service icons as a moving carousel on small screens', async () => {
    renderServices();
    const nav = await screen.findByRole('navigation', { name: 'Services' });
    const carousel = within(nav).getByRole('group', { name: 'Services' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(await within(carousel).findByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it("scrolls to a service's section when its icon is clicked, and puts its address in the URL without a new history entry", async () => {
    matchMediaQueries(wide);
    const { router, user } = renderServices();
    const nav = await screen.findByRole('navigation', { name: 'Services' });
    scrolled = [];
    await user.click(within(nav).getByRole('link', { name: 'Curl Revival Treatment' }));

    const section = document.getElementById('section-service-2');
    expect(scrolled).toEqual([section]);
    expect(section).toHaveFocus();
    await waitFor(() => expect(router.location.pathname).toBe('/services/section-service-2'));
    expect(router.location.state).toEqual({ noScroll: true });
    expect(router.action).toBe('REPLACE');
    // The URL change does not scroll a second time.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(scrolled).toEqual([section]);
  });

  it('opens /services/section-service-{id} scrolled to that section once its content is there', async () => {
    renderServices('/services/section-service-7');
    await screen.findByRole('region', { name: 'Curl-Safe Colour' });
    await waitFor(() => expect(scrolled).toEqual([document.getElementById('section-service-7')]));
  });

  it('leaves an unknown section id at the top of the page', async () => {
    renderServices('/services/section-service-999');
    await screen.findByRole('region', { name: 'Curl-Safe Colour' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(scrolled).toEqual([]);
  });

  it('goes back to the top when the app navigates to an unknown section id', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderServices('/services/section-service-7');
    await waitFor(() => expect(scrolled).toEqual([document.getElementById('section-service-7')]));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/services/section-service-999'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }));
    expect(scrolled).toHaveLength(1);
  });

  it('renders nothing, without errors, when the page has no content', async () => {
    const errors = jest.spyOn(console, 'error');
    pageData = { servicesPage: null, services: [] } satisfies ServicesPageData;
    const { container, store } = renderWithProviders(<ServicesPage />);
    await waitFor(() =>
      expect(store.getState().contentApi.queries['getServicesPage(undefined)']?.status).toBe('fulfilled'),
    );
    expect(container).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows what there is when fields are missing', async () => {
    const errors = jest.spyOn(console, 'error');
    pageData = {
      servicesPage: { main_title: 'Only a title' },
      services: [{ id: 5 }, { id: 6, title: 'Untitled image only', image: 'services/x.jpg' }],
    } satisfies ServicesPageData;
    renderServices();
    expect(await screen.findByRole('heading', { level: 1, name: 'Only a title' })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(document.getElementById('section-service-5')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Untitled image only' })).toBeInTheDocument();
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
    expect(errors).not.toHaveBeenCalled();
  });
});
