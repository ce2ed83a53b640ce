// Replay in the browser: each page load of the recording starts from the content that was embedded
// then, the content API is answered from the recorded answers (no request reaches the server's
// API), recorded actions are dispatched, recorded locations navigate the router, and recorded
// scrolls scroll. Effects that would leave the page (an alert, a navigation, removing the token)
// are shown as lines in the panel instead of run: the recording's own locations and actions say
// what followed them.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { devToolsOptions } from '../../state/redaction';
import type { AppServices } from '../../state/services';
import type { QaStore, QaStoreHook } from './qaHook';
import type { ReplayControls, StepResult } from './controls';
import { watchDialogs } from './dialogs';
import {
  describeEntry,
  hrefOf,
  parseRecording,
  screenDifferences,
  type AnswerEntry,
  type CheckpointEntry,
  type RecordedLocation,
  type Recording,
} from './format';
import { currentHref, replaceEmbedded, requestFacts, snapshotOf } from './pageFacts';
import { button, clearLog, createPanel, element } from './panel';
import {
  endSession,
  readPosition,
  writePosition,
  writeSession,
  type ReplayPosition,
  type ReplaySession,
} from './storage';

/** Playing waits between entries as long as the visitor did, but never longer than this. */
const MAX_PAUSE_MS = 1500;
/** How long the panel gives the screen to reach a checkpoint before it reports a mismatch. */
const CHECKPOINT_WAIT_MS = 3000;
/** How long a recorded scroll waits for the page to be long enough. */
const SCROLL_WAIT_MS = 3000;
/** How long an action waits for its feature's code (and slice) to load. */
const SLICE_WAIT_MS = 10_000;

/**
 * The actions a replay dispatches: not the content API's (the app makes its own requests, answered
 * from the recording, and their actions follow), nor Redux's and RTK Query's own bookkeeping.
 */
const isReplayedAction = (type: string) =>
  !type.startsWith('contentApi/') && !type.startsWith('@@') && !type.startsWith('__rtkq/');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

const quote = (text: string) => `“${text}”`;

/** The index of the last load entry at or before `index`. */
function loadBefore(recording: Recording, index: number): number {
  for (let i = Math.min(index, recording.entries.length - 1); i >= 0; i -= 1) {
    if (recording.entries[i]?.kind === 'load') return i;
  }
  return 0;
}

