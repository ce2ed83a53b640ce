// Pictures take the content server's media details: the focal point positions a cropped picture, the
// library's alt text fills in where the content has none, a decorative picture has none, and a
// replaced file gets a new address. A backend that sends no details leaves every picture centred.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GalleryPageData } from '../../../src/api/types';
import { GalleryPage } from '../../../src/pages/gallery/GalleryPage';
import { answerApiWith, server } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

jest.setTimeout(30_000);

const settings = {
  title: 'Curls in the wild',
  first_image: 'gallery/banner-1.jpg',
  second_image: 'gallery/banner-2.jpg',
};
const items = [
  { id: 1, image: 'gallery/look-1.jpg', alt: 'Ringlets from the content' },
  { id: 2, image: 'gallery/look-2.jpg', alt: null },
  { id: 3, image: 'gallery/look-3.jpg', alt: null },
];

function answer(withDetails: boolean) {
  return [
    http.get('*/api/gallery-page', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page');
      const data: GalleryPageData = {
        gallerySettings: settings,
        ...(withDetails ? { media: { 'gallery/banner-1.jpg': { focal: { x: 0.2, y: 0.75 }, version: 3 } } } : {}),
      };
      if (page !== null) {
        data.galleryItems = {
          data: items,
          current_page: 1,
          last_page: 1,
          ...(withDetails
            ? {
                media: {
                  'gallery/look-1.jpg': { alt: 'The library would say this', focal: { x: 1, y: 0 } },
                  'gallery/look-2.jpg': { alt: 'Copper coils in the library' },
                  'gallery/look-3.jpg': { decorative: true, alt: 'ignored' },
                },
              }
            : {}),
        };
      }
      return HttpResponse.json({ data });
    }),
    http.get('*/api/general-data', () => HttpResponse.json({ data: { seoPages: [] } })),
  ];
}

const images = () => Array.from(document.querySelectorAll<HTMLImageElement>('img'));
const imageOf = (path: string) => images().find((img) => img.getAttribute('src')?.includes(path));

it('positions cropped pictures on their focal point, fills in alt text and versions replaced files', async () => {
  answerApiWith(...answer(true));
  renderWithProviders(<GalleryPage />, { route: '/gallery' });
  await waitFor(() => expect(imageOf('gallery/look-3.jpg')).toBeDefined());

  const banner = imageOf('gallery/banner-1.jpg')!;
  expect(banner.style.objectPosition).toBe('20% 75%');
  expect(banner.getAttribute('src')).toMatch(/^\/storage\/gallery\/banner-1\.jpg\?v=3&w=\d+&fm=webp$/);
  expect(banner.getAttribute('srcset')).toContain('banner-1.jpg?v=3&w=320&fm=webp 320w');
  // No details: as before, centred by the style sheet.
  expect(imageOf('gallery/banner-2.jpg')!.style.objectPosition).toBe('');

  expect(imageOf('gallery/look-1.jpg')!.style.objectPosition).toBe('100% 0%');
  // The content's alt text first, else the library's; a decorative photo is only numbered.
  expect(screen.getByRole('link', { name: 'Open Ringlets from the content in the slideshow' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Copper coils in the library in the slideshow' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Photo 3 in the slideshow' })).toBeInTheDocument();
  expect(imageOf('gallery/look-3.jpg')!.getAttribute('alt')).toBe('');
  expect(screen.queryByAltText('ignored')).toBeNull();
});

it('shows every picture centred, with the content alt text, when the backend sends no details', async () => {
  answerApiWith(...answer(false));
  renderWithProviders(<GalleryPage />, { route: '/gallery' });
  await waitFor(() => expect(imageOf('gallery/look-3.jpg')).toBeDefined());
  for (const img of images()) {
    expect(img.style.objectPosition).toBe('');
    expect(img.getAttribute('src')).not.toContain('v=');
  }
  expect(screen.getByRole('link', { name: 'Open Ringlets from the content in the slideshow' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Photo 2 in the slideshow' })).toBeInTheDocument();
  expect(imageOf('gallery/look-2.jpg')!.getAttribute('alt')).toBe('');
  server.resetHandlers();
});
