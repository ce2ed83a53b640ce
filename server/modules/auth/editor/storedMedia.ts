// What the editor's media pickers offer for a field of a kind: the media library's files that such
// a field may name, newest first, with the library's description of each (alt text, decorative).
import type { MediaKind, StoredMediaFile } from '../../../../src/api/adminContract';
import { storedPathProblem } from '../../../../src/api/model/values';
import type { Db } from '../../../db/types';
import { listMediaRecords } from '../../media';

/** A page of the files a field of `kind` accepts, newest first: `q` words in the name, alt text or path. */
export function listStoredMedia(
  db: Db,
  kind: MediaKind,
  page: { q?: string; limit: number; offset: number },
): { data: StoredMediaFile[]; total: number } {
  const { records, total } = listMediaRecords(db, { kind, search: page.q, limit: page.limit, offset: page.offset });
  const data = records
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
  return { data, total };
}
