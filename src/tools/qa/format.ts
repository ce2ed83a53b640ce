// The QA recording's format (docs/qa.md), shared by the recorder, the replayer in the page and the
// command-line replay (scripts/qa-replay.ts). It is versioned: a reader refuses a version it does not
// know rather than guess. This module imports nothing, so the command line can use it too.

export const RECORDING_FORMAT = 'salon-qa-recording';
export const RECORDING_VERSION = 1;

export interface RecordedLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** A plain Redux action as it was dispatched (request ids and timestamps normalised). */
export interface RecordedAction {
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

/** The page was loaded (the first load, a reload, or a page opened by address). */
export interface LoadEntry {
  t: number;
  kind: 'load';
  /** Path, query and fragment on the site, without the qa flag. */
  url: string;
  /** The content the server embedded in the page, as it was (null when the page had none). */
  embedded: unknown;
}

/** An action the store received. Location changes are `location/locationChanged` actions. */
export interface ActionEntry {
  t: number;
  kind: 'action';
  action: RecordedAction;
}

/** An answer of the content API the app received. */
export interface AnswerEntry {
  t: number;
  kind: 'answer';
  method: string;
  /** Path and query on the site's origin ("/api/products-page"), or the whole URL on another origin. */
  url: string;
  /** The HTTP status; 0 when no answer came (the request failed on the network). */
  status: number;
  /** The media type the answer declared. */
  contentType: string;
  /** Retry-After, the one header the site reads. */
  retryAfter?: string;
  /** The parsed body when it was JSON, else its text. */
  body: unknown;
}

/** The window was scrolled (throttled: where it came to rest). */
export interface ScrollEntry {
  t: number;
  kind: 'scroll';
  x: number;
  y: number;
}

/** After a location change, a dialog opened or closed, or where the recording was stopped. */
export type CheckpointReason = 'location' | 'dialog' | 'stop';

/** What the screen showed after a location change, a dialog opened or closed, and at the end. */
export interface CheckpointEntry {
  t: number;
  kind: 'checkpoint';
  reasons: CheckpointReason[];
  location: RecordedLocation;
  ui: unknown;
  errors: unknown;
  /** The accessible name of the topmost open dialog, or null when none is open. */
  dialog: string | null;
}

export type RecordingEntry = LoadEntry | ActionEntry | AnswerEntry | ScrollEntry | CheckpointEntry;

export interface Recording {
  format: typeof RECORDING_FORMAT;
  version: typeof RECORDING_VERSION;
  /** The build the recording was made with (webpack's compilation hash). */
  build: string;
  viewport: { width: number; height: number; deviceScaleFactor: number; touch: boolean };
  userAgent: string;
  /** Where the recording started: path, query and fragment on the site. */
  startUrl: string;
  /** What was left out: the contact form's fields, each text as placeholders of its length. */
  redacted: { contactForm: true; placeholder: string };
  entries: RecordingEntry[];
}

/** The same screen state: what a replay's checkpoint compares. */
export interface ScreenSnapshot {
  location: RecordedLocation;
  ui: unknown;
  errors: unknown;
  dialog: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const ENTRY_KINDS = new Set(['load', 'action', 'answer', 'scroll', 'checkpoint']);

/**
 * An address on the site itself: a path (with query and fragment), which no browser reads as
 * another origin ("//host", "/\\host", a scheme). A replay goes only where these lead.
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  const base = 'https://site.invalid';
  try {
    return new URL(value, base).origin === base && !/^\/[\\/]/.test(value);
  } catch {
    return false;
  }
}

/** A recorded location that stays on the site. */
function isSiteLocation(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { pathname, search, hash } = value;
  return (
    isSitePath(pathname) &&
    typeof search === 'string' &&
    (search === '' || search.startsWith('?')) &&
    typeof hash === 'string' &&
    (hash === '' || hash.startsWith('#')) &&
    isSitePath(`${pathname}${search}${hash}`)
  );
}

/** The recording in `value`, checked; throws an error that says what is wrong. */
export function parseRecording(value: unknown): Recording {
  if (!isObject(value) || value.format !== RECORDING_FORMAT) {
    throw new Error(`Not a QA recording: "format" must be "${RECORDING_FORMAT}".`);
  }
  if (value.version !== RECORDING_VERSION) {
    throw new Error(
      `This recording is in version ${String(value.version)} of the format; this build reads version ${RECORDING_VERSION}.`,
    );
  }
  if (!Array.isArray(value.entries) || value.entries.length === 0) throw new Error('The recording has no entries.');
  const viewport = value.viewport;
  if (!isObject(viewport) || typeof viewport.width !== 'number' || typeof viewport.height !== 'number') {
    throw new Error('The recording has no viewport.');
  }
  value.entries.forEach((entry: unknown, index) => {
    if (!isObject(entry) || typeof entry.kind !== 'string' || !ENTRY_KINDS.has(entry.kind)) {
      throw new Error(`Entry ${index} has no known kind.`);
    }
    if (typeof entry.t !== 'number') throw new Error(`Entry ${index} has no time "t".`);
    if (entry.kind === 'action' && !(isObject(entry.action) && typeof entry.action.type === 'string')) {
      throw new Error(`Entry ${index} is an action without a type.`);
    }
    if (entry.kind === 'load' && typeof entry.url !== 'string')
      throw new Error(`Entry ${index} is a load without a url.`);
    if (entry.kind === 'load' && !isSitePath(entry.url)) {
      throw new Error(
        `Entry ${index} loads an address off the site (${String(entry.url)}): a replay stays on the site.`,
      );
    }
    if (
      entry.kind === 'action' &&
      isObject(entry.action) &&
      entry.action.type === 'location/locationChanged' &&
      !isSiteLocation(entry.action.payload)
    ) {
      throw new Error(`Entry ${index} goes to an address off the site: a replay stays on the site.`);
    }
    if (entry.kind === 'checkpoint' && !isSiteLocation(entry.location)) {
      throw new Error(`Entry ${index} is a checkpoint at an address off the site.`);
    }
  });
  if ((value.entries[0] as RecordingEntry).kind !== 'load')
    throw new Error('The recording must start with a load entry.');
  if (!isSitePath(value.startUrl)) {
    throw new Error(`The recording starts at an address off the site (${String(value.startUrl)}).`);
  }
  return value as unknown as Recording;
}

/** "/products?x=1#top" */
export const hrefOf = (location: RecordedLocation) => `${location.pathname}${location.search}${location.hash}`;

/** A line that says what an entry is, for the panel and the command line. */
export function describeEntry(entry: RecordingEntry): string {
  switch (entry.kind) {
    case 'load':
      return `page load ${entry.url}`;
    case 'action':
      if (entry.action.type === 'location/locationChanged' && isObject(entry.action.payload)) {
        return `location ${hrefOf(entry.action.payload as unknown as RecordedLocation)}`;
      }
      return `action ${entry.action.type}`;
    case 'answer':
      return `answer ${entry.method} ${entry.url} ${entry.status}`;
    case 'scroll':
      return `scroll to ${entry.y}`;
    case 'checkpoint':
      return `checkpoint (${entry.reasons.join(', ')}) ${hrefOf(entry.location)}${entry.dialog ? `, dialog "${entry.dialog}"` : ''}`;
  }
}

/** Every difference between a recorded and a replayed screen, one line each ("ui.x: recorded 1, replayed 2"). */
export function screenDifferences(recorded: ScreenSnapshot, replayed: ScreenSnapshot): string[] {
  const lines: string[] = [];
  const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));
  const walk = (path: string, a: unknown, b: unknown) => {
    if (isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(`${path}.${key}`, a[key], b[key]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) lines.push(`${path}: recorded ${show(a)}, replayed ${show(b)}`);
  };
  walk('location', recorded.location, replayed.location);
  walk('ui', recorded.ui, replayed.ui);
  walk('errors', recorded.errors, replayed.errors);
  if (recorded.dialog !== replayed.dialog) {
    const name = (dialog: string | null) => (dialog === null ? 'no dialog' : `"${dialog}"`);
    lines.push(`dialog: recorded ${name(recorded.dialog)}, replayed ${name(replayed.dialog)}`);
  }
  return lines;
}
