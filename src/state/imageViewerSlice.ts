// The photo viewers' state: the home page's lightbox and the gallery page's slideshow, one viewer
// on two pages, each closed or open at an image. Actions are named as events that happened in a
// viewer, so that replaying them shows the same screens: `imageViewer/opened` and
// `imageViewer/moved` ({ viewer, index }), `imageViewer/closed` (the viewer).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from './rootReducer';

/** The home page's lightbox, and the gallery page's slideshow. */
export type ImageViewer = 'lightbox' | 'slideshow';

/** Per viewer: null when it is closed, else the index of the image shown. */
export type ImageViewerState = Record<ImageViewer, number | null>;

export interface ImageShown {
  viewer: ImageViewer;
  index: number;
}

const initialState: ImageViewerState = { lightbox: null, slideshow: null };

const slice = createSlice({
  name: 'imageViewer',
  initialState,
  reducers: {
    opened: (state, action: PayloadAction<ImageShown>) => {
      state[action.payload.viewer] = action.payload.index;
    },
    // Moving only means something while the viewer is open: a late move never reopens it.
    moved: (state, action: PayloadAction<ImageShown>) => {
      if (state[action.payload.viewer] !== null) state[action.payload.viewer] = action.payload.index;
    },
    closed: (state, action: PayloadAction<ImageViewer>) => {
      state[action.payload] = null;
    },
  },
  selectors: {
    selectViewerIndex: (viewers, viewer: ImageViewer) => viewers[viewer],
  },
});

declare module './rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Part of the store once a page with a viewer has loaded; its selector reads the initial state before. */
export const imageViewerSlice = slice.injectInto(rootReducer);

export const {
  opened: imageViewerOpened,
  moved: imageViewerMoved,
  closed: imageViewerClosed,
} = imageViewerSlice.actions;
/** null when the viewer is closed, else the index of the image shown. */
export const { selectViewerIndex } = imageViewerSlice.selectors;
