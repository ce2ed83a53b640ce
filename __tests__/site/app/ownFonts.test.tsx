// The site's own fonts: loaded for the next pages once a page has loaded, remembered for later
// visits, and set on a page the app shows next, never on the one being read. The module remembers
// within a visit what it loaded, so the tests run in the order a visit goes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { OwnFontsOnNewPage } from '../../../src/app/OwnFontsOnNewPage';
import { loadOwnFonts, OWN_FONTS } from '../../../src/styles/ownFonts';
import { OWN_FONTS_KEPT_KEY } from '../../../src/styles/ownFontsKept';
import { renderWithProviders } from '../../support/renderWithProviders';

const html = document.documentElement;

interface Browser {
  /** How the browser answers a load of a declared face (by its font shorthand). */
  declared?: (font: string) => Promise<{ status: FontFaceLoadStatus }[]>;
  /** How the server answers for a font file. */
  file?: (url: string) => Response;
  /** The declared faces as the page left them (on a later visit). */
  faces?: { family: string; status: FontFaceLoadStatus }[];
}

const ok = () => new Response(new Uint8Array([0, 1, 0, 0]));
const loaded = () => Promise.resolve([{ status: 'loaded' as const }]);
const refused = () => Promise.reject(new DOMException('A network error occurred.', 'NetworkError'));

/**
 * jsdom has no font loading: the browser's document.fonts and FontFace, as told, where a face made
 * from a file's bytes is ready at once; and the server's answers for the files.
 */
function browser({ declared = loaded, file = ok, faces = [] }: Browser) {
  const asked: string[] = [];
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
      load: (font: string) => {
        asked.push(font);
        return declared(font);
      },
      add: (face: FakeFontFace) => added.push({ family: face.family, descriptors: face.descriptors }),
      ready: Promise.resolve(),
      [Symbol.iterator]: () => faces[Symbol.iterator](),
    },
  });
  const fetched: string[] = [];
  jest.spyOn(window, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    fetched.push(url);
    return Promise.resolve(file(url));
  });
  return { asked, added, fetched };
}

afterEach(() => {
  jest.restoreAllMocks();
  html.classList.remove('own-fonts');
  localStorage.clear();
});

describe("the site's own fonts", () => {
  it('stay away, and are not remembered, when a face can be had neither way', async () => {
    const { added } = browser({
      declared: (font) => (font.includes('italic') ? refused() : loaded()),
      file: () => new Response('', { status: 503 }),
    });
    const { router } = renderWithProviders(<OwnFontsOnNewPage />, { route: '/' });
    await loadOwnFonts();
    expect(added).toEqual([]);
    expect(localStorage.getItem(OWN_FONTS_KEPT_KEY)).toBeNull();
    await act(() => router.navigate('/about'));
    expect(html).not.toHaveClass('own-fonts');
  });

  it('set the next page when an earlier visit loaded them, not a new address of the same page', async () => {
    localStorage.setItem(OWN_FONTS_KEPT_KEY, '1');
    const { router } = renderWithProviders(<OwnFontsOnNewPage />, { route: '/services' });
    await act(() => router.navigate('/services/section-service-2'));
    expect(html).not.toHaveClass('own-fonts');
    await act(() => router.navigate('/about'));
    expect(html).toHaveClass('own-fonts');
  });

  it('set the first page the app draws when a link was followed while it started', async () => {
    localStorage.setItem(OWN_FONTS_KEPT_KEY, '1');
    renderWithProviders(<OwnFontsOnNewPage arrivedAt="/about" />, { route: '/services' });
    expect(html).toHaveClass('own-fonts');
  });

  it('leave the page the document arrived at as it was painted', async () => {
    localStorage.setItem(OWN_FONTS_KEPT_KEY, '1');
    const { router } = renderWithProviders(<OwnFontsOnNewPage arrivedAt="/services/section-service-2" />, {
      route: '/services/section-service-2',
    });
    expect(html).not.toHaveClass('own-fonts');
    await act(() => router.navigate('/gallery'));
    expect(html).toHaveClass('own-fonts');
  });

  it('are loaded once the page has loaded, leave that page alone and set the next one', async () => {
    const { asked, fetched } = browser({});
    const { router } = renderWithProviders(<OwnFontsOnNewPage />, { route: '/' });
    await loadOwnFonts();
    // One variable file per family and style: its lightest weight names it.
    expect(asked).toEqual(['normal 400 1em "Fraunces"', 'italic 400 1em "Fraunces"', 'normal 400 1em "DM Sans"']);
    expect(fetched).toEqual([]);
    expect(localStorage.getItem(OWN_FONTS_KEPT_KEY)).toBe('1');
    expect(html).not.toHaveClass('own-fonts');
    await act(() => router.navigate('/about'));
    expect(html).toHaveClass('own-fonts');
  });
});

