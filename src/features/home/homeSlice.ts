// The home page's state: its gallery's lightbox, closed or open at an image (the same viewer as the
// gallery page's slideshow: state/imageViewerSlice.ts). Actions are named as events that happened,
// so that replaying them shows the same screens: `home/lightboxOpened`, `…Moved`, `…Closed`.
import type { WithSlice } from '@reduxjs/toolkit';
import { createImageViewerSlice } from '../../state/imageViewerSlice';
import { rootReducer } from '../../state/rootReducer';

const slice = createImageViewerSlice('home', 'lightbox');

declare module '../../state/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store once the home page's code is loaded; its selectors read the initial state before. */
export const homeSlice = slice.injectInto(rootReducer);

export const { lightboxOpened, lightboxMoved, lightboxClosed } = homeSlice.actions;
/** null when the lightbox is closed, else the index of the image shown. */
export const { selectIndex: selectHomeLightboxIndex } = homeSlice.selectors;
