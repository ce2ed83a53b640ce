// The gallery page's state: the slideshow, closed or open at an image (the same viewer as the home
// page's lightbox: state/imageViewerSlice.ts). Actions are named as events that happened, so that
// replaying them shows the same screens: `gallery/slideshowOpened`, `…Moved`, `…Closed`.
import type { WithSlice } from '@reduxjs/toolkit';
import { createImageViewerSlice } from '../../state/imageViewerSlice';
import { rootReducer } from '../../state/rootReducer';

const slice = createImageViewerSlice('gallery', 'slideshow');

declare module '../../state/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store once the gallery's code is loaded; its selectors read the initial state before. */
export const gallerySlice = slice.injectInto(rootReducer);

export const { slideshowOpened, slideshowMoved, slideshowClosed } = gallerySlice.actions;
/** null when the slideshow is closed, else the index of the image shown. */
export const { selectIndex: selectGallerySlideshowIndex } = gallerySlice.selectors;
