// The site's own faces, for visitors with JavaScript. ownFaces.css declares them with font-display:
// optional, and they set the text only where <html> has the class own-faces: a page is laid out once
// in its faces and never set again while it is read (a swap rewraps headings and moves the page).
//
// - First visit: the page stays in the fallback faces (sized to the same metrics). Once it has loaded,
//   so that they take no bandwidth from its first view, the faces are loaded (and their files kept in
//   the browser's cache), and the next page the app shows is set in them.
// - Later visits: the head's script (src/head.ts) sets the class before the first paint, and the
//   browser takes the files from its cache. Should they be gone, optional keeps the fallback.
import { OWN_FACES_CLASS, OWN_FACES_KEPT_KEY, ownFacesKept, showOwnFaces } from './ownFacesKept';

/** Each face ownFaces.css declares, as the font shorthand that asks for it. */
const OWN_FACES = [
  '400 1em Fraunces',
  '600 1em Fraunces',
  'italic 400 1em Fraunces',
  '400 1em "DM Sans"',
  '500 1em "DM Sans"',
  '700 1em "DM Sans"',
];

let loaded = false;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Once the page has loaded, loads the faces (nothing uses them yet, so nothing is laid out again),
 * and remembers that the browser keeps their files. A face must be loaded before a page uses it:
 * with font-display: optional, one that is not ready at once is left out for the page's lifetime.
 */
export async function loadOwnFaces(): Promise<void> {
  if (document.documentElement.classList.contains(OWN_FACES_CLASS)) return;
  await pageLoaded();
  const answers = await Promise.allSettled(OWN_FACES.map((face) => document.fonts.load(face)));
  // A face that could not be loaded leaves the text in the fallback faces, on every page.
  if (answers.some((answer) => answer.status === 'rejected' || answer.value.length === 0)) return;
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
