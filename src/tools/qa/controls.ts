// What a QA session offers the command line and the browser tests, on window.__salonQa.
import type { Recording, RecordingEntry, ScreenSnapshot } from './format';

export interface StepResult {
  /** The entry just replayed, or -1 when none was left. */
  index: number;
  entry: RecordingEntry | null;
  /** The entry was a page load: the page is being loaded again and the replay goes on there. */
  reloading: boolean;
  done: boolean;
}

export interface ReplayControls {
  /** Resolves once the app has started on this page and the replay can go on. */
  ready: () => Promise<void>;
  position: () => number;
  total: () => number;
  /** Replays the next entry. */
  step: () => Promise<StepResult>;
  /** The screen as a checkpoint compares it. */
  snapshot: () => ScreenSnapshot;
}

export interface QaControls {
  mode: 'record' | 'replay';
  recording: () => Recording | null;
  stop?: () => void;
  /** The panel's log lines. */
  log: () => string[];
  replay?: ReplayControls;
}

declare global {
  interface Window {
    __salonQa?: QaControls;
  }
}