/** The replay's hook into the store, or null when this page is being left for the recording's own address. */
export function startReplayer(session: ReplaySession): QaStoreHook | null {
  const panel = createPanel('QA replay');
  const recording = session.recording;

  // Loading a recording: it starts at its first page load.
  const fileInput = element('input', { type: 'file', accept: 'application/json,.json', id: 'qa-replay-file' });
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    void file.text().then((text) => {
      let loaded: Recording;
      try {
        loaded = parseRecording(JSON.parse(text));
      } catch (error) {
        panel.log(`Not loaded: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      if (!writeSession({ mode: 'replay', recording: loaded, driver: 'panel' })) {
        panel.log('Not loaded: the browser refused to keep a recording this large.');
        return;
      }
      writePosition({ position: 0, playing: false, target: null });
      clearLog();
      window.location.assign(loaded.entries[0]?.kind === 'load' ? loaded.entries[0].url : '/');
    });
  });
  const endReplay = button('End replay', () => {
    endSession();
    window.location.assign(currentHref());
  });
  panel.body.append(
    element('label', { class: 'qa-panel__field', for: 'qa-replay-file' }, 'Load a recording'),
    fileInput,
  );

  const services = (given: AppServices): AppServices => given;
  if (!recording) {
    panel.body.append(element('p', {}, 'Choose a recording (JSON) made with ?qa=record.'), endReplay);
    window.__salonQa = { mode: 'replay', recording: () => null, log: panel.lines };
    return {
      middleware: () => (next) => (action) => next(action),
      services,
      devTools: devToolsOptions,
      storeCreated: () => {},
    };
  }

  // Arriving: this page stands for the load entry at the position (a reload mid-way starts again
  // from the page's last load, then goes on to where it was).
  const position: ReplayPosition = readPosition();
  const entries = recording.entries;
  if (entries[position.position]?.kind !== 'load') {
    const load = loadBefore(recording, position.position);
    position.target = Math.max(position.target ?? 0, position.position);
    position.position = load;
  }
  const load = entries[position.position];
  if (load?.kind !== 'load') return null;
  if (currentHref() !== load.url) {
    writePosition(position);
    window.location.replace(load.url);
    return null;
  }
  replaceEmbedded(load.embedded);
  // Drawn from the recorded content, not from what the server sent today.
  document.getElementById('root')?.replaceChildren();
  const segmentStart = position.position;
  position.position += 1;
  writePosition(position);

  // This page's answers: those recorded between its load and the next.
  const answers = new Map<string, AnswerEntry[]>();
  for (let i = segmentStart + 1; i < entries.length; i += 1) {
    const entry = entries[i];
    if (!entry || entry.kind === 'load') break;
    if (entry.kind !== 'answer') continue;
    const key = `${entry.method} ${entry.url}`;
    answers.set(key, [...(answers.get(key) ?? []), entry]);
  }
  const served = new Map<string, number>();
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = requestFacts(input, init);
    if (!request.isApi) return realFetch(input, init);
    const key = `${request.method} ${request.url}`;
    const queue = answers.get(key) ?? [];
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    const answer = queue[Math.min(n, queue.length - 1)];
    if (!answer) {
      panel.log(`No recorded answer for ${key}: answered 503.`);
      return new Response(JSON.stringify({ message: 'Not in the recording.' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (answer.status === 0) throw new TypeError('Failed to fetch (as recorded)');
    const noBody = answer.status === 204 || answer.status === 304;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(noBody ? null : text, {
      status: answer.status,
      headers: {
        'content-type': answer.contentType,
        ...(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}),
      },
    });
  };

  let store: QaStore | null = null;
  let routerNavigate: ((to: string) => void) | null = null;
  let markReady: () => void = () => {};
  const appReady = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const dialogs = watchDialogs(() => panel.follow(dialogs.topElement()));
  const snapshot = () => {
    if (!store) throw new Error('The app has not started yet.');
    return snapshotOf(store, dialogs.top());
  };

  // A feature's slice joins the store when its code loads: an action for a slice not there yet
  // waits for it (dispatching an action no reducer knows changes nothing, so trying again is safe).
  const dispatchWhenKnown = async (action: UnknownAction) => {
    if (!store) return;
    const slice = action.type.split('/')[0] ?? '';
    const known = () => slice in (store?.getState() ?? {});
    store.dispatch(action);
    const deadline = Date.now() + SLICE_WAIT_MS;
    while (!known() && Date.now() < deadline) {
      await sleep(50);
      store.dispatch(action);
    }
    if (!known()) panel.log(`No part of the store took ${action.type}.`);
  };

  const navigateTo = (location: RecordedLocation) => {
    const current = store?.getState().location;
    const target = hrefOf(location);
    if (current && hrefOf(current) === target) return;
    routerNavigate?.(target);
  };

  const step = async (): Promise<StepResult> => {
    await appReady;
    const index = position.position;
    const entry = entries[index] ?? null;
    if (!entry) return { index: -1, entry: null, reloading: false, done: true };
    if (entry.kind === 'load') {
      writePosition(position);
      window.location.assign(entry.url);
      return { index, entry, reloading: true, done: false };
    }
    position.position += 1;
    writePosition(position);
    switch (entry.kind) {
      case 'action': {
        const { action } = entry;
        if (action.type === 'location/locationChanged') navigateTo(action.payload as RecordedLocation);
        else if (isReplayedAction(action.type)) await dispatchWhenKnown(structuredClone(action) as UnknownAction);
        break;
      }
      case 'scroll':
        await until(() => document.documentElement.scrollHeight - window.innerHeight >= entry.y - 1, SCROLL_WAIT_MS);
        window.scrollTo(entry.x, entry.y);
        break;
      default:
        break;
    }
    return { index, entry, reloading: false, done: position.position >= entries.length };
  };

  // The panel's controls.
  const status = element('p', {});
  const showStatus = () => {
    const next = entries[position.position];
    status.textContent = next
      ? `Entry ${position.position} of ${entries.length - 1}: ${describeEntry(next)}`
      : `Finished: all ${entries.length} entries replayed.`;
  };
  const play = button('Play', () => (position.playing ? pause() : void startPlaying()), { 'aria-pressed': 'false' });
  const stepButton = button('Step', () => void runOne(false));
  const jumpInput = element('input', { type: 'number', min: '0', max: String(entries.length - 1), id: 'qa-jump' });
  const jump = button('Jump', () => jumpTo(Number(jumpInput.value)));
  panel.body.append(
    status,
    play,
    stepButton,
    element('span', { class: 'qa-panel__field' }, element('label', { for: 'qa-jump' }, 'Entry'), jumpInput),
    jump,
    endReplay,
  );
  showStatus();

  const checkCheckpoint = async (index: number, checkpoint: CheckpointEntry) => {
    const matches = () => screenDifferences(checkpoint, snapshot()).length === 0;
    if (await until(matches, CHECKPOINT_WAIT_MS)) {
      panel.log(`✓ ${index}: ${describeEntry(checkpoint)}`);
      return;
    }
    panel.log(`✗ ${index}: ${describeEntry(checkpoint)} — ${screenDifferences(checkpoint, snapshot()).join('; ')}`);
  };

  let busy = false;
  async function runOne(fast: boolean): Promise<StepResult | null> {
    if (busy) return null;
    busy = true;
    try {
      const result = await step();
      if (result.entry?.kind === 'checkpoint' && session.driver === 'panel' && !fast) {
        await checkCheckpoint(result.index, result.entry);
      }
      if (result.done) {
        position.playing = false;
        writePosition(position);
        play.setAttribute('aria-pressed', 'false');
        play.textContent = 'Play';
        panel.log('Replay finished.');
      }
      showStatus();
      return result;
    } finally {
      busy = false;
    }
  }

  function pause() {
    position.playing = false;
    writePosition(position);
    play.setAttribute('aria-pressed', 'false');
    play.textContent = 'Play';
  }

  async function startPlaying() {
    position.playing = true;
    writePosition(position);
    play.setAttribute('aria-pressed', 'true');
    play.textContent = 'Pause';
    await appReady;
    // Pause ends the loop from another handler.
    const playing = () => position.playing;
    while (playing()) {
      const previous = entries[position.position - 1];
      const next = entries[position.position];
      if (!next) break;
      await sleep(previous ? Math.min(Math.max(next.t - previous.t, 0), MAX_PAUSE_MS) : 0);
      if (!playing()) break;
      const result = await runOne(false);
      if (!result || result.reloading || result.done) break;
    }
  }

  function jumpTo(index: number) {
    if (!Number.isInteger(index) || index < 0 || index >= entries.length) {
      panel.log(`No entry ${String(index)}: the entries go from 0 to ${entries.length - 1}.`);
      return;
    }
    if (index >= position.position) {
      position.target = index;
      void fastForward();
      return;
    }
    // Backwards: from the page load before it, as the page was then.
    const from = loadBefore(recording as Recording, index);
    writePosition({ position: from, playing: false, target: index });
    position.playing = false;
    window.location.assign(entries[from]?.kind === 'load' ? (entries[from] as { url: string }).url : '/');
  }

  async function fastForward() {
    while (position.target !== null && position.position < position.target) {
      const result = await runOne(true);
      if (!result || result.reloading || result.done) return;
    }
    position.target = null;
    writePosition(position);
    showStatus();
  }

  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    if ((action as UnknownAction | null)?.type === 'location/locationChanged') markReady();
    return result;
  };

  const controls: ReplayControls = {
    ready: () => appReady,
    position: () => position.position,
    total: () => entries.length,
    step: async () => {
      const result = await runOne(true);
      if (!result) throw new Error('A step is already running.');
      return result;
    },
    snapshot,
  };
  window.__salonQa = { mode: 'replay', recording: () => recording, log: panel.lines, replay: controls };

  // Going on where the replay was before this page load.
  void appReady.then(async () => {
    if (session.driver !== 'panel') return;
    if (position.target !== null) await fastForward();
    if (position.playing) await startPlaying();
  });

  return {
    middleware,
    services: (given) => {
      routerNavigate = given.navigate;
      return {
        ...given,
        navigate: (to) => panel.log(`Not run: navigation to ${to}`),
        alert: (message) => panel.log(`Not run: alert ${quote(message)}`),
        storage: given.storage && {
          getItem: (key) => given.storage?.getItem(key) ?? null,
          removeItem: (key) => panel.log(`Not run: removing ${key} from storage`),
        },
      };
    },
    devTools: devToolsOptions,
    storeCreated: (created) => {
      store = created;
    },
  };
}
