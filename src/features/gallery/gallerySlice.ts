// The gallery page's state: the slideshow, closed or open at an image. Actions are named as events
// that happened, so that replaying them shows the same screens.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../state/rootReducer';

export interface GalleryState {
  /** null when closed, else the index of the image shown. */
  slideshowIndex: number | null;
}

export const initialGalleryState: GalleryState = { slideshowIndex: null };

const slice = createSlice({
  name: 'gallery',
  initialState: initialGalleryState,
  reducers: {
    slideshowOpened: (state, action: PayloadAction<number>) => {
      state.slideshowIndex = action.payload;
    },
    slideshowMoved: (state, action: PayloadAction<number>) => {
      if (state.slideshowIndex !== null) state.slideshowIndex = action.payload;
    },
    slideshowClosed: (state) => {
      state.slideshowIndex = null;
    },
  },
  selectors: {
    selectGallerySlideshowIndex: (gallery) => gallery.slideshowIndex,
  },
});

declare module '../../state/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store once the gallery's code is loaded; its selectors read the initial state before. */
export const gallerySlice = slice.injectInto(rootReducer);

export const { slideshowOpened, slideshowMoved, slideshowClosed } = gallerySlice.actions;
export const { selectGallerySlideshowIndex } = gallerySlice.selectors;
