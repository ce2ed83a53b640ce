// The visit counter's first part, in the app from the start and kept tiny: it decides whether this
// visit is counted at all, holds what happens until the collector has arrived, and fetches the
// collector (collector.ts, a chunk of its own) once the app has drawn a public page and the browser
// is idle. Nothing is counted when the browser asks not to be followed (Global Privacy Control, Do
// Not Track), when the server says analytics is off (INSIGHTS_META_NAME), while the page is only
// prerendered, nor in the salon's signed-in area. What it holds are the store's actions (the page
// the visitor is on, the booking dialog, a message sent, a catalogue or product opened) and the
// clicks on the page, each with the store's state as it was.
import { addListener, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { INSIGHTS_META_NAME } from '../../api/contract';
import type { RootState } from '../../state/rootReducer';
import { whenIdle } from '../../ui/whenIdle';

/** Something that happened, with the state it happened in and the page's path. */
export interface Seen {
  subject: UnknownAction | Element;
  state: RootState;
  path: string;
}

/** The collector, once arrived: where to pass what happens, and how to stop it. */
export interface Collector {
  see: (seen: Seen) => void;
  stop: () => void;
}

export interface InsightsStore {
  dispatch: Dispatch;
  getState: () => RootState;
}

/** The actions the collector reads (insightEvents.ts turns them into events). */
const WATCHED =
  /^(location\/locationChanged|booking\/booking(Opened|Progressed)|contact\/contactSent|products\/(productOpened|catalogueOpened))$/;

/** Kept until the collector arrives; a visit that does far more before then is not held whole. */
const HELD_AT_MOST = 50;

/** The signed-in area and its sign-in page are not the public site: nothing there is counted. */
export const isPublicPath = (path: string): boolean => !/^\/(admin|login)(\/|$)/.test(path);

/** Whether this visit may be counted: the browser does not object, and the server counts. */
export function countingAllowed(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const serverSays = document.querySelector<HTMLMetaElement>(`meta[name="${INSIGHTS_META_NAME}"]`)?.content;
  return browser.globalPrivacyControl !== true && browser.doNotTrack !== '1' && serverSays !== 'off';
}

/** Runs `callback` once the page is shown for real: at once, or when a prerendered page is activated. */
function whenNotPrerendered(callback: () => void) {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', callback, { once: true });
  else callback();
}

/** Starts watching the store and the page for what the counter reports; returns how to stop. */
export function watchInsights(store: InsightsStore): () => void {
  if (!countingAllowed()) return () => undefined;
  const held: Seen[] = [];
  let collector: Collector | null = null;
  let asked = false;
  const take = (subject: Seen['subject'], state: RootState) => {
    const path = state.location.pathname || window.location.pathname;
    if (!isPublicPath(path)) return;
    if (collector) collector.see({ subject, state, path });
    else if (held.length < HELD_AT_MOST) held.push({ subject, state, path });
    // The first page view comes once the app has drawn the page: the collector is asked for then.
    if (asked || subject instanceof Element || subject.type !== 'location/locationChanged') return;
    asked = true;
    whenNotPrerendered(() =>
      whenIdle(() => {
        import(/* webpackChunkName: "insights" */ './collector').then(
          ({ startCollector }) => {
            collector = startCollector(held.splice(0));
          },
          // Not arrived (offline, or the visitor left): the next page view asks again.
          () => {
            asked = false;
          },
        );
      }),
    );
  };
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
    held.length = 0;
    collector?.stop();
  };
}
