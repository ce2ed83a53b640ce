// For the media library's tests: the real app on a temporary database and media folder (with a copy
// of the demo gallery), an owner signed in, and a client that calls the library as the area's pages
// do (same Origin, the session's cookie and anti-forgery token).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ActivityEntry } from '../../src/api/adminContract';
import type { BuildAppOptions } from '../../server/app';
import type { MediaUploadLimits } from '../../server/modules/media/uploads';
import { startAreaServer, type AreaSession } from './admin';
import type { TestClient, TestResponse } from './testClient';

export const LIBRARY_PREFIX = '/api/admin/media';
const CONTENT_DIR = path.resolve(__dirname, '../../server/content');

export interface LibraryServer {
  app: FastifyInstance;
  /** Requests as the signed-in owner. */
  client: TestClient;
  /** The headers that make a request the signed-in owner's. */
  ownerHeaders: Record<string, string>;
  session: AreaSession;
  origin: string;
  mediaDir: string;
  tempDir: string;
  /** The activity log, newest first. */
  activity(): Pick<ActivityEntry, 'action' | 'detail'>[];
  close(): Promise<void>;
}

export async function startLibraryServer(
  limits: MediaUploadLimits,
  options: Partial<BuildAppOptions> = {},
): Promise<LibraryServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-library-'));
  const mediaDir = path.join(tmp, 'media');
  const tempDir = path.join(tmp, 'incoming');
  fs.mkdirSync(tempDir);
  fs.cpSync(path.join(CONTENT_DIR, 'media/gallery'), path.join(mediaDir, 'gallery'), { recursive: true });
  const area = await startAreaServer({
    mediaDir,
    mediaLimits: limits,
    uploadTempDir: tempDir,
    // The checks of an upload run in the encoder's process, which in production yields to the server
    // (mediaLoad.test.ts checks that). Here it runs at the tests' own priority, so that an upload's
    // pace is its own work, not what the other tests keeping the machine busy leave it.
    encoderNiceness: 0,
    ...options,
  });
  const session = await area.signIn();
  const ownerHeaders = { origin: area.origin, cookie: session.cookie, 'x-csrf-token': session.csrfToken };
  const client: TestClient = (request) => area.client({ ...request, headers: { ...ownerHeaders, ...request.headers } });
  return {
    app: area.app,
    client,
    ownerHeaders,
    session,
    origin: area.origin,
    mediaDir,
    tempDir,
    activity: () =>
      area.app.db.prepare('SELECT action, detail FROM activity_log ORDER BY id DESC').all() as Pick<
        ActivityEntry,
        'action' | 'detail'
      >[],
    close: async () => {
      await area.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Expects the library to have refused with `status` (422 unless given) and exactly the sentence `message`. */
export function expectRefusal(response: TestResponse, message: string, status = 422): void {
  expect(response.statusCode).toBe(status);
  expect(response.json<{ message: string }>().message).toBe(message);
}
