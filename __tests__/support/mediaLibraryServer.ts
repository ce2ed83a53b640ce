// For the media library's tests only: the real app on a temporary database and media folder (with a
// copy of the demo gallery), and the library's routes mounted where the signed-in area will mount
// them, without its sign-in (which is that area's own, tested there).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { MediaUploadLimits } from '../../server/mediaUploads';
import { mediaLibraryRoutes, type MediaLibraryRoutesOptions } from '../../server/routes/mediaLibrary';
import { listenForTests, type TestClient } from './testClient';

export const LIBRARY_PREFIX = '/api/admin/media';
const CONTENT_DIR = path.resolve(__dirname, '../../server/content');

export interface LibraryServer {
  app: FastifyInstance;
  client: TestClient;
  mediaDir: string;
  tempDir: string;
  changes: Parameters<NonNullable<MediaLibraryRoutesOptions['onChange']>>[0][];
  close(): Promise<void>;
}

export async function startLibraryServer(limits: MediaUploadLimits): Promise<LibraryServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-library-'));
  const mediaDir = path.join(tmp, 'media');
  const tempDir = path.join(tmp, 'incoming');
  fs.mkdirSync(tempDir);
  fs.cpSync(path.join(CONTENT_DIR, 'media/gallery'), path.join(mediaDir, 'gallery'), { recursive: true });
  const app = await buildApp({
    dbPath: path.join(tmp, 'salon.sqlite'),
    contentDir: CONTENT_DIR,
    mediaDir,
    mediaCacheDir: path.join(tmp, 'cache'),
    distDir: path.join(tmp, 'dist'),
  });
  const changes: LibraryServer['changes'] = [];
  await app.register(mediaLibraryRoutes, {
    prefix: LIBRARY_PREFIX,
    db: app.db,
    mediaDir,
    limits,
    tempDir,
    onChange: (change) => changes.push(change),
  });
  const client = await listenForTests(app);
  return {
    app,
    client,
    mediaDir,
    tempDir,
    changes,
    close: async () => {
      await app.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
