// Puts a verified backup (server/db/backup.ts) back in a stopped server's paths. Nothing is written
// before the whole backup checks out; nothing is lost: whatever the restore replaces is moved aside.
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, verifyBackup, type BackupManifest, type BackupPaths } from './backup';
import { copyFile, hashFile } from './backupFiles';

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the files the restore replaced were moved, if it replaced any. */
  setAside: string | null;
}

/** The database and its SQLite companions (write-ahead log, shared memory), those that exist. */
function databaseFiles(dbPath: string): string[] {
  return [dbPath, `${dbPath}-wal`, `${dbPath}-shm`].filter((file) => fs.existsSync(file));
}

/** Copies `from` to `to` through a temporary name, checking the copy against the manifest's checksum. */
async function putInPlace(from: string, to: string, sha256: string): Promise<void> {
  const temporary = `${to}.restoring`;
  await fs.promises.rm(temporary, { force: true });
  const copied = await copyFile(from, temporary);
  if (copied.sha256 !== sha256) {
    await fs.promises.rm(temporary, { force: true });
    throw new BackupError(`Copying ${from} gave different bytes; nothing more was restored.`);
  }
  await fs.promises.rename(temporary, to);
}

/**
 * Restores the backup in `folder` into `paths`. Refuses a damaged or partial backup (verifyBackup),
 * and, without `replace`, a target that already holds a database or different media files. With
 * `replace`, those are first moved into a `before-restore-<time>` folder beside the database.
 */
export async function restoreBackup(folder: string, paths: BackupPaths, replace: boolean): Promise<RestoreResult> {
  const manifest = await verifyBackup(folder);

  const media = manifest.media.map((file) => ({
    file,
    source: path.join(folder, ...file.path.split('/')),
    target: path.join(paths.mediaDir, ...file.path.split('/').slice(1)),
  }));
  const differing: string[] = [];
  for (const { file, target } of media) {
    if (!fs.existsSync(target)) continue;
    if ((await hashFile(target)) !== file.sha256) differing.push(target);
  }
  const existing = databaseFiles(paths.dbPath);
  if (!replace && (existing.length > 0 || differing.length > 0)) {
    const what = existing.length > 0 ? `${paths.dbPath} already holds a database` : `${differing[0]} differs`;
    throw new BackupError(
      `${what}. Stop the server, then restore with --replace: what is there now is moved aside, not deleted.`,
    );
  }

  let setAside: string | null = null;
  const moveAside = async (file: string, relative: string) => {
    setAside ??= path.join(
      path.dirname(paths.dbPath),
      `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    const to = path.join(setAside, relative);
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await fs.promises.rename(file, to);
  };
  for (const file of existing) await moveAside(file, path.basename(file));
  for (const file of differing) await moveAside(file, path.join('media', path.relative(paths.mediaDir, file)));

  await fs.promises.mkdir(path.dirname(paths.dbPath), { recursive: true });
  await putInPlace(path.join(folder, manifest.database.path), paths.dbPath, manifest.database.sha256);
  for (const { file, source, target } of media) {
    if (fs.existsSync(target)) continue; // the same bytes are there already
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await putInPlace(source, target, file.sha256);
  }
  return { manifest, setAside };
}
