// A video's phone copy (/storage/<video>?w=720): made once, in the background, smaller and no wider
// than a phone needs; until then a 404 that nothing keeps, so that the page's next source plays.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHONE_VIDEO_WIDTH } from '../../src/api/contract';
import type { MediaPipeline } from '../../server/modules/media';
import { buildTestApp, type TestApp } from '../support/build';
import type { TestClient } from '../support/testClient';

const contentDir = path.resolve(__dirname, '../../server/content');
const heroVideo = path.join(contentDir, 'media/services/hero.mp4');

function videoSize(file: string): { width: number; height: number } {
  const probe = spawnSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height',
    '-of',
    'json',
    file,
  ]);
  const [stream] = (JSON.parse(probe.stdout.toString()) as { streams: Array<{ width: number; height: number }> })
    .streams;
  return stream!;
}

describe.each([
  ['with ffmpeg', 'ffmpeg' as const],
  ['without ffmpeg', null],
])('a video asked for at a phone’s width, %s', (_label, ffmpegPath) => {
  let tmp: string;
  let server: TestApp;
  let client: TestClient;
  let pipeline: MediaPipeline | undefined;
  const copy = `/storage/hero.mp4?w=${PHONE_VIDEO_WIDTH}`;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-phone-video-'));
    const mediaDir = path.join(tmp, 'media');
    fs.mkdirSync(mediaDir);
    fs.copyFileSync(heroVideo, path.join(mediaDir, 'hero.mp4'));
    server = await buildTestApp({
      prefix: 'salon-phone-video-server',
      mediaDir,
      ffmpegPath,
      onMediaPipeline: (made) => (pipeline = made),
    });
    ({ client } = server);
  });

  afterAll(async () => {
    await server.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('is a 404 that no cache keeps until its copy is made', async () => {
    const first = await client({ url: copy });
    expect(first.statusCode).toBe(404);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  if (ffmpegPath) {
    test('is then a smaller H.264 file, at most the phone width wide, that browsers and shared caches keep', async () => {
      await pipeline!.phoneVideosSettled();
      const response = await client({ url: copy });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['cache-control']).toContain('public');
      const stored = fs.statSync(heroVideo).size;
      expect(response.rawPayload.length).toBeLessThan(stored / 2);
      const file = path.join(tmp, 'copy.mp4');
      fs.writeFileSync(file, response.rawPayload);
      const size = videoSize(file);
      expect(size.width).toBe(Math.min(PHONE_VIDEO_WIDTH, videoSize(heroVideo).width));
      expect(size.height % 2).toBe(0);
    });

    test('is sent in byte ranges, as a video element asks for it', async () => {
      const response = await client({ url: copy, headers: { range: 'bytes=0-99' } });
      expect(response.statusCode).toBe(206);
      expect(response.rawPayload.length).toBe(100);
    });
  } else {
    test('stays a 404 where the server has no ffmpeg: the stored file plays', async () => {
      await pipeline!.phoneVideosSettled();
      expect((await client({ url: copy })).statusCode).toBe(404);
      expect((await client({ url: '/storage/hero.mp4' })).statusCode).toBe(200);
    });
  }

  test('any other variant of a video is refused: no query makes another file', async () => {
    for (const query of ['w=640', `w=${PHONE_VIDEO_WIDTH}&fm=webp`, 'fm=webp', 'w=720.0']) {
      expect((await client({ url: `/storage/hero.mp4?${query}` })).statusCode).toBe(400);
    }
  });
});
