// What the editor's media pickers offer for a field of a kind: the media library's files that such
// a field may name, newest first, with the library's description of each (alt text, decorative).
import { z } from 'zod';
import type { MediaKind, StoredMediaFile } from '../../../src/api/adminContract';
import { storedPathProblem } from '../../../src/api/model/values';
import type { Db } from '../../db/types';
import { MEDIA_LIST_MAX } from './libraryRoutes';
import { listMediaRecords } from './records';

/** What the pickers ask: a kind, and a page of its files (at most MEDIA_LIST_MAX), with words to find. */
export const storedMediaQuery = z.object({
  kind: z.enum(['image', 'video', 'pdf']),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MEDIA_LIST_MAX).default(MEDIA_LIST_MAX),
  offset: z.coerce.number().int().min(0).default(0),
});

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
