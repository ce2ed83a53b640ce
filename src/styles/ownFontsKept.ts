// Whether the browser keeps the site's own fonts, remembered across visits. Read by the head's
// script (src/boot/head.ts) before the first paint, so that a later visit is set in them from the start.

/** The class on <html> with which the site's own fonts set the text (global.css). */
export const OWN_FONTS_CLASS = 'own-fonts';

/**
 * The key under which the browser's storage remembers that it keeps the fonts' files. Its name is
 * older than the code's: a new one would make every returning visitor's browser forget it.
 */
export const OWN_FONTS_KEPT_KEY = 'salon.ownFacesKept';

/** Whether the fonts were fetched on an earlier visit (storage that cannot be read says no). */
export function ownFontsKept(): boolean {
  try {
    return localStorage.getItem(OWN_FONTS_KEPT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Sets the text in the site's own fonts. */
export function showOwnFonts(): void {
  document.documentElement.classList.add(OWN_FONTS_CLASS);
}
