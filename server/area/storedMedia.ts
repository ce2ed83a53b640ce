// The files of the media storage that a content field of a kind may name: what the editor's media
// pickers offer until the media library lists its own records.
import fs from 'node:fs';
import path from 'node:path';
import type { StoredMediaFile, StoredMediaKind } from '../../src/api/areaContract';
import { storedPathProblem } from '../../src/api/model/values';

/** Enough for any salon's media; a folder with more is listed in part. */
const MAX_FILES = 5000;

/** Every file under `mediaDir` that a field of `kind` accepts, by stored path, in name order. */
export async function listStoredMedia(mediaDir: string, kind: StoredMediaKind): Promise<StoredMediaFile[]> {
  const found: StoredMediaFile[] = [];
  const visit = async (folder: string, prefix: string): Promise<void> => {
    const entries = await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (found.length >= MAX_FILES || entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      // Symbolic links are left out: one could lead outside the storage.
      if (entry.isDirectory()) await visit(path.join(folder, entry.name), relative);
      else if (entry.isFile() && storedPathProblem(kind, relative) === null) {
        const { size } = await fs.promises.stat(path.join(folder, entry.name));
        found.push({ path: relative, kind, size });
      }
    }
  };
  await visit(mediaDir, '');
  return found;
}
