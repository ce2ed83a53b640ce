import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GeneralData } from '../../../src/api/types';
import { BookingOverlay } from '../../../src/features/booking/BookingOverlay';
import { HomePage } from '../../../src/pages/home/HomePage';
import { renderWithProviders } from '../../support/renderWithProviders';
import { homeGeneralData, homeServices } from '../../support/fixtures/home';
import { selectBookingOpen } from '../../../src/features/booking/bookingSlice';
import { answerApiWith, server } from '../../support/apiServer';
import { matchMediaQueries, minWidthUpTo, reducedMotion } from '../../support/mediaQueries';
import { selectViewerIndex } from '../../../src/state/imageViewerSlice';

let generalData: unknown = homeGeneralData;
answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: generalData })),
  http.get('*/api/services-page', () => HttpResponse.json({ data: { servicesPage: {}, services: homeServices } })),
);

afterEach(() => {
  generalData = homeGeneralData;
});

function renderHome() {
  return renderWithProviders(
    <>
      <HomePage />
      <BookingOverlay />
    </>,
  );
}

describe('Home page', () => {
  it('sets the page title from the home entry of the SEO list', async () => {
    renderHome();
    await waitFor(() => expect(document.title).toBe('CurlCraft Studio'));
  });

  it('shows the banner, what-we-do, founder and mission blocks from the general data', async () => {
    renderHome();

    expect(await screen.findByRole('heading', { level: 1, name: 'Curls, understood.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book your curl cut' })).toBeInTheDocument();

    const whatWeDo = screen.getByRole('region', { name: 'What we do' });
    expect(within(whatWeDo).getByText('dry, curl by curl')).toBeInTheDocument();
    expect(within(whatWeDo).getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services');
    expect(whatWeDo.querySelectorAll('img')).toHaveLength(2);
    // Rich text is sanitised: no script from content reaches the page.
    expect(whatWeDo.querySelector('script')).toBeNull();

    const founder = screen.getByRole('region', { name: 'Meet Noor, our founder' });
    expect(within(founder).getByText('Noor still cuts four days a week.')).toBeInTheDocument();
    expect(founder.querySelector('img')).toHaveAttribute('width');

    const mission = screen.getByRole('region', { name: 'Our mission: healthy curls first' });
    expect(within(mission).getByText('Before')).toBeInTheDocument();
    expect(within(mission).getByText('After')).toBeInTheDocument();
    expect(within(mission).getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/about');
  });

  it('loads the banner image eagerly with priority and the images below the fold lazily, all with dimensions', async () => {
    renderHome();
    await screen.findByRole('heading', { level: 1 });
    const images = Array.from(document.querySelectorAll('img'));
    expect(images.length).toBeGreaterThan(5);
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    const eager = images.filter((image) => image.getAttribute('loading') === 'eager');
    expect(eager).toHaveLength(1);
    expect(eager[0]?.getAttribute('src')).toContain('home/banner-left.jpg');
    expect(eager[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('opens the booking overlay from the banner button and from the booking button', async () => {
    const { store, user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Book your curl cut' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Book your appointment' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectBookingOpen(store.getState())).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reserve a chair' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
  });

  it('links each service slide to its section on the services page', async () => {
    renderHome();
    const carousel = await screen.findByRole('group', { name: 'Services for every curl pattern' });
    // The shown slide is a named link; the others are reached with Next (react-slick's clones aside).
    expect(await within(carousel).findByRole('link', { name: /The Signature Curl Cut/ })).toHaveAttribute(
      'href',
      '/services/section-service-1',
    );
    await waitFor(() => expect(carousel.querySelector('.slick-slide')).not.toBeNull());
    const slides = Array.from(carousel.querySelectorAll('.slick-slide:not(.slick-cloned)'));
    const links = slides.map((slide) => slide.querySelector('a'));
    expect(links.map((link) => link?.getAttribute('href'))).toEqual(
      homeServices.map((service) => `/services/section-service-${service.id}`),
    );
    expect(links.map((link) => link?.textContent)).toEqual(
      homeServices.map((service) => expect.stringContaining(service.title ?? '') as string),
    );
    expect(within(carousel).getByText('$95', { ignore: '.slick-cloned *' })).toBeInTheDocument();
  });

  it('shows every testimonial with its name, words and picture, and clickable dots', async () => {
    const { user } = renderHome();
    const carousel = await screen.findByRole('group', { name: 'Kind words from our chairs' });
    for (const name of ['Amara O.', 'Lucía R.', 'Jonah B.', 'Priya S.']) {
      expect((await within(carousel).findAllByText(name, { ignore: '.slick-cloned *' })).length).toBe(1);
    }
    expect(within(carousel).getByText('My curls dry evenly.', { ignore: '.slick-cloned *' })).toBeInTheDocument();
    const dots = within(carousel).getAllByRole('button', { name: /Show slide \d of 4/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[2]!);
    await waitFor(() => expect(dots[2]).toHaveAttribute('aria-current', 'true'));
  });

  it('gives moving carousels a pause control, and keeps hidden slides out of the tab order', async () => {
    const { user } = renderHome();
    const carousel = await screen.findByRole('group', { name: 'Services for every curl pattern' });
    const pause = await within(carousel).findByRole('button', { name: 'Pause slideshow' });
    await user.click(pause);
    expect(within(carousel).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next' })).toBeInTheDocument();

    await waitFor(() => expect(carousel.querySelector('.slick-slide')).not.toBeNull());
    const hiddenSlides = Array.from(carousel.querySelectorAll('.slick-slide[aria-hidden="true"]'));
    expect(hiddenSlides.length).toBeGreaterThan(0);
    await waitFor(() => {
      for (const slide of hiddenSlides) {
        for (const link of Array.from(slide.querySelectorAll('a'))) expect(link).toHaveAttribute('tabindex', '-1');
      }
    });
    const visible = carousel.querySelector('.slick-slide[aria-hidden="false"] a');
    expect(visible).not.toHaveAttribute('tabindex');
  });

  it('does not move by itself when the visitor prefers reduced motion', async () => {
    matchMediaQueries(reducedMotion);
    renderHome();
    const carousel = await screen.findByRole('group', { name: 'Kind words from our chairs' });
    expect(within(carousel).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('shows at most five gallery images and a link to the gallery', async () => {
    matchMediaQueries(minWidthUpTo(1440));
    renderHome();
    const gallery = await screen.findByRole('region', { name: 'Fresh from the studio' });
    const slots = within(gallery).getAllByRole('listitem');
    expect(slots).toHaveLength(5);
    expect(within(gallery).getAllByRole('link', { name: /^Open / })).toHaveLength(5);
    expect(within(gallery).queryByRole('link', { name: 'Open A sixth look' })).toBeNull();
    expect(within(gallery).getByRole('link', { name: 'See the full gallery' })).toHaveAttribute('href', '/gallery');
  });

  it('keeps the five fixed slots even with fewer images', async () => {
    matchMediaQueries(minWidthUpTo(1440));
    generalData = { ...homeGeneralData, galleryItems: homeGeneralData.galleryItems?.slice(0, 2) };
    renderHome();
    const gallery = await screen.findByRole('region', { name: 'Fresh from the studio' });
    expect(gallery.querySelectorAll('li')).toHaveLength(5);
    // The empty slots are decoration: the list holds only the photos.
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(2);
    expect(within(gallery).getAllByRole('link', { name: /^Open / })).toHaveLength(2);
  });

  it('shows the gallery teaser as a carousel on small screens', async () => {
    matchMediaQueries(minWidthUpTo(375));
    renderHome();
    const gallery = await screen.findByRole('region', { name: 'Fresh from the studio' });
    expect(await within(gallery).findByRole('group', { name: 'Fresh from the studio' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });

  it('opens the lightbox at the clicked image, moves with buttons and arrow keys, and closes on Escape', async () => {
    matchMediaQueries(minWidthUpTo(1440));
    const { store, user } = renderHome();
    const gallery = await screen.findByRole('region', { name: 'Fresh from the studio' });
    const third = within(gallery).getByRole('link', { name: 'Open Voluminous 4A coils' });
    await user.click(third);

    expect(selectViewerIndex(store.getState(), 'lightbox')).toBe(2);
    const lightbox = screen.getByRole('dialog', { name: 'Fresh from the studio' });
    expect(await within(lightbox).findByRole('img', { name: 'Voluminous 4A coils' })).toBeInTheDocument();
    expect(within(lightbox).getByText('3 / 5')).toBeInTheDocument();

    await user.click(within(lightbox).getByRole('button', { name: 'Next' }));
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBe(3);
    // An image without alt text still has a name in the lightbox.
    expect(within(lightbox).getByRole('img', { name: 'Gallery image 4 of 5' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBe(4);
    await user.keyboard('{ArrowRight}');
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBe(0);
    await user.keyboard('{ArrowLeft}');
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBe(4);
    await user.click(within(lightbox).getByRole('button', { name: 'Previous' }));
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBe(3);

    fireEvent(lightbox, new Event('cancel', { cancelable: true }));
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(third).toHaveFocus();
  });

  it('closes the lightbox with its close button', async () => {
    matchMediaQueries(minWidthUpTo(1440));
    const { store, user } = renderHome();
    await user.click(await screen.findByRole('link', { name: 'Open Defined 3B ringlets' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBeNull();
  });

  it('closes the lightbox when the page is left', async () => {
    matchMediaQueries(minWidthUpTo(1440));
    const { store, user, unmount } = renderHome();
    await user.click(await screen.findByRole('link', { name: 'Open Defined 3B ringlets' }));
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBe(0);
    act(() => unmount());
    expect(selectViewerIndex(store.getState(), 'lightbox')).toBeNull();
  });

  it('renders nothing, without errors, when the general data is empty', async () => {
    const errors = jest.spyOn(console, 'error');
    generalData = { homeSettings: null, testimonials: [], galleryItems: [] } satisfies GeneralData;
    const { container, store } = renderWithProviders(<HomePage />);
    await waitFor(() =>
      expect(store.getState().contentApi.queries['getGeneralData(undefined)']?.status).toBe('fulfilled'),
    );
    expect(container).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders nothing when the answer has no data at all', async () => {
    generalData = null;
    const { container, store } = renderWithProviders(<HomePage />);
    await waitFor(() =>
      expect(store.getState().contentApi.queries['getGeneralData(undefined)']?.status).toBe('fulfilled'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows what there is when fields are missing, with no empty headings', async () => {
    const errors = jest.spyOn(console, 'error');
    generalData = {
      homeSettings: { banner_title: 'Only a title', our_mission_title: 'Mission', translations: [] },
      testimonials: [{ id: 1, name: null, description: null }],
      galleryItems: [{ id: 1, image: null }],
    } satisfies GeneralData;
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Only a title' })).toBeInTheDocument();
    // The booking button has a plain label when content gives none.
    expect(screen.getAllByRole('button', { name: 'Book an appointment' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Mission' })).toBeInTheDocument();
    expect(screen.queryByText('Before')).toBeNull();
    expect(screen.queryByRole('region', { name: /Testimonials|Gallery/ })).toBeNull();
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps both booking buttons when content gives only their labels', async () => {
    generalData = {
      homeSettings: { banner_button_url: 'Book now', services_button_label: 'Reserve a chair' },
    } satisfies GeneralData;
    server.use(http.get('*/api/services-page', () => HttpResponse.json({ data: { servicesPage: {}, services: [] } })));
    const { store, user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Reserve a chair' }));
    expect(selectBookingOpen(store.getState())).toBe(true);
  });

  it('is still named by one first-level heading when the banner has no title', async () => {
    generalData = { ...homeGeneralData, homeSettings: { ...homeGeneralData.homeSettings, banner_title: null } };
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toHaveClass('visually-hidden');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
