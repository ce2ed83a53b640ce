// The site's own faces, for visitors with JavaScript. ownFaces.css declares them with font-display:
// optional, and they set the text only where <html> has the class own-faces: a page is laid out once
// in its faces and never set again while it is read (a swap rewraps headings and moves the page).
//
// - First visit: the page stays in the fallback faces (sized to the same metrics). Once it has loaded,
//   so that they take no bandwidth from its first view, the faces are loaded (and their files kept in
//   the browser's cache), and the next page the app shows is set in them. Firefox gives up on an
//   optional face whose file takes more than about 100 ms to arrive: such a face is made from its
//   file's bytes instead, which is ready whatever time the file took.
// - Later visits: the head's script (src/boot/head.ts) sets the class before the first paint, and the
//   browser takes the files from its cache. Should they be gone, optional keeps the fallback.
import fraunces from './fonts/fraunces-basic.woff2';
import frauncesItalic from './fonts/fraunces-italic-basic.woff2';
import dmSans from './fonts/dm-sans-basic.woff2';
import { OWN_FACES_CLASS, OWN_FACES_KEPT_KEY, ownFacesKept, showOwnFaces } from './ownFacesKept';

export interface OwnFace {
  family: string;
  /** The weights the (variable) file covers, as @font-face names them: "400 600". */
  weight: string;
  style: 'normal' | 'italic';
  url: string;
}

/** The characters every page needs (the files' `basic` part, ownFaces.css; scripts/subset-fonts.mjs). */
const BASIC_RANGE =
  'U+0020-007E, U+00A0, U+00A9, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122';

/**
 * Each face ownFaces.css declares that every page needs, with its file: one variable file per family
 * and style. Their `extended` parts (accented letters) the browser fetches for a page that has one.
 */
export const OWN_FACES: readonly OwnFace[] = [
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

/** A face made from its file's bytes: ready once made, whatever time the file took to arrive. */
async function faceFromFile({ family, weight, style, url }: OwnFace): Promise<FontFace> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const face = new FontFace(family, await response.arrayBuffer(), { weight, style, unicodeRange: BASIC_RANGE });
  return face.load();
}

/**
 * Loads the declared face, as a page would (the browser then keeps it where its next page finds it
 * at once); null once that is done. Where the browser gave up on it, the face made from its bytes.
 */
async function loadFace(face: OwnFace): Promise<FontFace | null> {
  const { family, weight, style } = face;
  // The lightest weight names the file (a variable face covers the others); the text a space, which
  // only the `basic` part covers.
  const lightest = weight.split(' ')[0] ?? weight;
  const declared = await document.fonts.load(`${style} ${lightest} 1em "${family}"`).catch(() => []);
  return declared.some((loaded) => loaded.status === 'loaded') ? null : faceFromFile(face);
}

/** Whether the browser gave up on a face ownFaces.css declares. */
function declaredFaceFailed(): boolean {
  const families = new Set(OWN_FACES.map((face) => face.family));
  return [...document.fonts].some(
    (face) => face.status === 'error' && families.has(face.family.replace(/^["']|["']$/g, '')),
  );
}

/**
 * Once the page has loaded, loads the faces (nothing uses them yet, so nothing is laid out again),
 * and remembers that the browser keeps their files. A face must be loaded before a page uses it:
 * with font-display: optional, one that is not ready at once is left out for the page's lifetime.
 *
 * On a later visit the page is set in the declared faces, from the browser's cache; Firefox gives up
 * on one that takes more than about 100 ms even from there, and the page stays in the fallback. Then
 * the class is taken off (the page is drawn the same, in the fallback) and the faces are made from
 * their bytes for the next pages.
 */
export async function loadOwnFaces(): Promise<void> {
  await pageLoaded();
  if (document.documentElement.classList.contains(OWN_FACES_CLASS)) {
    await document.fonts.ready;
    if (!declaredFaceFailed()) return;
    document.documentElement.classList.remove(OWN_FACES_CLASS);
  }
  const answers = await Promise.allSettled(OWN_FACES.map(loadFace));
  // A face that could not be loaded leaves the text in the fallback faces, on every page.
  if (answers.some((answer) => answer.status === 'rejected')) return;
  // Added after the declared faces, those made from bytes are the ones used for the same descriptors.
  for (const answer of answers) if (answer.status === 'fulfilled' && answer.value) document.fonts.add(answer.value);
  loaded = true;
  try {
    localStorage.setItem(OWN_FACES_KEPT_KEY, '1');
  } catch {
    // Storage refused: the faces still set the app's next pages, not a later visit's first.
  }
}

/** On a new page shown by the app, before it is painted: set in the faces if the browser keeps them. */
export function ownFacesForNewPage(): void {
  if (loaded || ownFacesKept()) showOwnFaces();
}
