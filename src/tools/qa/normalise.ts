// Makes an action fit for a recording: personal input redacted, deep-copied as plain JSON, RTK
// Query's random request ids numbered in order of appearance, its timestamps made relative to the
// recording's start, and the middleware's random registration id dropped.
import { redactAction } from '../../state/redaction';
import type { RecordedAction } from './format';

const TIMESTAMP_KEYS = new Set(['startedTimeStamp', 'fulfilledTimeStamp', 'timestamp']);
/** Milliseconds since 1970 look like this; smaller numbers are left alone. */
const EPOCH_MS = 1e12;

export function actionNormaliser(origin: number) {
  const ids = new Map<string, string>();
  const idOf = (id: string) => {
    let normalised = ids.get(id);
    if (!normalised) {
      normalised = `request-${ids.size + 1}`;
      ids.set(id, normalised);
    }
    return normalised;
  };
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key === 'requestId' ? idOf(value) : (ids.get(value) ?? value);
    if (typeof value === 'number') return key && TIMESTAMP_KEYS.has(key) && value > EPOCH_MS ? value - origin : value;
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [ids.get(k) ?? k, walk(v, k)]));
    }
    return value;
  };
  return (action: RecordedAction): RecordedAction => {
    const plain = JSON.parse(JSON.stringify(redactAction(action))) as RecordedAction;
    // Request ids first appear in meta.requestId: learn them before walking the rest.
    const meta = plain.meta as { requestId?: unknown } | undefined;
    if (typeof meta?.requestId === 'string') idOf(meta.requestId);
    const normalised = walk(plain) as RecordedAction;
    if (normalised.type.endsWith('/config/middlewareRegistered')) normalised.payload = 'normalised';
    return normalised;
  };
}
