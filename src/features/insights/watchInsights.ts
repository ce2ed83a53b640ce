// The visit counter's part in the app from the start, kept tiny: it holds what happens until the
// collector has arrived, and fetches the collector (collector.ts, a chunk of its own) once the app
// has drawn a public page and the browser is idle.
//
// The page's own script (firstView.ts) decided whether this visit is counted at all (nothing when
// the browser asks not to be followed, Global Privacy Control or Do Not Track, or when the server
// says analytics is off), counted the page the visit began on, and left its counter
// (pageCounter.ts) only if counting is allowed. Each later page view is sent at once through that
// counter until the collector has arrived, so that a visitor who leaves (or follows a link, types
// another address, reloads) before then is counted all the same; a page the browser shows again
// from its back-forward cache is counted again. Nothing is counted while the page is only
// prerendered, nor in the salon's signed-in area.
//
// A page view is the visitor's move (`locationRequested`), not the router's showing of the page: a
// page whose code is still on its way when the visitor moves on is never shown, and was visited all
// the same. What it holds for the collector are the other store actions (the booking dialog, a
// message sent, a catalogue or product opened) and the clicks on the page, each with the store's
// state as it was.
import { addListener, type Dispatch } from '@reduxjs/toolkit';
import type { RootState } from '../../state/rootReducer';
import { locationRequested } from '../../state/locationSlice';
import { whenIdle } from '../../ui/whenIdle';
import type { Collector, Counted, Seen } from './collection';
import { isPublicPath, PAGE_COUNTER, whenNotPrerendered } from './pageCounter';

export interface InsightsStore {
  dispatch: Dispatch;
  getState: () => RootState;
}

/** The actions the collector reads (insightEvents.ts turns them into events). */
const WATCHED =
  /^(location\/location(Requested|Changed)|booking\/booking(Opened|Progressed)|contact\/contactSent|products\/(productOpened|catalogueOpened))$/;

/** Kept until the collector arrives; a visit that does far more before then is not held whole. */
const HELD_AT_MOST = 50;

/** Starts watching the store and the page for what the counter reports; returns how to stop. */
export function watchInsights(store: InsightsStore): () => void {
  const pageCounter = window[PAGE_COUNTER];
  if (!pageCounter) return () => undefined;
  const held: Seen[] = [];
  // The page the visit began on, counted already by the page's own script when it ran.
  const { firstView } = pageCounter;
  const counted: Counted = { landingPath: firstView, lastPage: firstView };
  let collector: Collector | null = null;
  let asked = false;
  /** A page view, sent at once (once the page is shown for real): a change of query or fragment is none. */
  const countAtOnce = (path: string, search: string) => {
    if (path === counted.lastPage) return;
    pageCounter.count(path, counted.landingPath === null ? search : undefined);
    counted.landingPath ??= path;
    counted.lastPage = path;
  };
  const take = (subject: Seen['subject'], state: RootState) => {
    const requested = !(subject instanceof Element) && locationRequested.match(subject);
    const path = requested ? subject.payload.pathname : state.location.pathname || window.location.pathname;
    if (!isPublicPath(path)) return;
    const shown = !(subject instanceof Element) && subject.type === 'location/locationChanged';
    if (collector) collector.see({ subject, state, path });
    else if (requested) countAtOnce(path, subject.payload.search);
    else if (!shown && held.length < HELD_AT_MOST) held.push({ subject, state, path });
    // The collector is asked for once the app has drawn the first page, when the browser is idle.
    if (asked || !shown) return;
    asked = true;
    whenNotPrerendered(() =>
      whenIdle(() => {
        import(/* webpackChunkName: "insights" */ './collector').then(
          ({ startCollector }) => {
            collector = startCollector(held.splice(0), counted);
          },
          // Not arrived (offline, or the visitor left): the next page view asks again.
          () => {
            asked = false;
          },
        );
      }),
    );
  };
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    if (collector) collector.shownAgain();
    else if (counted.lastPage !== null) pageCounter.count(counted.lastPage);
  };
  window.addEventListener('pageshow', onShow);
  const unsubscribe = store.dispatch(
    addListener({
      predicate: (action) => WATCHED.test(action.type),
      effect: (action, api) => take(action, api.getState() as RootState),
    }),
    // The listener middleware answers this action with the function that removes the listener.
  ) as unknown as () => void;
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element) take(event.target, store.getState());
  };
  document.addEventListener('click', onClick, true);
  return () => {
    unsubscribe();
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('pageshow', onShow);
    held.length = 0;
    collector?.stop();
  };
}
