// What the watcher (watchInsights.ts) and the collector it loads later (collector.ts) pass each
// other: in a file of its own, so that neither imports the other.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../state/rootReducer';

/** Something that happened, with the state it happened in and the page's path. */
export interface Seen {
  subject: UnknownAction | Element;
  state: RootState;
  path: string;
}

/** The collector, once arrived: where to pass what happens, and how to stop it. */
export interface Collector {
  see: (seen: Seen) => void;
  /** The page is shown again from the back-forward cache: a view of the page the visitor is on. */
  shownAgain: () => void;
  stop: () => void;
}

/** The page views sent before the collector arrived: the first (the page the visit began on) and the last. */
export interface Counted {
  landingPath: string | null;
  lastPage: string | null;
}
