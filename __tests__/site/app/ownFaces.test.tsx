// The site's own faces: loaded for the next pages once a page has loaded, remembered for later
// visits, and set on a page the app shows next, never on the one being read. The module remembers
// within a visit what it loaded, so the tests run in the order a visit goes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { OwnFacesOnNewPage } from '../../../src/app/OwnFacesOnNewPage';
import { loadOwnFaces, OWN_FACES } from '../../../src/styles/ownFaces';
import { OWN_FACES_KEPT_KEY } from '../../../src/styles/ownFacesKept';
import { renderWithProviders } from '../../support/renderWithProviders';

const html = document.documentElement;

/**
 * jsdom has no font loading: the browser's FontFace and document.fonts, where a face made from a
 * file's bytes is ready at once. The files are fetched from a server that answers as told.
 */
function fontFiles(answer: (url: string) => Response, declared: { family: string; status: FontFaceLoadStatus }[] = []) {
  const added: { family: string; descriptors: FontFaceDescriptors }[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: ArrayBuffer,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load() {
      return Promise.resolve(this);
    }
  }
  Object.defineProperty(window, 'FontFace', { configurable: true, value: FakeFontFace });
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: (face: FakeFontFace) => added.push({ family: face.family, descriptors: face.descriptors }),
      ready: Promise.resolve(),
      [Symbol.iterator]: () => declared[Symbol.iterator](),
    },
  });
  const fetched: string[] = [];
  jest.spyOn(window, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    fetched.push(url);
    return Promise.resolve(answer(url));
  });
  return { added, fetched };
}

const ok = () => new Response(new Uint8Array([0, 1, 0, 0]));

afterEach(() => {
  jest.restoreAllMocks();
  html.classList.remove('own-faces');
  localStorage.clear();
});

describe("the site's own faces", () => {
  it('stay away, and are not remembered, when a face cannot be loaded', async () => {
    let answered = 0;
    const { added } = fontFiles(() => (++answered === 2 ? new Response('', { status: 503 }) : ok()));
    const { router } = renderWithProviders(<OwnFacesOnNewPage />, { route: '/' });
    await loadOwnFaces();
    expect(added).toEqual([]);
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
    const { added, fetched } = fontFiles(ok);
    const { router } = renderWithProviders(<OwnFacesOnNewPage />, { route: '/' });
    await loadOwnFaces();
    expect(fetched).toHaveLength(OWN_FACES.length);
    expect(added).toEqual(OWN_FACES.map(({ family, weight, style }) => ({ family, descriptors: { weight, style } })));
    expect(localStorage.getItem(OWN_FACES_KEPT_KEY)).toBe('1');
    expect(html).not.toHaveClass('own-faces');
    await act(() => router.navigate('/about'));
    expect(html).toHaveClass('own-faces');
  });

  it('on a later visit, leave a page set in them from the cache alone', async () => {
    html.classList.add('own-faces');
    const { fetched } = fontFiles(ok, [{ family: 'Fraunces', status: 'loaded' }]);
    await loadOwnFaces();
    expect(fetched).toEqual([]);
    expect(html).toHaveClass('own-faces');
  });

  it('on a later visit where the browser gave up on one, leave the page in the fallback and set the next page', async () => {
    html.classList.add('own-faces');
    const { added } = fontFiles(ok, [{ family: '"DM Sans"', status: 'error' }]);
    const { router } = renderWithProviders(<OwnFacesOnNewPage />, { route: '/' });
    await loadOwnFaces();
    expect(html).not.toHaveClass('own-faces');
    expect(added).toHaveLength(OWN_FACES.length);
    await act(() => router.navigate('/about'));
    expect(html).toHaveClass('own-faces');
  });
});

describe("the site's own faces' list", () => {
  it('names every face ownFaces.css declares, and no other', () => {
    const css = readFileSync(path.join(__dirname, '../../../src/styles/ownFaces.css'), 'utf8');
    const declared = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
      const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim().replace(/'/g, '');
      return { family: value('font-family'), weight: value('font-weight'), style: value('font-style') };
    });
    expect(declared).toHaveLength(OWN_FACES.length);
    expect(declared).toEqual(
      expect.arrayContaining(OWN_FACES.map(({ family, weight, style }) => ({ family, weight, style }))),
    );
  });
});
