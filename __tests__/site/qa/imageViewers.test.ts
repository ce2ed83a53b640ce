// The home page's lightbox and the gallery's slideshow are one viewer made twice
// (state/imageViewerSlice.ts). Through the app's own store each keeps its own key, field and
// action types, the names that DevTools users and the committed QA recordings know, and neither
// moves the other. Replaying the recordings' viewer actions gives the viewer state they recorded.
import fs from 'node:fs';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../src/app/store';
import {
  selectGallerySlideshowIndex,
  slideshowClosed,
  slideshowMoved,
  slideshowOpened,
} from '../../../src/features/gallery/gallerySlice';
import {
  lightboxClosed,
  lightboxMoved,
  lightboxOpened,
  selectHomeLightboxIndex,
} from '../../../src/features/home/homeSlice';
import { screenStateOf } from '../../../src/tools/qa/screenState';

type Store = ReturnType<typeof makeStore>;

const viewers = [
  {
    key: 'gallery',
    field: 'slideshowIndex',
    opened: slideshowOpened,
    moved: slideshowMoved,
    closed: slideshowClosed,
    select: (store: Store) => selectGallerySlideshowIndex(store.getState()),
    types: ['gallery/slideshowOpened', 'gallery/slideshowMoved', 'gallery/slideshowClosed'],
  },
  {
    key: 'home',
    field: 'lightboxIndex',
    opened: lightboxOpened,
    moved: lightboxMoved,
    closed: lightboxClosed,
    select: (store: Store) => selectHomeLightboxIndex(store.getState()),
    types: ['home/lightboxOpened', 'home/lightboxMoved', 'home/lightboxClosed'],
  },
] as const;

describe.each(viewers)('the $key viewer', ({ key, field, opened, moved, closed, select, types }) => {
  it('keeps the action types that DevTools and the recordings know', () => {
    expect([opened.type, moved.type, closed.type]).toEqual(types);
    expect(opened(3)).toEqual({ type: types[0], payload: 3 });
  });

  it('opens at an image, moves, closes, and ignores a move while closed', () => {
    const store = makeStore();
    expect(select(store)).toBeNull();
    store.dispatch(moved(2));
    expect(select(store)).toBeNull();
    store.dispatch(opened(4));
    expect(select(store)).toBe(4);
    store.dispatch(moved(0));
    expect(select(store)).toBe(0);
    store.dispatch(closed());
    expect(select(store)).toBeNull();
  });

  it('keeps its state under its own key and field, as the screen state reads it', () => {
    const store = makeStore();
    store.dispatch(opened(1));
    expect((store.getState() as Record<string, unknown>)[key]).toEqual({ [field]: 1 });
    expect(screenStateOf(store.getState())[key]).toEqual({ [field]: 1 });
  });

  it('takes its actions as plain recorded objects, as a replay dispatches them', () => {
    const store = makeStore();
    store.dispatch({ type: types[0], payload: 7 });
    store.dispatch({ type: types[1], payload: 8 });
    expect(select(store)).toBe(8);
    store.dispatch({ type: types[2] });
    expect(select(store)).toBeNull();
  });
});

test('types each action creator by its own action type', () => {
  // A type that drifted from the recorded one would not compile here.
  const recorded: ['gallery/slideshowOpened', 'gallery/slideshowClosed', 'home/lightboxOpened', 'home/lightboxClosed'] =
    [slideshowOpened.type, slideshowClosed.type, lightboxOpened.type, lightboxClosed.type];
  expect(recorded).toHaveLength(4);
});

test("one viewer's actions leave the other viewer as it was", () => {
  const store = makeStore();
  store.dispatch(lightboxOpened(2));
  expect(selectGallerySlideshowIndex(store.getState())).toBeNull();
  store.dispatch(slideshowOpened(5));
  store.dispatch(lightboxClosed());
  expect(selectGallerySlideshowIndex(store.getState())).toBe(5);
  expect(selectHomeLightboxIndex(store.getState())).toBeNull();
  store.dispatch(slideshowMoved(6));
  expect(selectHomeLightboxIndex(store.getState())).toBeNull();
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
      if (entry.kind === 'action' && entry.action && /^(home|gallery)\//.test(entry.action.type))
        store.dispatch(entry.action);
      if (entry.kind === 'checkpoint' && entry.ui) {
        const { home, gallery } = screenStateOf(store.getState());
        expect({ home, gallery }).toEqual({ home: entry.ui.home, gallery: entry.ui.gallery });
        checkpoints += 1;
      }
    }
    expect(checkpoints).toBeGreaterThan(0);
  });
});
