// The files of a backup: copied with their checksum and flushed to the disk, several at once; in a
// folder of rotated backups, a media file the newest backup already holds unchanged (same size, same
// modification time, as rsync's quick check) is a hard link to that copy, so that a night's backup
// writes only what changed and a file kept in 14 backups takes its space once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createJobQueue } from '../lib/jobQueue';

/** A file in a backup: its path inside the folder (forward slashes), size and SHA-256. */
export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** The newest finished backup beside a new one: its folder and the files its manifest lists. */
export interface PreviousBackup {
  folder: string;
  files: ReadonlyMap<string, BackupFile>;
}

/** How many files are copied at once: their writes and flushes overlap. */
const COPIES_AT_ONCE = 8;

/** Copies a file, hashing the bytes as they are written, flushing them, and keeping its modification time. */
export async function copyFile(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  await pipeline(
    fs.createReadStream(from),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    fs.createWriteStream(to, { flags: 'wx' }),
  );
  const written = await fs.promises.open(to, 'r');
  try {
    await written.sync();
  } finally {
    await written.close();
  }
  const { atime, mtime } = await fs.promises.stat(from);
  await fs.promises.utimes(to, atime, mtime);
  return { bytes, sha256: hash.digest('hex') };
}

export async function hashFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const inFolder = (folder: string, file: string) => path.join(folder, ...file.split('/'));

/** The previous backup's copy of `file` as a hard link at `to`, if it is the live file unchanged. */
async function linkUnchanged(previous: PreviousBackup, file: string, from: string, to: string) {
  const listed = previous.files.get(file);
  const copy = inFolder(previous.folder, file);
  const [live, kept] = await Promise.all([fs.promises.stat(from), fs.promises.stat(copy).catch(() => null)]);
  const unchanged =
    listed?.bytes === live.size && kept?.size === live.size && Math.abs(kept.mtimeMs - live.mtimeMs) < 1;
  if (!listed || !unchanged) return null;
  try {
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await fs.promises.link(copy, to);
    return listed;
  } catch {
    // Another disk, or a file system without links: copied instead.
    return null;
  }
}

/** Copies (or links, from `previous`) every file under `mediaDir` into `folder`/`prefix`/, in order of path. */
export async function backUpFiles(
  mediaDir: string,
  folder: string,
  prefix: string,
  previous?: PreviousBackup,
): Promise<BackupFile[]> {
  const copies = createJobQueue({ concurrency: COPIES_AT_ONCE, maxWaiting: Infinity });
  const files = await filesUnder(mediaDir);
  return Promise.all(
    files.map((relative) =>
      copies.run(async () => {
        const file = `${prefix}/${relative}`;
        const from = path.join(mediaDir, relative);
        const to = inFolder(folder, file);
        const linked = previous ? await linkUnchanged(previous, file, from, to) : null;
        return linked ?? { path: file, ...(await copyFile(from, to)) };
      }),
    ),
  );
}
