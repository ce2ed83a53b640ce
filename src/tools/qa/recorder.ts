// Recording: every action the store receives, every content API answer the app gets, where the
// window comes to rest when scrolled, and a checkpoint of the screen after each location change
// and each dialog opened or closed. It goes on across navigations and reloads until stopped.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { AppServices } from '../../state/services';
import { devToolsOptions, REDACTED_CHARACTER } from '../../state/redaction';
import type { QaStore, QaStoreHook } from './qaHook';
import { watchDialogs } from './dialogs';
import {
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type CheckpointReason,
  type RecordedAction,
  type Recording,
  type RecordingEntry,
} from './format';
import { actionNormaliser } from './normalise';
import { currentHref, readEmbedded, requestFacts, snapshotOf } from './pageFacts';
import { button, createPanel, download, element } from './panel';
import { endSession, writeSession, type RecordSession } from './storage';
import './controls';

declare const __webpack_hash__: string | undefined;

/** A scroll is recorded once the window has been still this long. */
const SCROLL_REST_MS = 150;
/** A checkpoint is taken once the screen has had this long to follow a change. */
const CHECKPOINT_DELAY_MS = 80;
/** The recording is written to storage at most this often (and when the page is left). */
const SAVE_EVERY_MS = 500;

/** A new, empty recording of this page. */
export function newRecordSession(): RecordSession {
  const recording: Recording = {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    build: typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unknown',
    viewport: {
      width: window.innerWidth,
      height: window.innerHeight,
      deviceScaleFactor: window.devicePixelRatio,
      touch: navigator.maxTouchPoints > 0,
    },
    userAgent: navigator.userAgent,
    startUrl: currentHref(),
    redacted: { contactForm: true, placeholder: REDACTED_CHARACTER },
    entries: [],
  };
  return { mode: 'record', origin: Date.now(), stopped: false, recording };
}

/** The recording in Redux DevTools' import format: its actions, in order (each load starts from the last state). */
export function devToolsExport(recording: Recording): string {
  const actions = recording.entries.flatMap((entry) => (entry.kind === 'action' ? [entry.action] : []));
  return JSON.stringify({ payload: JSON.stringify(actions) });
}

const fileStamp = () => new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');

export function startRecorder(session: RecordSession): QaStoreHook {
  const recording = session.recording;
  const normalise = actionNormaliser(session.origin);
  const now = () => Date.now() - session.origin;
  let store: QaStore | null = null;

  // Storage: now and then, and whenever the page is left.
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let storageFull = false;
  const save = () => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    const saved = writeSession(session);
    if (!saved && !storageFull) panel.log('The browser refused to store more: download the recording now.');
    storageFull = !saved;
  };
  const scheduleSave = () => {
    saveTimer ??= setTimeout(save, SAVE_EVERY_MS);
  };
  window.addEventListener('pagehide', save);

  // The panel.
  const panel = createPanel('QA recorder');
  const count = element('strong', {}, '0');
  const state = element('span', {}, 'Recording');
  const stop = button('Stop recording', () => stopRecording());
  const downloadRecording = button('Download recording', () =>
    download(`salon-recording-${fileStamp()}.json`, JSON.stringify(recording, null, 1)),
  );
  const downloadDevTools = button('Download for Redux DevTools', () =>
    download(`salon-devtools-${fileStamp()}.json`, devToolsExport(recording)),
  );
  const close = button('End session', () => {
    endSession();
    panel.root.remove();
  });
  panel.body.append(element('p', {}, state, ': ', count, ' entries'), stop, downloadRecording, downloadDevTools);

  const showStopped = () => {
    state.textContent = 'Stopped';
    stop.replaceWith(close);
  };
  const stopRecording = () => {
    // The screen as it was left: the last checkpoint.
    clearTimeout(checkpointTimer);
    if (store)
      push({ t: now(), kind: 'checkpoint', reasons: [...reasons, 'stop'], ...snapshotOf(store, dialogs.top()) });
    reasons.clear();
    session.stopped = true;
    save();
    const hadFocus = document.activeElement === stop;
    showStopped();
    // The button pressed is gone: the one in its place takes the focus.
    if (hadFocus) close.focus();
    panel.log('Recording stopped.');
  };

  const push = (entry: RecordingEntry) => {
    if (session.stopped) return;
    recording.entries.push(entry);
    count.textContent = String(recording.entries.length);
    scheduleSave();
  };

  if (session.stopped) showStopped();
  else {
    push({ t: now(), kind: 'load', url: currentHref(), embedded: readEmbedded() });
    panel.log(`Recording ${currentHref()}`);
  }
  count.textContent = String(recording.entries.length);

  // Checkpoints: after a location change, or a dialog opened or closed.
  const reasons = new Set<CheckpointReason>();
  let checkpointTimer: ReturnType<typeof setTimeout> | undefined;
  const dialogs = watchDialogs(() => {
    panel.follow(dialogs.topElement());
    scheduleCheckpoint('dialog');
  });
  function scheduleCheckpoint(reason: CheckpointReason) {
    if (!store || session.stopped) return;
    reasons.add(reason);
    clearTimeout(checkpointTimer);
    checkpointTimer = setTimeout(() => {
      if (!store) return;
      push({ t: now(), kind: 'checkpoint', reasons: [...reasons], ...snapshotOf(store, dialogs.top()) });
      reasons.clear();
    }, CHECKPOINT_DELAY_MS);
  }

  // Scrolling: where the window comes to rest.
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let lastScroll = { x: window.scrollX, y: window.scrollY };
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => {
        const at = { x: Math.round(window.scrollX), y: Math.round(window.scrollY) };
        if (at.x === lastScroll.x && at.y === lastScroll.y) return;
        lastScroll = at;
        push({ t: now(), kind: 'scroll', ...at });
      }, SCROLL_REST_MS);
    },
    { passive: true },
  );

  // The content API's answers, as the app receives them.
  if (!session.stopped) {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = requestFacts(input, init);
      if (!request.isApi) return realFetch(input, init);
      try {
        const response = await realFetch(input, init);
        void recordAnswer(request.method, request.url, response.clone());
        return response;
      } catch (error) {
        push({
          t: now(),
          kind: 'answer',
          method: request.method,
          url: request.url,
          status: 0,
          contentType: '',
          body: String(error),
        });
        throw error;
      }
    };
  }
  async function recordAnswer(method: string, url: string, response: Response) {
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    if (/json/i.test(contentType) && text) {
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as the text it was.
      }
    }
    const retryAfter = response.headers.get('retry-after');
    push({
      t: now(),
      kind: 'answer',
      method,
      url,
      status: response.status,
      contentType,
      ...(retryAfter ? { retryAfter } : {}),
      body,
    });
  }

  const middleware: Middleware = () => (next) => (action) => {
    const plain = typeof action === 'object' && action !== null && typeof (action as UnknownAction).type === 'string';
    if (plain && !session.stopped) push({ t: now(), kind: 'action', action: normalise(action as RecordedAction) });
    const result = next(action);
    if (plain && (action as UnknownAction).type === 'location/locationChanged') scheduleCheckpoint('location');
    return result;
  };

  window.__salonQa = {
    mode: 'record',
    recording: () => recording,
    stop: stopRecording,
    log: panel.lines,
  };

  return {
    middleware,
    services: (services: AppServices) => services,
    devTools: devToolsOptions,
    storeCreated: (created) => {
      store = created;
    },
  };
}
