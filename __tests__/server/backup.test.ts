// Backups of a running server: taken by the command line in a process of its own while contact
// messages keep arriving, restored into a fresh folder, and a server started on it has every message
// acknowledged before the backup began, the same content and byte-identical media. A damaged or
// partial backup is refused, and so is a restore over a database unless asked to replace it.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { createRotatedBackup, MANIFEST_FILE, verifyBackup } from '../../server/db/backup';
import { runCli } from '../../server/cli';
import { buildTestApp, CONTENT_DIR, type TestApp } from '../support/build';
import type { TestClient } from '../support/testClient';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../..');
let tmp: string;
const live = () => ({ DATABASE_PATH: path.join(tmp, 'live/salon.sqlite'), MEDIA_DIR: path.join(tmp, 'live/media') });
const restored = () => ({
  DATABASE_PATH: path.join(tmp, 'restored/salon.sqlite'),
  MEDIA_DIR: path.join(tmp, 'restored/media'),
});
const servers: TestApp[] = [];

async function startServer(env: { DATABASE_PATH: string; MEDIA_DIR: string }): Promise<TestClient> {
  const server = await buildTestApp({
    prefix: 'salon-backup-server',
    dbPath: env.DATABASE_PATH,
    mediaDir: env.MEDIA_DIR,
    mediaCacheDir: path.join(path.dirname(env.DATABASE_PATH), 'cache'),
    contactRateLimit: { perMinute: 100_000, perDay: 100_000 },
  });
  servers.push(server);
  return server.client;
}

/** The command line as `npm run backup` runs it: its own process, with the server's environment. */
function backupInAnotherProcess(target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'backup', target], {
      cwd: root,
      env: { ...process.env, ...live() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function cli(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const code = await runCli(args, { ...env, CONTENT_DIR }, io);
  return { code, output: lines.join('\n') };
}

/** Each file under `dir` with its SHA-256. */
function checksums(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
    }),
  );
}

/** A photo as the media library stores an upload, described in the library before the backup. */
const LIBRARY_PHOTO = 'uploads/2026/05/3f9c0a1b2c3d4e5f.jpg';

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-backup-'));
  fs.cpSync(path.join(CONTENT_DIR, 'media'), live().MEDIA_DIR, { recursive: true });
  fs.mkdirSync(path.join(live().MEDIA_DIR, 'uploads/2026/05'), { recursive: true });
  fs.writeFileSync(path.join(live().MEDIA_DIR, 'uploads/2026/new photo.jpg'), crypto.randomBytes(50_000));
  const photo = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(path.join(live().MEDIA_DIR, ...LIBRARY_PHOTO.split('/')), photo);
});