describe("the site's own fonts, where the browser gives up on a slow optional face (Firefox)", () => {
  it('are made from their files on a first visit, and set the next page', async () => {
    const { added, fetched } = browser({ declared: (font) => (font.includes('DM Sans') ? refused() : loaded()) });
    const { router } = renderWithProviders(<OwnFontsOnNewPage />, { route: '/' });
    await loadOwnFonts();
    const dmSans = OWN_FONTS.filter((face) => face.family === 'DM Sans');
    expect(fetched).toEqual(dmSans.map((face) => face.url));
    expect(added).toEqual(
      dmSans.map(({ family, weight, style }) => ({
        family,
        // Made from bytes, the face covers what its file does: the characters every page needs.
        descriptors: { weight, style, unicodeRange: expect.stringContaining('U+0020-007E') as unknown },
      })),
    );
    expect(localStorage.getItem(OWN_FONTS_KEPT_KEY)).toBe('1');
    await act(() => router.navigate('/about'));
    expect(html).toHaveClass('own-fonts');
  });

  it('on a later visit, leave a page set in them from the cache alone', async () => {
    html.classList.add('own-fonts');
    const { asked, fetched } = browser({ faces: [{ family: 'Fraunces', status: 'loaded' }] });
    await loadOwnFonts();
    expect(asked).toEqual([]);
    expect(fetched).toEqual([]);
    expect(html).toHaveClass('own-fonts');
  });

  it('on a later visit where it gave up on one, leave the page in the fallback and set the next page', async () => {
    html.classList.add('own-fonts');
    const { added } = browser({ declared: refused, faces: [{ family: '"DM Sans"', status: 'error' }] });
    const { router } = renderWithProviders(<OwnFontsOnNewPage />, { route: '/' });
    await loadOwnFonts();
    expect(html).not.toHaveClass('own-fonts');
    expect(added).toHaveLength(OWN_FONTS.length);
    await act(() => router.navigate('/about'));
    expect(html).toHaveClass('own-fonts');
  });
});

describe("the site's own fonts' list", () => {
  it('names every face ownFonts.css declares, and no other', () => {
    const css = readFileSync(path.join(__dirname, '../../../src/styles/ownFonts.css'), 'utf8');
    const all = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
      const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim().replace(/'/g, '');
      return {
        family: value('font-family'),
        weight: value('font-weight'),
        style: value('font-style'),
        basic: /-basic\.woff2/.test(body),
      };
    });
    // Each face in two parts: the one every page needs is in the list, the extended one is not.
    const declared = all.filter((face) => face.basic).map(({ family, weight, style }) => ({ family, weight, style }));
    expect(all).toHaveLength(2 * OWN_FONTS.length);
    expect(declared).toHaveLength(OWN_FONTS.length);
    expect(declared).toEqual(
      expect.arrayContaining(OWN_FONTS.map(({ family, weight, style }) => ({ family, weight, style }))),
    );
  });
});
