import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GalleryItem } from '../../../src/api/types';
import { GalleryPage } from '../../../src/pages/gallery/GalleryPage';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith } from '../../support/apiServer';
import { selectViewerIndex } from '../../../src/state/imageViewerSlice';

const PAGE_SIZE = 4;
let lastPage = 3;
let settings: unknown = {
  title: 'Curls in the wild',
  first_image: 'gallery/banner-1.jpg',
  second_image: 'gallery/banner-2.jpg',
};
let requestedPages: number[] = [];
let failPage: number | null = null;
let slowPage: number | null = null;
/** What the slow page's answer waits for. */
let slowPageHeld: Promise<void> = Promise.resolve();

function itemsOf(page: number): GalleryItem[] {
  if (page > lastPage) return [];
  return Array.from({ length: PAGE_SIZE }, (_, i) => {
    const n = (page - 1) * PAGE_SIZE + i + 1;
    return { id: n, image: `gallery/look-${n}.jpg`, alt: n % 2 ? `Look ${n}` : null };
  });
}

// GET /gallery-page answers the settings, and with ?page=n one page of items (DESIGN.md contract).

answerApiWith(
  http.get('*/api/gallery-page', async ({ request }) => {
    const pageParam = new URL(request.url).searchParams.get('page');
    if (pageParam === null) return HttpResponse.json({ data: { gallerySettings: settings } });
    const page = Number(pageParam);
    requestedPages.push(page);
    if (page === slowPage) await slowPageHeld;
    if (page === failPage) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    return HttpResponse.json({
      data: {
        gallerySettings: settings,
        galleryItems: { data: itemsOf(page), current_page: page, last_page: lastPage },
      },
    });
  }),
  http.get('*/api/general-data', () => HttpResponse.json({ data: { seoPages: [] } })),
);

// jsdom lays nothing out: the test decides how tall the page is (1000 px plus 1000 px per loaded
// page of photos, unless fixed) and where the visitor has scrolled.
let fixedHeight: number | null = null;
const pageHeight = () => fixedHeight ?? 1000 + 1000 * Math.ceil(photoButtons().length / PAGE_SIZE);
const layout = { scrollY: 0 };
const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight');

beforeAll(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => layout.scrollY });
});
afterEach(() => {
  lastPage = 3;
  requestedPages = [];
  failPage = null;
  slowPage = null;
  fixedHeight = null;
  layout.scrollY = 0;
});
afterAll(() => {
  if (scrollHeight) Object.defineProperty(document.documentElement, 'scrollHeight', scrollHeight);
});

function scrollTo(y: number) {
  layout.scrollY = y;
  fireEvent.scroll(window);
}

const photoButtons = () => screen.queryAllByRole('link', { name: /in the slideshow$/ });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function renderGallery() {
  const view = renderWithProviders(<GalleryPage />, { route: '/gallery' });
  await waitFor(() => expect(photoButtons()).toHaveLength(4));
  return view;
}

describe('Gallery page', () => {
  it('shows the banner with its title and two images', async () => {
    await renderGallery();
    const heading = screen.getByRole('heading', { level: 1, name: 'Curls in the wild' });
    const banner = heading.closest('section') as HTMLElement;
    const sources = Array.from(banner.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      expect.stringContaining('gallery/banner-1.jpg'),
      expect.stringContaining('gallery/banner-2.jpg'),
    ]);
  });

  it('loads page 1 on arrival and the next page only once the visitor scrolls past 80% of the page', async () => {
    await renderGallery();
    await wait(200);
    expect(requestedPages).toEqual([1]);

    scrollTo(700); // (700 + 800) / 2000 = 75%
    await wait(200);
    expect(requestedPages).toEqual([1]);

    // A burst of scroll events past the threshold: one request.
    for (const y of [850, 900, 1000, 1100, 1200]) scrollTo(y);
    await waitFor(() => expect(photoButtons()).toHaveLength(8));
    await wait(200);
    expect(requestedPages).toEqual([1, 2]);
  });

  it('stops at last_page and never asks for a page twice', async () => {
    await renderGallery();
    // Always at the very bottom, however tall the page has grown.
    for (let i = 0; i < 8; i += 1) {
      scrollTo(pageHeight() - 800);
      await wait(170);
    }
    await waitFor(() => expect(photoButtons()).toHaveLength(12));
    for (let i = 0; i < 4; i += 1) {
      scrollTo(pageHeight() - 800 - i);
      await wait(170);
    }
    expect(requestedPages).toEqual([1, 2, 3]);
    expect(screen.getByText('You have seen every photo')).toBeInTheDocument();
  });

  it('keeps loading while a short page does not fill the screen, up to the last page', async () => {
    fixedHeight = 600;
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await waitFor(() => expect(photoButtons()).toHaveLength(12));
    await wait(300);
    expect(requestedPages).toEqual([1, 2, 3]);
  });

  it('shows an inline indicator while the next page loads', async () => {
    // The page's answer waits until the test has seen the indicator, however slow the machine.
    let release = () => {};
    slowPageHeld = new Promise<void>((resolve) => (release = resolve));
    slowPage = 2;
    await renderGallery();
    scrollTo(1200);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading more photos…');
    release();
    await waitFor(() => expect(photoButtons()).toHaveLength(8));
    expect(screen.queryByText('Loading more photos…')).not.toBeInTheDocument();
  });

  it('shows an error with a retry button when a page fails, and retries only that page', async () => {
    failPage = 2;
    const alert = jest.fn();
    renderWithProviders(<GalleryPage />, { route: '/gallery', services: { alert } });
    await waitFor(() => expect(photoButtons()).toHaveLength(4));
    scrollTo(1200);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('More photos could not be loaded.');
    // Scrolling again does not hammer the failing page.
    scrollTo(1210);
    await wait(200);
    expect(requestedPages).toEqual([1, 2]);

    failPage = null;
    scrollTo(0);
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(photoButtons()).toHaveLength(8));
    expect(requestedPages).toEqual([1, 2, 2]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the slideshow at the clicked photo and moves with arrows and keys', async () => {
    const { store, user } = await renderGallery();
    await user.click(photoButtons()[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Gallery slideshow' });
    expect(selectViewerIndex(store.getState(), 'slideshow')).toBe(1);
    expect(await within(dialog).findByText('2 / 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('img').getAttribute('src')).toContain('gallery/look-2.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('img', { name: 'Look 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'Look 1' })).toBeInTheDocument();
    expect(selectViewerIndex(store.getState(), 'slideshow')).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectViewerIndex(store.getState(), 'slideshow')).toBeNull();

    await user.click(photoButtons()[3]!);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the gallery has no photos yet', async () => {
    lastPage = 0;
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    expect(await screen.findByText('New photos are on their way: check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Curls in the wild' })).toBeInTheDocument();
    expect(photoButtons()).toHaveLength(0);
  });

  it('renders nothing for the page when its data is missing', async () => {
    settings = null;
    lastPage = 0;
    const { container } = renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await waitFor(() => expect(requestedPages).toEqual([1]));
    await wait(100);
    expect(container.querySelector('h1, h2, img, [role="alert"]')).toBeNull();
    expect(container).toHaveTextContent('');
  });
});
