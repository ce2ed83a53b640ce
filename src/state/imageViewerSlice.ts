// A photo viewer's state: closed, or open at an image. The home page's lightbox and the gallery's
// slideshow are the same viewer, so one factory makes both slices. Each keeps the names it always
// had, given here as `name` and `viewer`: its key in the store (`home`), its field
// (`lightboxIndex`) and its action types (`home/lightboxOpened`), because Redux DevTools users
// and the committed QA recordings know the actions and the state by those names, and a replay
// dispatches the recorded types as they are.
import { createSlice, type CaseReducer, type PayloadAction, type Slice } from '@reduxjs/toolkit';

/** `{ lightboxIndex: number | null }` for the viewer 'lightbox': null when closed, else the image shown. */
export type ImageViewerState<Viewer extends string> = { [Key in `${Viewer}Index`]: number | null };

/** The event-named reducers: `lightboxOpened` and `lightboxMoved` take an index, `lightboxClosed` nothing. */
type ImageViewerReducers<Viewer extends string> = {
  [Key in `${Viewer}Opened` | `${Viewer}Moved`]: CaseReducer<ImageViewerState<Viewer>, PayloadAction<number>>;
} & { [Key in `${Viewer}Closed`]: CaseReducer<ImageViewerState<Viewer>> };

type ImageViewerSelectors<Viewer extends string> = {
  selectIndex: (state: ImageViewerState<Viewer>) => number | null;
};

export type ImageViewerSlice<Name extends string, Viewer extends string> = Slice<
  ImageViewerState<Viewer>,
  ImageViewerReducers<Viewer>,
  Name,
  Name,
  ImageViewerSelectors<Viewer>
>;

/** The state as the reducers see it: one field, whose name is known only when the slice is made. */
type AnyViewerState = Record<string, number | null>;

export function createImageViewerSlice<Name extends string, Viewer extends string>(
  name: Name,
  viewer: Viewer,
): ImageViewerSlice<Name, Viewer> {
  const field = `${viewer}Index`;
  const initialState: AnyViewerState = { [field]: null };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      [`${viewer}Opened`]: (state, action: PayloadAction<number>) => {
        state[field] = action.payload;
      },
      // Moving only means something while the viewer is open: a late move never reopens it.
      [`${viewer}Moved`]: (state, action: PayloadAction<number>) => {
        if (state[field] !== null) state[field] = action.payload;
      },
      [`${viewer}Closed`]: (state) => {
        state[field] = null;
      },
    },
    selectors: {
      selectIndex: (viewerState) => viewerState[field] ?? null,
    },
  });
  // The names above are built from `viewer`, which TypeScript cannot check a slice against; the
  // type says what they are, so that each page's actions and selector are typed by their own names.
  return slice as unknown as ImageViewerSlice<Name, Viewer>;
}
