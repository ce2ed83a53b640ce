// Whether the browser keeps the site's own fonts, remembered across visits. Read by the head's
// script (src/boot/head.ts) before the first paint, so that a later visit is set in them from the start.

/** The class on <html> with which the site's own fonts set the text (global.css). */
export const OWN_FACES_CLASS = 'own-faces';

/** The key under which the browser's storage remembers that it keeps the fonts' files. */
export const OWN_FACES_KEPT_KEY = 'salon.ownFacesKept';

/** Whether the fonts were fetched on an earlier visit (storage that cannot be read says no). */
export function ownFacesKept(): boolean {
  try {
    return localStorage.getItem(OWN_FACES_KEPT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Sets the text in the site's own fonts. */
export function showOwnFaces(): void {
  document.documentElement.classList.add(OWN_FACES_CLASS);
}
