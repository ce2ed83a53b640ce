// The home page's lightbox and the gallery's slideshow are one viewer on two pages, one slice
// (state/imageViewerSlice.ts): each viewer opens, moves and closes by its own name and leaves the
// other as it was. Replaying the committed QA recordings' viewer actions gives the viewer state they
// recorded.
import fs from 'node:fs';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../src/app/store';
import {
  imageViewerClosed,
  imageViewerMoved,
  imageViewerOpened,
  selectViewerIndex,
  type ImageViewer,
} from '../../../src/state/imageViewerSlice';
import { screenStateOf } from '../../../src/tools/qa/screenState';

describe.each<ImageViewer>(['lightbox', 'slideshow'])('the %s', (viewer) => {
  const other: ImageViewer = viewer === 'lightbox' ? 'slideshow' : 'lightbox';

  it('opens at an image, moves, closes, and ignores a move while closed', () => {
    const store = makeStore();
    const index = () => selectViewerIndex(store.getState(), viewer);
    expect(index()).toBeNull();
    store.dispatch(imageViewerMoved({ viewer, index: 2 }));
    expect(index()).toBeNull();
    store.dispatch(imageViewerOpened({ viewer, index: 4 }));
    expect(index()).toBe(4);
    store.dispatch(imageViewerMoved({ viewer, index: 0 }));
    expect(index()).toBe(0);
    store.dispatch(imageViewerClosed(viewer));
    expect(index()).toBeNull();
  });

  it('leaves the other viewer as it was', () => {
    const store = makeStore();
    store.dispatch(imageViewerOpened({ viewer: other, index: 5 }));
    store.dispatch(imageViewerOpened({ viewer, index: 2 }));
    store.dispatch(imageViewerMoved({ viewer, index: 3 }));
    store.dispatch(imageViewerClosed(viewer));
    expect(selectViewerIndex(store.getState(), other)).toBe(5);
    expect(screenStateOf(store.getState()).imageViewer).toEqual({ [viewer]: null, [other]: 5 });
  });

  it('takes its actions as plain recorded objects, as a replay dispatches them', () => {
    const store = makeStore();
    store.dispatch({ type: 'imageViewer/opened', payload: { viewer, index: 7 } });
    store.dispatch({ type: 'imageViewer/moved', payload: { viewer, index: 8 } });
    expect(selectViewerIndex(store.getState(), viewer)).toBe(8);
    store.dispatch({ type: 'imageViewer/closed', payload: viewer });
    expect(selectViewerIndex(store.getState(), viewer)).toBeNull();
  });
});

describe('the committed QA recordings', () => {
  const dir = path.join(__dirname, '../../../e2e/recordings');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));

  it('are there to replay', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s: its viewer actions replay to the viewer state it recorded', (file) => {
    const { entries } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      entries: { kind: string; action?: UnknownAction; ui?: Record<string, unknown> }[];
    };
    const store = makeStore();
    let checkpoints = 0;
    for (const entry of entries) {
      // Only the viewers' own actions change the viewers' state.
      if (entry.kind === 'action' && entry.action?.type.startsWith('imageViewer/')) store.dispatch(entry.action);
      if (entry.kind === 'checkpoint' && entry.ui) {
        expect(screenStateOf(store.getState()).imageViewer).toEqual(entry.ui.imageViewer);
        checkpoints += 1;
      }
    }
    expect(checkpoints).toBeGreaterThan(0);
  });
});
