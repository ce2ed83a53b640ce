// What the editor's media pickers offer for a field of a kind: the media library's files that such
// a field may name, newest first, with the library's description of each (alt text, decorative).
import type { MediaKind, StoredMediaFile } from '../../../../src/api/adminContract';
import { storedPathProblem } from '../../../../src/api/model/values';
import type { Db } from '../../../db/types';
import { listMediaRecords } from '../../media';

/** Enough for any salon's media; a library with more is offered in part. */
const MAX_FILES = 5000;

/** Every file of the library that a field of `kind` accepts, by stored path. */
export function listStoredMedia(db: Db, kind: MediaKind): StoredMediaFile[] {
  const { records } = listMediaRecords(db, { kind, limit: MAX_FILES, offset: 0 });
  return records
    .filter((record) => storedPathProblem(kind, record.path) === null)
    .map((record) => ({
      path: record.path,
      kind,
      size: record.bytes,
      alt: record.alt,
      decorative: record.decorative,
      width: record.width,
      height: record.height,
    }));
}