afterAll(async () => {
  for (const server of servers) await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a backup while messages keep arriving', () => {
  const backup = () => path.join(tmp, 'backup');
  let acknowledgedBefore: Array<{ id: number; message: string }> = [];

  it('is taken, restored into a fresh folder, and a server there has every message and the same content and media', async () => {
    const client = await startServer(live());
    const described = servers[0]!.app.db
      .prepare("UPDATE media SET alt = 'Copper curls' WHERE path = ?")
      .run(LIBRARY_PHOTO);
    expect(described.changes).toBe(1);
    const acknowledged: Array<{ id: number; message: string }> = [];
    let posting = true;
    let failures = 0;
    const poster = async (n: number) => {
      for (let i = 0; posting; i += 1) {
        const message = `Message ${n}-${i}: ${crypto.randomBytes(6).toString('hex')}`;
        const answer = await client({
          method: 'POST',
          url: '/api/submit-contact-form',
          payload: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'ada@example.com',
            mobile: '5035550199',
            message,
          },
        });
        if (answer.statusCode === 201)
          acknowledged.push({ id: answer.json<{ data: { id: number } }>().data.id, message });
        else failures += 1;
      }
    };
    const posters = [1, 2, 3].map(poster);
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));

    acknowledgedBefore = [...acknowledged];
    const during = acknowledged.length;
    const result = await backupInAnotherProcess(backup());
    const duringBackup = acknowledged.length - during;
    posting = false;
    await Promise.all(posters);
    expect(result).toMatchObject({ code: 0 });
    expect(failures).toBe(0);
    // The stream went on while the backup ran.
    expect(duringBackup).toBeGreaterThan(0);
    process.stdout.write(
      `backup: ${acknowledgedBefore.length} messages acknowledged before it began, ${duringBackup} while it ran\n`,
    );

    const restore = await cli(['restore', backup()], restored());
    expect(restore).toMatchObject({ code: 0 });
    const restoredClient = await startServer(restored());

    const db = new Database(restored().DATABASE_PATH, { readonly: true });
    const rows = db.prepare('SELECT id, message FROM contact_messages').all() as Array<{ id: number; message: string }>;
    db.close();
    const byId = new Map(rows.map((row) => [row.id, row.message]));
    const missing = acknowledgedBefore.filter(({ id, message }) => byId.get(id) !== message);
    expect(missing).toEqual([]);

    for (const url of ['/api/general-data', '/api/services-page', '/api/products-page', '/api/about-page']) {
      expect((await restoredClient({ url })).body).toBe((await client({ url })).body);
    }
    expect(checksums(restored().MEDIA_DIR)).toEqual(checksums(live().MEDIA_DIR));
    // The media library's record and its file came back together: described, and served at a width.
    const library = new Database(restored().DATABASE_PATH, { readonly: true });
    expect(library.prepare('SELECT alt FROM media WHERE path = ?').get(LIBRARY_PHOTO)).toEqual({ alt: 'Copper curls' });
    library.close();
    const variant = await restoredClient({ url: `/storage/${LIBRARY_PHOTO}?w=320&fm=webp` });
    expect([variant.statusCode, variant.headers['content-type']]).toEqual([200, 'image/webp']);
    const image = await restoredClient({ url: '/storage/uploads/2026/new%20photo.jpg' });
    expect(image.rawPayload.equals(fs.readFileSync(path.join(live().MEDIA_DIR, 'uploads/2026/new photo.jpg')))).toBe(
      true,
    );
  });

  it('refuses a restore over a database unless told to replace it, and then keeps the old one aside', async () => {
    const refused = await cli(['restore', backup()], restored());
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already holds a database.*--replace/s);
    const replaced = await cli(['restore', backup(), '--replace'], restored());
    expect(replaced.code).toBe(0);
    const aside = /What was there before is in (.*)\.$/m.exec(replaced.output)?.[1];
    expect(aside).toBeDefined();
    expect(fs.existsSync(path.join(aside!, 'salon.sqlite'))).toBe(true);
  });

  describe('a damaged or partial backup', () => {
    const target = () => ({
      DATABASE_PATH: path.join(tmp, 'never/salon.sqlite'),
      MEDIA_DIR: path.join(tmp, 'never/media'),
    });
    const damaged = (name: string, change: (folder: string) => void) => {
      const folder = path.join(tmp, name);
      fs.cpSync(backup(), folder, { recursive: true });
      change(folder);
      return folder;
    };

    it.each([
      [
        'a flipped byte in a media file',
        (folder: string) => {
          const file = path.join(folder, 'media/uploads/2026/new photo.jpg');
          const bytes = fs.readFileSync(file);
          bytes[100] = bytes[100]! ^ 0xff;
          fs.writeFileSync(file, bytes);
        },
        /media\/uploads\/2026\/new photo\.jpg does not match its checksum/,
      ],
      [
        'a truncated database',
        (folder: string) => fs.truncateSync(path.join(folder, 'database.sqlite'), 4096),
        /database\.sqlite is 4096 bytes, not \d+/,
      ],
      [
        'a missing file',
        (folder: string) => fs.rmSync(path.join(folder, 'media/seo'), { recursive: true }),
        /is missing/,
      ],
      [
        'no manifest (the backup did not finish)',
        (folder: string) => fs.rmSync(path.join(folder, MANIFEST_FILE)),
        /did not finish/,
      ],
      [
        'a damaged manifest',
        (folder: string) => fs.writeFileSync(path.join(folder, MANIFEST_FILE), '{"format":"salon-backup",'),
        /manifest\.json is damaged/,
      ],
    ])('refuses %s, says why and writes nothing', async (name, change, reason) => {
      const folder = damaged(name.replace(/\W+/g, '-'), change);
      const result = await cli(['restore', folder], target());
      expect(result.code).toBe(1);
      expect(result.output).toMatch(reason);
      expect(result.output).toMatch(/Nothing was restored/);
      expect(fs.existsSync(path.join(tmp, 'never'))).toBe(false);
    });
  });
});

