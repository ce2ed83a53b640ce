// A QA session, started by src/boot/entry.ts before the app when the address has ?qa=record or
// ?qa=replay, or a session is under way in this tab. It plugs its recorder or replayer into the
// store the app builds (src/tools/qa/qaHook.ts) and shows its panel. docs/qa.md describes the whole.
import { dropQaFlag } from './pageFacts';
import { clearLog } from './panel';
import { newRecordSession, startRecorder } from './recorder';
import { startReplayer } from './replayer';
import { readSession, writeSession, type QaSession } from './storage';

/** Resolves when the app may start; never, when the page is being left for another address. */
export function startQaSession(): Promise<void> {
  const asked = new URLSearchParams(window.location.search).get('qa');
  let session: QaSession | null = readSession();
  if (asked === 'record' && (session?.mode !== 'record' || session.stopped)) {
    session = newRecordSession();
    clearLog();
  }
  if (asked === 'replay' && session?.mode !== 'replay') {
    session = { mode: 'replay', recording: null, driver: 'panel' };
    clearLog();
  }
  dropQaFlag();
  if (!session) return Promise.resolve();
  writeSession(session);
  const hook = session.mode === 'record' ? startRecorder(session) : startReplayer(session);
  if (!hook) return new Promise<void>(() => {});
  window.__salonQaHook = hook;
  return Promise.resolve();
}
