// The site's own faces: loaded for the next pages once a page has loaded, remembered for later
// visits, and set on a page the app shows next, never on the one being read. The module remembers
// within a visit what it loaded, so the tests run in the order a visit goes.
import { act } from '@testing-library/react';
import { OwnFacesOnNewPage } from '../../../src/app/OwnFacesOnNewPage';
import { loadOwnFaces } from '../../../src/styles/ownFaces';
import { OWN_FACES_KEPT_KEY } from '../../../src/styles/ownFacesKept';
import { renderWithProviders } from '../../support/renderWithProviders';

const html = document.documentElement;

/** jsdom has no font loading: the browser's document.fonts.load, answering as told. */
function fontsLoad(answer: (font: string) => Promise<unknown[]>) {
  const load = jest.fn(answer);
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  return load;
}

afterEach(() => {
  html.classList.remove('own-faces');
  localStorage.clear();
});

describe("the site's own faces", () => {
  it('stay away, and are not remembered, when a face cannot be loaded', async () => {
    fontsLoad((font) => (font.includes('600') ? Promise.reject(new Error('network')) : Promise.resolve([{}])));
    const { router } = renderWithProviders(<OwnFacesOnNewPage />, { route: '/' });
    await loadOwnFaces();
    expect(localStorage.getItem(OWN_FACES_KEPT_KEY)).toBeNull();
    await act(() => router.navigate('/about'));
    expect(html).not.toHaveClass('own-faces');
  });

  it('set the next page when an earlier visit loaded them, not a new address of the same page', async () => {
    localStorage.setItem(OWN_FACES_KEPT_KEY, '1');
    const { router } = renderWithProviders(<OwnFacesOnNewPage />, { route: '/services' });
    await act(() => router.navigate('/services/section-service-2'));
    expect(html).not.toHaveClass('own-faces');
    await act(() => router.navigate('/about'));
    expect(html).toHaveClass('own-faces');
  });

  it('are loaded once the page has loaded, leave that page alone and set the next one', async () => {
    const load = fontsLoad(() => Promise.resolve([{}]));
    const { router } = renderWithProviders(<OwnFacesOnNewPage />, { route: '/' });
    await loadOwnFaces();
    expect(load.mock.calls.map(([font]) => font)).toEqual([
      '400 1em Fraunces',
      '600 1em Fraunces',
      'italic 400 1em Fraunces',
      '400 1em "DM Sans"',
      '500 1em "DM Sans"',
      '700 1em "DM Sans"',
    ]);
    expect(localStorage.getItem(OWN_FACES_KEPT_KEY)).toBe('1');
    expect(html).not.toHaveClass('own-faces');
    await act(() => router.navigate('/about'));
    expect(html).toHaveClass('own-faces');
  });
});