describe('keeping N backups', () => {
  it('deletes the oldest finished ones past N and unfinished older ones, and nothing else', async () => {
    const parent = path.join(tmp, 'nightly');
    const finished = ['2020-01-01T03-00-00Z', '2020-01-02T03-00-00Z', '2020-01-03T03-00-00Z'];
    for (const name of finished) {
      fs.mkdirSync(path.join(parent, name), { recursive: true });
      fs.writeFileSync(path.join(parent, name, MANIFEST_FILE), '{}');
    }
    fs.mkdirSync(path.join(parent, '2020-01-04T03-00-00Z'));
    fs.mkdirSync(path.join(parent, 'keep-me'));
    const result = await createRotatedBackup({ dbPath: live().DATABASE_PATH, mediaDir: live().MEDIA_DIR }, parent, 2);
    expect(fs.readdirSync(parent).sort()).toEqual(['2020-01-03T03-00-00Z', path.basename(result.folder), 'keep-me']);
    expect(result.deleted.sort()).toEqual(['2020-01-01T03-00-00Z', '2020-01-02T03-00-00Z', '2020-01-04T03-00-00Z']);
  });

  it('links the media the last backup holds unchanged, copies what changed, and each stands alone', async () => {
    const parent = path.join(tmp, 'linked');
    const paths = { dbPath: live().DATABASE_PATH, mediaDir: live().MEDIA_DIR };
    const changing = 'uploads/2026/changing.bin';
    const liveFile = (file: string) => path.join(live().MEDIA_DIR, ...file.split('/'));
    fs.writeFileSync(liveFile(changing), crypto.randomBytes(4_000));
    const first = await createRotatedBackup(paths, parent, 14);
    // Last night's: the next one is taken within the same second.
    const lastNight = path.join(parent, '2020-01-01T03-30-00Z');
    fs.renameSync(first.folder, lastNight);
    fs.writeFileSync(liveFile(changing), crypto.randomBytes(4_000));
    const next = await createRotatedBackup(paths, parent, 14);

    const copies = (file: string) =>
      [lastNight, next.folder].map((folder) => fs.statSync(path.join(folder, 'media', ...file.split('/'))));
    const [keptPhoto, linkedPhoto] = copies(LIBRARY_PHOTO);
    expect(linkedPhoto!.ino).toBe(keptPhoto!.ino);
    const [oldCopy, newCopy] = copies(changing);
    expect(newCopy!.ino).not.toBe(oldCopy!.ino);
    expect(Math.round(newCopy!.mtimeMs)).toBe(Math.round(fs.statSync(liveFile(changing)).mtimeMs));
    const listed = next.manifest.media.find((file) => file.path === `media/${changing}`);
    expect(listed?.sha256).toBe(
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(liveFile(changing)))
        .digest('hex'),
    );

    // Each backup is whole on its own: the older one deleted, the newer one still checks out and restores.
    await expect(verifyBackup(lastNight)).resolves.toMatchObject({ format: 'salon-backup' });
    fs.rmSync(lastNight, { recursive: true });
    await expect(verifyBackup(next.folder)).resolves.toMatchObject({ format: 'salon-backup' });
    fs.rmSync(liveFile(changing));
  });

  it('refuses to write into a folder that is not empty', async () => {
    const result = await cli(['backup', path.join(tmp, 'live')], live());
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/is not empty/);
  });
});
