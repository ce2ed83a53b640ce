// The media details the API's answers carry beside the content (`media`, keyed by stored path): what
// the library knows of each picture an answer names (alt text, decorative, focal point, version).
import type { MediaDetails, MediaDetailsMap } from '../../../src/api/types';
import type { MediaDetailsReader } from '../content';
import type { Db } from '../../db/types';
import { getMediaRecordsByPath, type MediaRecord } from './records';

/** A stored path as an answer holds it: a file name with an extension, not a URL. */
const STORED_PATH = /^[^\s:?#]+\.[a-z0-9]{2,5}$/i;
/** The demo feed names its pictures by their address on this server. */
export const STORAGE_PREFIX = '/storage/';

/** Each stored path in an answer, wherever it is (a product's pictures arrive as a JSON-encoded list). */
function collectStoredPaths(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith('[')) {
      try {
        collectStoredPaths(JSON.parse(value) as unknown, into);
      } catch {
        // not a list after all
      }
      return;
    }
    const path = value.startsWith(STORAGE_PREFIX) ? value.slice(STORAGE_PREFIX.length) : value;
    if (!path.startsWith('/') && STORED_PATH.test(path)) into.add(path);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectStoredPaths(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectStoredPaths(item, into);
  }
}

/** What a visitor's page needs of a stored file: only what differs from the defaults. */
function detailsOf(record: MediaRecord): MediaDetails | undefined {
  const details: MediaDetails = {};
  if (record.decorative) details.decorative = true;
  else if (record.alt) details.alt = record.alt;
  if (record.focal) details.focal = record.focal;
  if (record.revision > 0) details.version = record.revision;
  return Object.keys(details).length > 0 ? details : undefined;
}

/** The details of the library's files that `answer` names; undefined when there are none to tell. */
export function mediaDetailsFor(db: Db, answer: unknown): MediaDetailsMap | undefined {
  const paths = new Set<string>();
  collectStoredPaths(answer, paths);
  const media: MediaDetailsMap = {};
  for (const [path, record] of getMediaRecordsByPath(db, [...paths])) {
    const details = detailsOf(record);
    if (details) media[path] = details;
  }
  return Object.keys(media).length > 0 ? media : undefined;
}

/** The reader the API's answers and the rendered pages take their media details from. */
export const mediaDetailsReader =
  (db: Db): MediaDetailsReader =>
  (answer) =>
    mediaDetailsFor(db, answer);
