// Image work under load: encodes wait their turn in a bounded queue while pages, the API and cached
// files are answered, and the variant cache stays under its size cap by dropping the least recently used.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  createImageEncoder,
  EncodeMemoryError,
  EncodeTimeoutError,
  ENCODER_NICENESS,
  type EncodeJob,
  type ImageEncoder,
  type ImageEncoderOptions,
} from '../../server/modules/media/imageEncoder';
import { createJobQueue, QueueFullError } from '../../server/lib/jobQueue';
import { createMediaPipeline, VARIANT_WIDTHS, type MediaPipeline } from '../../server/modules/media/pipeline';
import { buildTestApp, type TestApp } from '../support/build';
import type { TestClient } from '../support/testClient';

jest.setTimeout(60_000);

let tmp: string;
let mediaDir: string;

/** A busy picture, slow enough to encode that a burst of them keeps the queue full for a while. */
async function writeNoise(file: string, width: number, height: number, seed: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + seed * 104729) % 251;
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file);
}

function filesIn(dir: string): Array<{ file: string; size: number }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .map((file) => ({ file, size: fs.statSync(file).size }));
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-media-load-'));
  mediaDir = path.join(tmp, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  await Promise.all([0, 1, 2, 3].map((n) => writeNoise(path.join(mediaDir, `photo-${n}.jpg`), 1800, 1200, n)));
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the job queue', () => {
  it('runs at most its concurrency at once and refuses work past its waiting room', async () => {
    const queue = createJobQueue({ concurrency: 2, maxWaiting: 3 });
    const releases: Array<() => void> = [];
    const job = () => new Promise<void>((resolve) => releases.push(resolve));
    const accepted = [1, 2, 3, 4, 5].map(() => queue.run(job));
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 3 });
    await expect(queue.run(job)).rejects.toBeInstanceOf(QueueFullError);

    while (releases.length > 0 || queue.stats().running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, peakRunning: 2 });
  });

  it('frees the slot of a job that fails', async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('encoding a burst of variants', () => {
  let server: TestApp;
  let client: TestClient;
  let pipeline: MediaPipeline | undefined;

  beforeAll(async () => {
    server = await buildTestApp({
      prefix: 'salon-media-load-burst',
      mediaDir,
      onMediaPipeline: (p) => {
        pipeline = p;
      },
    });
    ({ client } = server);
  });

  afterAll(async () => {
    await server.close();
  });

  it('encodes in a process of its own, at a lower priority than the server', async () => {
    expect((await client({ url: '/storage/photo-3.jpg?w=320&fm=webp' })).statusCode).toBe(200);
    const pid = pipeline!.stats().encoderPid;
    expect(pid).toEqual(expect.any(Number));
    expect(pid).not.toBe(process.pid);
    expect(os.getPriority(pid)).toBe(Math.min(19, os.getPriority() + ENCODER_NICENESS));
  });

  it('encodes at most one variant per core at a time, and answers the API and cached files meanwhile', async () => {
    const cached = '/storage/photo-0.jpg?w=320&fm=webp';
    expect((await client({ url: cached })).headers['x-media-cache']).toBe('miss');

    // 20 variants no one asked for before: 4 pictures in 5 widths.
    const urls = [0, 1, 2, 3].flatMap((n) =>
      VARIANT_WIDTHS.slice(2).map((w) => `/storage/photo-${n}.jpg?w=${w}&fm=webp`),
    );
    expect(urls).toHaveLength(20);
    const burst = Promise.all(urls.map((url) => client({ url })));
    while (pipeline!.stats().running === 0) await new Promise((resolve) => setTimeout(resolve, 5));

    const [api, hit] = await Promise.all([client({ url: '/api/about-page' }), client({ url: cached })]);
    expect(api.statusCode).toBe(200);
    expect(hit.headers['x-media-cache']).toBe('hit');
    // Answered while image work was still queued: they did not wait for it.
    expect(pipeline!.stats().waiting).toBeGreaterThan(0);

    const answers = await burst;
    expect(answers.map((a) => a.statusCode)).toEqual(urls.map(() => 200));
    expect(pipeline!.stats().peakRunning).toBeGreaterThanOrEqual(1);
    expect(pipeline!.stats().peakRunning).toBeLessThanOrEqual(Math.max(1, os.availableParallelism() - 1));
  });
});

/** An encode of one of the test's photos into `target` (a path under the test's folder). */
const photoJob = (photo: string, target: string, width = 320, quality = 80): EncodeJob => ({
  source: path.join(mediaDir, photo),
  target: path.join(tmp, target),
  width,
  quality,
});

/** Runs `check` with an encoder of these options, and closes it afterwards. */
async function withEncoder(options: ImageEncoderOptions, check: (encoder: ImageEncoder) => Promise<void>) {
  const encoder = createImageEncoder(options);
  try {
    await check(encoder);
  } finally {
    encoder.close();
  }
}

it('runs the encoder at the server’s own priority when asked to (the media library’s tests do)', async () => {
  await withEncoder({ niceness: 0 }, async (encoder) => {
    await encoder.encode(photoJob('photo-1.jpg', 'priority/same.webp'));
    const pid = encoder.pid();
    expect(pid).toEqual(expect.any(Number));
    expect(os.getPriority(pid)).toBe(os.getPriority());
  });
});

describe('the encoder’s time limit', () => {
  // Linux's /proc says how much processor time a process used; elsewhere the time waited counts.
  const measured = fs.existsSync(`/proc/${process.pid}/stat`);

  (measured ? it : it.skip)('counts the encoder’s work, not its wait for the processor', async () => {
    await withEncoder({ timeoutMs: 5000 }, async (encoder) => {
      const encoding = encoder.encode(photoJob('photo-1.jpg', 'limit/waited.webp'));
      // Held off the processor past the limit (as a busy machine holds a low-priority process): no work done.
      const pid = encoder.pid()!;
      process.kill(pid, 'SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, 6000));
      process.kill(pid, 'SIGCONT');
      expect(await encoding).toBeGreaterThan(0);
    });
  });

  it('gives up an encode that works past its limit, and starts the encoder anew for the next', async () => {
    await withEncoder({ timeoutMs: 1 }, async (encoder) => {
      const job = (name: string) => photoJob('photo-2.jpg', `limit/${name}`, 1600, 90);
      await expect(encoder.encode(job('first.webp'))).rejects.toBeInstanceOf(EncodeTimeoutError);
      await expect(encoder.encode(job('second.webp'))).rejects.toBeInstanceOf(EncodeTimeoutError);
    });
  });
});

describe('the encoder’s memory limit', () => {
  const measured = fs.existsSync(`/proc/${process.pid}/statm`);

  (measured ? it : it.skip)('gives up a job once the encoder holds more memory in all than its limit', async () => {
    // Any process holds more than 1 MB: its first job is given up at the first look.
    await withEncoder({ memoryMb: 1 }, async (encoder) => {
      const job = photoJob('photo-3.jpg', 'memory/a.webp');
      await expect(encoder.encode(job)).rejects.toBeInstanceOf(EncodeMemoryError);
      expect(fs.existsSync(job.target)).toBe(false);
    });
  });
});

describe('the cache cap', () => {
  it('deletes the least recently used variants past the cap, and makes them again when asked', async () => {
    const cacheDir = path.join(tmp, 'capped-cache');
    // Room for about three of these variants.
    const sample = await sharp(path.join(mediaDir, 'photo-0.jpg'))
      .resize({ width: 640 })
      .webp({ quality: 78 })
      .toBuffer();
    const maxBytes = Math.floor(sample.length * 3.5);
    let pipeline: MediaPipeline | undefined;
    const server = await buildTestApp({
      prefix: 'salon-media-load-capped',
      mediaDir,
      mediaCacheDir: cacheDir,
      mediaCacheMaxBytes: maxBytes,
      onMediaPipeline: (made) => (pipeline = made),
    });
    // What the cache holds on disk once the files it evicted are deleted: an answer never waits for that.
    const onDisk = async () => {
      await pipeline!.evictionsSettled();
      return filesIn(cacheDir);
    };
    const { client } = server;
    try {
      const url = (n: number) => `/storage/photo-${n}.jpg?w=640&fm=webp`;
      for (const n of [0, 1, 2]) expect((await client({ url: url(n) })).headers['x-media-cache']).toBe('miss');
      // photo-0 used again: photo-1 is now the least recently used.
      expect((await client({ url: url(0) })).headers['x-media-cache']).toBe('hit');
      expect((await client({ url: url(3) })).headers['x-media-cache']).toBe('miss');

      const files = await onDisk();
      expect(files.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(maxBytes);
      expect(files).toHaveLength(3);
      expect((await client({ url: url(0) })).headers['x-media-cache']).toBe('hit');
      const again = await client({ url: url(1) });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-media-cache']).toBe('miss');
      expect((await onDisk()).reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(maxBytes);
    } finally {
      await server.close();
    }
  });

  it('trims a folder that is over the cap when it opens, oldest first, and clears stale temporary files', async () => {
    const cacheDir = path.join(tmp, 'reopened-cache');
    const first = await createMediaPipeline(cacheDir, { maxBytes: 100 * 1024 * 1024 });
    const source = (n: number) => ({ relative: `photo-${n}.jpg`, absolute: path.join(mediaDir, `photo-${n}.jpg`) });
    const made = [];
    for (const n of [0, 1, 2]) made.push(await first.variant(source(n), { width: 480 }));
    // Oldest first, as the next start sees them.
    made.forEach((v, i) => {
      const when = new Date(Date.now() - (3 - i) * 60_000);
      fs.utimesSync(path.join(cacheDir, v.relative), when, when);
    });
    const stale = path.join(cacheDir, 'ab', 'left-by-a-killed-process.webp.123.tmp');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, 'half a file');
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(stale, old, old);

    first.close();
    const sizes = made.map((v) => fs.statSync(path.join(cacheDir, v.relative)).size);
    const reopened = await createMediaPipeline(cacheDir, { maxBytes: sizes[1]! + sizes[2]! });
    await reopened.evictionsSettled();
    expect(fs.existsSync(path.join(cacheDir, made[0]!.relative))).toBe(false);
    expect(fs.existsSync(path.join(cacheDir, made[1]!.relative))).toBe(true);
    expect(fs.existsSync(path.join(cacheDir, made[2]!.relative))).toBe(true);
    expect(fs.existsSync(stale)).toBe(false);
    expect(reopened.stats()).toMatchObject({ files: 2, bytes: sizes[1]! + sizes[2]!, evicted: 1 });
    reopened.close();
  });
});
