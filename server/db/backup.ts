// Backups taken while the server runs and takes messages: the database through SQLite's online
// backup (a consistent snapshot, whatever is written meanwhile), the media files, and a manifest with
// each file's size and SHA-256, written last. A folder without its manifest is an unfinished backup;
// verifyBackup checks everything a restore relies on (server/db/restore.ts).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { backUpFiles, hashFile, type PreviousBackup } from './backupFiles';
import { SCHEMA_VERSION } from './database';

export const MANIFEST_FILE = 'manifest.json';
const DATABASE_FILE = 'database.sqlite';
const MEDIA_FOLDER = 'media';

/** A problem with a backup or its target, said in a sentence the command line prints as it is. */
export class BackupError extends Error {}

const fileEntry = z.object({
  // Inside the backup folder, with forward slashes, never climbing out of it.
  path: z.string().refine((p) => !p.startsWith('/') && !p.split('/').some((part) => part === '..' || part === '')),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[\da-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal('salon-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  schemaVersion: z.number().int().positive(),
  contactMessages: z.number().int().nonnegative(),
  database: fileEntry,
  media: z.array(fileEntry.refine((file) => file.path.startsWith(`${MEDIA_FOLDER}/`))),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Checks a database file the way a restore needs it: whole, and a schema this server can open. */
function checkDatabase(file: string): { schemaVersion: number; contactMessages: number } {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`The database in the backup cannot be opened: ${(error as Error).message}`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`The database in the backup is damaged: ${String(integrity)}`);
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    if (schemaVersion > SCHEMA_VERSION) {
      throw new BackupError(
        `The database in the backup is at schema version ${schemaVersion}, newer than this server's ${SCHEMA_VERSION}: restore it with the newer server.`,
      );
    }
    const { n } = db.prepare('SELECT count(*) AS n FROM contact_messages').get() as { n: number };
    return { schemaVersion, contactMessages: n };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The database in the backup is damaged: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

export interface BackupPaths {
  dbPath: string;
  mediaDir: string;
}

/**
 * Writes a backup of the database at `dbPath` and the files in `mediaDir` into the new folder
 * `target`; media files `previous` holds unchanged are linked to its copies (backupFiles.ts).
 */
export async function createBackup(
  { dbPath, mediaDir }: BackupPaths,
  target: string,
  previous?: PreviousBackup,
): Promise<BackupManifest> {
  if (!fs.existsSync(dbPath)) throw new BackupError(`There is no database at ${dbPath} (DATABASE_PATH).`);
  if ((await fs.promises.readdir(target).catch(() => [])).length > 0) {
    throw new BackupError(`${target} is not empty: name a new folder for the backup.`);
  }
  await fs.promises.mkdir(path.join(target, MEDIA_FOLDER), { recursive: true });

  // First the database, so that every media file it names is, as far as the media go, still there.
  const databaseFile = path.join(target, DATABASE_FILE);
  const source = new Database(dbPath, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // Everything after the first step in one step: one short read of a consistent snapshot.
    await source.backup(databaseFile, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // One self-contained file, whatever journal the server uses.
  const copy = new Database(databaseFile);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  const { schemaVersion, contactMessages } = checkDatabase(databaseFile);
  const database = { path: DATABASE_FILE, bytes: fs.statSync(databaseFile).size, sha256: await hashFile(databaseFile) };

  const media = await backUpFiles(mediaDir, target, MEDIA_FOLDER, previous);

  const manifest: BackupManifest = {
    format: 'salon-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    schemaVersion,
    contactMessages,
    database,
    media,
  };
  // Last, and whole or not at all: its presence says the backup finished.
  const temporary = path.join(target, `${MANIFEST_FILE}.tmp`);
  const handle = await fs.promises.open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(temporary, path.join(target, MANIFEST_FILE));
  return manifest;
}

/** The manifest of the backup in `folder`, read and checked for its shape (not its files). */
async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.promises.readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(
      `${folder} has no ${MANIFEST_FILE}: the backup did not finish, or this is not a backup folder. Nothing was restored.`,
    );
  }
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch (error) {
    throw new BackupError(`${MANIFEST_FILE} is damaged (${(error as Error).message}). Nothing was restored.`);
  }
  if (!parsed.success) {
    throw new BackupError(`${MANIFEST_FILE} is damaged or not a backup's manifest. Nothing was restored.`);
  }
  return parsed.data;
}

/**
 * Reads the manifest of the backup in `folder` and checks every file it lists (present, of its size,
 * of its checksum) and the database itself. Throws a BackupError naming every problem.
 */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  const problems: string[] = [];
  for (const file of [manifest.database, ...manifest.media]) {
    const absolute = path.join(folder, ...file.path.split('/'));
    const stat = await fs.promises.stat(absolute).catch(() => null);
    if (!stat?.isFile()) problems.push(`${file.path} is missing`);
    else if (stat.size !== file.bytes) problems.push(`${file.path} is ${stat.size} bytes, not ${file.bytes}`);
    else if ((await hashFile(absolute)) !== file.sha256) problems.push(`${file.path} does not match its checksum`);
  }
  if (problems.length > 0) {
    throw new BackupError(
      `The backup in ${folder} is damaged or partial. Nothing was restored.\n  ${problems.join('\n  ')}`,
    );
  }
  checkDatabase(path.join(folder, manifest.database.path));
  return manifest;
}

/** A backup folder's name under a folder of backups: its time, in UTC, sorting as it reads. */
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;

/** The backup in `folder` as a source of unchanged media files; none if its manifest cannot be read. */
async function previousBackup(folder: string): Promise<PreviousBackup | undefined> {
  const manifest = await readManifest(folder).catch(() => null);
  return manifest ? { folder, files: new Map(manifest.media.map((file) => [file.path, file])) } : undefined;
}

/**
 * Writes a backup into a new folder named by the time under `parent`, then deletes all but the
 * newest `keep` finished ones there, and any unfinished one older than it. Other entries are left alone.
 */
export async function createRotatedBackup(
  paths: BackupPaths,
  parent: string,
  keep: number,
): Promise<{ folder: string; manifest: BackupManifest; deleted: string[] }> {
  const name = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const folder = path.join(parent, name);
  const listed = async () =>
    (await fs.promises.readdir(parent).catch(() => [])).filter((entry) => STAMP.test(entry)).sort();
  const isFinished = (entry: string) => fs.existsSync(path.join(parent, entry, MANIFEST_FILE));
  const newest = (await listed()).filter(isFinished).at(-1);
  const previous = newest ? await previousBackup(path.join(parent, newest)) : undefined;
  const manifest = await createBackup(paths, folder, previous);
  const backups = await listed();
  const finished = backups.filter(isFinished);
  const stale = new Set([
    ...finished.slice(0, Math.max(0, finished.length - keep)),
    ...backups.filter((entry) => entry < name && !finished.includes(entry)),
  ]);
  for (const entry of stale) await fs.promises.rm(path.join(parent, entry), { recursive: true, force: true });
  return { folder, manifest, deleted: [...stale] };
}
