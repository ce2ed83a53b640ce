// The tab's QA session, kept in sessionStorage so that it goes on across navigations and reloads
// until stopped. The recording is written now and then; the replay's position on every step.
import type { Recording } from './format';
import { QA_SESSION_KEY } from '../../boot/qaWanted';

const POSITION_KEY = `${QA_SESSION_KEY}-position`;

export interface RecordSession {
  mode: 'record';
  /** Date.now() when the recording started: entries' `t` count from it. */
  origin: number;
  stopped: boolean;
  recording: Recording;
}

export interface ReplaySession {
  mode: 'replay';
  recording: Recording | null;
  /** Who steps: the panel (play, step, jump) or the command line (through window.__salonQa). */
  driver: 'panel' | 'cli';
}

export type QaSession = RecordSession | ReplaySession;

export interface ReplayPosition {
  /** The next entry to replay. */
  position: number;
  playing: boolean;
  /** Replay up to this entry without waiting (a jump backwards starts again from the first load). */
  target: number | null;
}

export function readSession(): QaSession | null {
  try {
    const text = sessionStorage.getItem(QA_SESSION_KEY);
    if (!text) return null;
    const session = JSON.parse(text) as { mode?: unknown };
    return session.mode === 'record' || session.mode === 'replay' ? (session as QaSession) : null;
  } catch {
    return null;
  }
}

/** Writes the session; false when the browser refused (storage full). */
export function writeSession(session: QaSession): boolean {
  try {
    sessionStorage.setItem(QA_SESSION_KEY, JSON.stringify(session));
    return true;
  } catch {
    return false;
  }
}

export function endSession(): void {
  try {
    sessionStorage.removeItem(QA_SESSION_KEY);
    sessionStorage.removeItem(POSITION_KEY);
    sessionStorage.removeItem(`${QA_SESSION_KEY}-log`);
  } catch {
    // Nothing was stored.
  }
}

export function readPosition(): ReplayPosition {
  try {
    const text = sessionStorage.getItem(POSITION_KEY);
    if (text) return JSON.parse(text) as ReplayPosition;
  } catch {
    // Start from the beginning.
  }
  return { position: 0, playing: false, target: null };
}

export function writePosition(position: ReplayPosition): void {
  try {
    sessionStorage.setItem(POSITION_KEY, JSON.stringify(position));
  } catch {
    // The replay goes on; only a reload would start it again.
  }
}
