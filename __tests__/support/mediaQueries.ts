// The one stand-in for window.matchMedia in the site's tests (jsdom has none): by default no media
// query matches; a test can make some match, as a browser of some width or preference would.
type Matcher = (query: string) => boolean;

const noneMatch: Matcher = () => false;
let matches: Matcher = noneMatch;

/** Installed once for every site test (setupSite.ts); each test starts with no query matching. */
export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
  afterEach(() => {
    matches = noneMatch;
  });
}

/** Makes the queries `matcher` accepts match, until the test ends. */
export function matchMediaQueries(matcher: Matcher): void {
  matches = matcher;
}

/** A browser `width` CSS pixels wide: its min-width queries (px or em) match up to that width. */
export const minWidthUpTo =
  (width: number): Matcher =>
  (query) => {
    const found = /min-width:\s*([\d.]+)(px|em)/.exec(query);
    if (!found) return false;
    return width >= Number(found[1]) * (found[2] === 'em' ? 16 : 1);
  };

/** A visitor who asks for reduced motion. */
export const reducedMotion: Matcher = (query) => query.includes('prefers-reduced-motion: reduce');
