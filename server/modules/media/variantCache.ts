// The bookkeeping of the image variant cache on disk: which files it holds, how many bytes, and which
// were used least recently, so that it stays under its size cap by deleting those first.
import fs from 'node:fs';
import path from 'node:path';

/** A temporary file older than this belongs to no running encode (a killed process left it). */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

export interface VariantCache {
  /** Records a use of a file that is in the cache (a hit, or one just made); evicts as needed. */
  used(relative: string, size: number): void;
  /** Forgets a file that turned out to be gone (the cache folder was emptied by hand). */
  forget(relative: string): void;
  stats(): { files: number; bytes: number; maxBytes: number; evicted: number };
  /** Resolves once the files evicted so far are gone from the disk (their deletion never holds an answer). */
  evictionsSettled(): Promise<void>;
}

async function listFiles(dir: string): Promise<Array<{ relative: string; size: number; lastUsed: number }>> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Array<{ relative: string; size: number; lastUsed: number }> = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const stat = await fs.promises.stat(absolute).catch(() => null);
    if (!stat) continue;
    if (entry.name.endsWith('.tmp')) {
      if (Date.now() - stat.mtimeMs > STALE_TEMPORARY_MS) await fs.promises.rm(absolute, { force: true });
      continue;
    }
    // Reading a file moves its atime (at least daily with relatime), so it roughly keeps the order of
    // use across restarts.
    files.push({
      relative: path.relative(dir, absolute),
      size: stat.size,
      lastUsed: Math.max(stat.atimeMs, stat.mtimeMs),
    });
  }
  return files.sort((a, b) => a.lastUsed - b.lastUsed);
}

/**
 * Reads what the folder already holds, oldest use first. One server per cache folder: another
 * process's files are not counted until this one restarts.
 */
export async function openVariantCache(dir: string, maxBytes: number): Promise<VariantCache> {
  // A Map keeps insertion order: deleting and setting a key moves it to the end, the most recent use.
  const files = new Map<string, number>();
  let bytes = 0;
  let evicted = 0;
  const deleting = new Set<Promise<void>>();
  for (const file of await listFiles(dir)) {
    files.set(file.relative, file.size);
    bytes += file.size;
  }

  const remove = (relative: string) => {
    const size = files.get(relative);
    if (size === undefined) return;
    files.delete(relative);
    bytes -= size;
  };

  const evict = (keep: string) => {
    for (const [relative] of files) {
      if (bytes <= maxBytes) break;
      // The file just used stays even when it alone is over the cap: it is about to be sent.
      if (relative === keep) continue;
      remove(relative);
      evicted += 1;
      // A reader that already opened the file still gets all of it; deleting never blocks the answer.
      const deletion = fs.promises
        .rm(path.join(dir, relative), { force: true })
        .catch(() => undefined)
        .finally(() => deleting.delete(deletion));
      deleting.add(deletion);
    }
  };

  if (bytes > maxBytes) evict('');

  return {
    used(relative, size) {
      remove(relative);
      files.set(relative, size);
      bytes += size;
      if (bytes > maxBytes) evict(relative);
    },
    forget: remove,
    stats: () => ({ files: files.size, bytes, maxBytes, evicted }),
    async evictionsSettled() {
      while (deleting.size > 0) await Promise.all(deleting);
    },
  };
}
