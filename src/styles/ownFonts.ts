// The site's own fonts, for visitors with JavaScript. ownFonts.css declares them with font-display:
// optional, and they set the text only where <html> has the class own-fonts: a page is laid out once
// in its fonts and never set again while it is read (a swap rewraps headings and moves the page).
//
// - First visit: the page stays in the fallback fonts (sized to the same metrics). Once it has loaded,
//   so that they take no bandwidth from its first view, the fonts are loaded (and their files kept in
//   the browser's cache), and the next page the app shows is set in them. Firefox gives up on an
//   optional font whose file takes more than about 100 ms to arrive: such a font is made from its
//   file's bytes instead, which is ready whatever time the file took.
// - Later visits: the head's script (src/boot/head.ts) sets the class before the first paint, and the
//   browser takes the files from its cache. Should they be gone, optional keeps the fallback.
import fraunces from './fonts/fraunces-basic.woff2';
import frauncesItalic from './fonts/fraunces-italic-basic.woff2';
import dmSans from './fonts/dm-sans-basic.woff2';
import { OWN_FONTS_CLASS, OWN_FONTS_KEPT_KEY, ownFontsKept, showOwnFonts } from './ownFontsKept';

export interface OwnFont {
  family: string;
  /** The weights the (variable) file covers, as @font-face names them: "400 600". */
  weight: string;
  style: 'normal' | 'italic';
  url: string;
}

/** The characters every page needs (the files' `basic` part, ownFonts.css; scripts/subset-fonts.mjs). */
const BASIC_RANGE =
  'U+0020-007E, U+00A0, U+00A9, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122';

/**
 * Each font ownFonts.css declares that every page needs, with its file: one variable file per family
 * and style. Their `extended` parts (accented letters) the browser fetches for a page that has one.
 */
export const OWN_FONTS: readonly OwnFont[] = [
  { family: 'Fraunces', weight: '400 600', style: 'normal', url: fraunces },
  { family: 'Fraunces', weight: '400', style: 'italic', url: frauncesItalic },
  { family: 'DM Sans', weight: '400 700', style: 'normal', url: dmSans },
];

let loaded = false;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** A font made from its file's bytes: ready once made, whatever time the file took to arrive. */
async function fontFromFile({ family, weight, style, url }: OwnFont): Promise<FontFace> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const face = new FontFace(family, await response.arrayBuffer(), { weight, style, unicodeRange: BASIC_RANGE });
  return face.load();
}

/**
 * Loads the declared font, as a page would (the browser then keeps it where its next page finds it
 * at once); null once that is done. Where the browser gave up on it, the font made from its bytes.
 */
async function loadFont(face: OwnFont): Promise<FontFace | null> {
  const { family, weight, style } = face;
  // The lightest weight names the file (a variable font covers the others); the text a space, which
  // only the `basic` part covers.
  const lightest = weight.split(' ')[0] ?? weight;
  const declared = await document.fonts.load(`${style} ${lightest} 1em "${family}"`).catch(() => []);
  return declared.some((loaded) => loaded.status === 'loaded') ? null : fontFromFile(face);
}

/** Whether the browser gave up on a font ownFonts.css declares. */
function declaredFontFailed(): boolean {
  const families = new Set(OWN_FONTS.map((face) => face.family));
  return [...document.fonts].some(
    (face) => face.status === 'error' && families.has(face.family.replace(/^["']|["']$/g, '')),
  );
}

/**
 * Once the page has loaded, loads the fonts (nothing uses them yet, so nothing is laid out again),
 * and remembers that the browser keeps their files. A font must be loaded before a page uses it:
 * with font-display: optional, one that is not ready at once is left out for the page's lifetime.
 *
 * On a later visit the page is set in the declared fonts, from the browser's cache; Firefox gives up
 * on one that takes more than about 100 ms even from there, and the page stays in the fallback. Then
 * the class is taken off (the page is drawn the same, in the fallback) and the fonts are made from
 * their bytes for the next pages.
 */
export async function loadOwnFonts(): Promise<void> {
  await pageLoaded();
  if (document.documentElement.classList.contains(OWN_FONTS_CLASS)) {
    await document.fonts.ready;
    if (!declaredFontFailed()) return;
    document.documentElement.classList.remove(OWN_FONTS_CLASS);
  }
  const answers = await Promise.allSettled(OWN_FONTS.map(loadFont));
  // A font that could not be loaded leaves the text in the fallback fonts, on every page.
  if (answers.some((answer) => answer.status === 'rejected')) return;
  // Added after the declared fonts, those made from bytes are the ones used for the same descriptors.
  for (const answer of answers) if (answer.status === 'fulfilled' && answer.value) document.fonts.add(answer.value);
  loaded = true;
  try {
    localStorage.setItem(OWN_FONTS_KEPT_KEY, '1');
  } catch {
    // Storage refused: the fonts still set the app's next pages, not a later visit's first.
  }
}

/** On a new page shown by the app, before it is painted: set in the fonts if the browser has cached them. */
export function ownFontsForNewPage(): void {
  if (loaded || ownFontsKept()) showOwnFonts();
}
