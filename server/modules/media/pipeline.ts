// Stored media: safe path resolution, and image variants (?w=&fm=webp) made on demand through a bounded
// queue and kept in a disk cache with a size cap.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHONE_VIDEO_WIDTH, VARIANT_FORMAT, VARIANT_WIDTHS } from '../../../src/api/contract';
import { createImageEncoder, isPdf } from './imageEncoder';
import { coverPathOf } from './pdfCover';
import { encodePhoneVideo } from './phoneVideo';
import { createJobQueue, QueueFullError } from '../../lib/jobQueue';
import { openVariantCache } from './variantCache';

/** The widths and format the site asks for (and no others): a bot cannot make a file per query. */
export { VARIANT_FORMAT, VARIANT_WIDTHS } from '../../../src/api/contract';

/** Sources sharp can resize; anything else (SVG, video) is served as it is, and a PDF's variant is its first page. */
const RASTER_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

/** One quality for every variant: it is not the visitor's to choose, so it never multiplies the files. */
const WEBP_QUALITY = 78;

export const VARIANT_CONTENT_TYPE = 'image/webp';

/** How many encodes may wait for a slot before new ones are refused with a 503. */
const MAX_WAITING_ENCODES = 256;

export class MediaError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Turns the URL's path (already percent-decoded) into a file inside the media root, refusing
 * anything that could point elsewhere: "..", absolute paths, backslashes, NUL, hidden files.
 */
export function resolveMediaPath(root: string, requested: string): { relative: string; absolute: string } {
  if (requested === '' || requested.includes('\0') || requested.includes('\\')) {
    throw new MediaError(400, 'Invalid media path.');
  }
  const segments = requested.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) {
    throw new MediaError(400, 'Invalid media path.');
  }
  const relative = segments.join('/');
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(path.resolve(root) + path.sep)) throw new MediaError(400, 'Invalid media path.');
  return { relative, absolute };
}

/** A symlink inside the media root must not lead outside it. */
export async function assertInsideRoot(root: string, absolute: string): Promise<void> {
  const [realRoot, realFile] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(absolute)]);
  if (!realFile.startsWith(realRoot + path.sep)) throw new MediaError(404, 'Not found.');
}

export interface VariantRequest {
  width: number;
}

/**
 * Reads w and fm; undefined means "no variant wanted". Other query keys (cache busters, and the q
 * that older links may carry) are ignored, so they never make another file.
 */
export function parseVariantQuery(query: Record<string, unknown>): VariantRequest | undefined {
  const { w, fm } = query;
  if (w === undefined && fm === undefined) return undefined;
  if (fm !== undefined && fm !== VARIANT_FORMAT) throw new MediaError(400, `fm must be ${VARIANT_FORMAT}.`);
  const width = typeof w === 'string' && /^\d+$/.test(w) ? Number(w) : NaN;
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) {
    throw new MediaError(400, `w must be one of ${VARIANT_WIDTHS.join(', ')}.`);
  }
  return { width };
}

/**
 * Whether the query asks for a video's phone copy: `w` is PHONE_VIDEO_WIDTH and nothing else (an image's
 * `fm` is refused, as any other width).
 */
export function parseVideoQuery(query: Record<string, unknown>): boolean {
  const { w, fm } = query;
  if (w === undefined && fm === undefined) return false;
  if (fm !== undefined || w !== String(PHONE_VIDEO_WIDTH)) {
    throw new MediaError(400, `A video's only variant is w=${PHONE_VIDEO_WIDTH}.`);
  }
  return true;
}

const VIDEO_EXTENSIONS = new Set(['.mp4', '.webm']);

export function isVideo(file: string): boolean {
  return VIDEO_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** Whether the file has image variants: a raster image, or a PDF (its first page, the cover). */
export function hasVariants(file: string): boolean {
  return RASTER_EXTENSIONS.has(path.extname(file).toLowerCase()) || isPdf(file);
}

export interface Variant {
  /** Path of the cached file, relative to the cache directory. */
  relative: string;
  contentType: string;
  /** Whether this request made the file (false: it was already in the cache). */
  created: boolean;
}

export interface MediaPipeline {
  variant(source: { relative: string; absolute: string }, request: VariantRequest): Promise<Variant>;
  /** The video's phone copy once made; else null, made meanwhile (one at a time) unless there is no ffmpeg. */
  phoneVideo(source: { relative: string; absolute: string }): Promise<Variant | null>;
  /** Resolves once no phone copy is being made (the tests wait on it). */
  phoneVideosSettled(): Promise<void>;
  /** Resolves once the variants evicted past the cache's cap are deleted from the disk (the tests wait on it). */
  evictionsSettled(): Promise<void>;
  /** The file was gone when it was to be sent: forget it, so the next request makes it again. */
  lost(variant: Variant): void;
  stats(): {
    running: number;
    waiting: number;
    peakRunning: number;
    files: number;
    bytes: number;
    evicted: number;
    encoderPid: number | undefined;
  };
  /** Stops the encoder process. */
  close(): void;
}

export interface MediaPipelineOptions {
  /** The cache's size cap: the least recently used variants are deleted beyond it. */
  maxBytes: number;
  /** How many encodes run at once (in the encoder process); by default one per core but one, so pages keep a core. */
  concurrency?: number;
  /** The ffmpeg that makes videos' phone copies (null: none are made, and phones get the stored file). */
  ffmpeg?: string | null;
  /** How much lower than the server's the encoder's process runs (imageEncoder.ts; its default otherwise). */
  niceness?: number | undefined;
}

/** Phone copies of videos waiting to be made, at most: the rest are asked for again by later visitors. */
const MAX_WAITING_VIDEOS = 4;

/** One encode per core but one, which stays with the server's pages and API. */
export function defaultEncodeConcurrency(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

export async function createMediaPipeline(cacheDir: string, options: MediaPipelineOptions): Promise<MediaPipeline> {
  /** Concurrent requests for the same variant wait for one encode instead of starting several. */
  const pending = new Map<string, Promise<number>>();
  const queue = createJobQueue({
    concurrency: options.concurrency ?? defaultEncodeConcurrency(),
    maxWaiting: MAX_WAITING_ENCODES,
  });
  const cache = await openVariantCache(cacheDir, options.maxBytes);

  const encoder = createImageEncoder({ niceness: options.niceness });
  const videoQueue = createJobQueue({ concurrency: 1, maxWaiting: MAX_WAITING_VIDEOS });
  const videoJobs = new Map<string, Promise<void>>();

  return {
    async variant(requested, request) {
      // A PDF's variants are made from its cover, rendered when the PDF came in (server/modules/media/pdfCover.ts):
      // never from the PDF itself, so no visitor's request makes pdf.js parse one.
      const source = isPdf(requested.absolute)
        ? { relative: `${requested.relative}#cover`, absolute: coverPathOf(requested.absolute) }
        : requested;
      const stat = await fs.promises.stat(source.absolute).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && source !== requested) {
          throw new MediaError(404, 'This PDF has no cover yet.');
        }
        throw error;
      });
      // The source's mtime and size are in the key: replacing a file yields new variants.
      const key = crypto
        .createHash('sha256')
        .update(JSON.stringify([source.relative, stat.mtimeMs, stat.size, request.width, VARIANT_FORMAT]))
        .digest('hex');
      const relative = path.join(key.slice(0, 2), `${key.slice(2, 40)}.${VARIANT_FORMAT}`);
      const target = path.join(cacheDir, relative);

      const existing = await fs.promises.stat(target).catch(() => null);
      if (existing) {
        cache.used(relative, existing.size);
        return { relative, contentType: VARIANT_CONTENT_TYPE, created: false };
      }
      let job = pending.get(key);
      const created = !job;
      if (!job) {
        job = queue
          .run(() => encoder.encode({ source: source.absolute, target, width: request.width, quality: WEBP_QUALITY }))
          .finally(() => pending.delete(key));
        pending.set(key, job);
      }
      let size: number;
      try {
        size = await job;
      } catch (error) {
        if (error instanceof QueueFullError) {
          throw new MediaError(503, 'Too many images are being prepared at the moment. Please try again shortly.');
        }
        throw error;
      }
      if (created) cache.used(relative, size);
      return { relative, contentType: VARIANT_CONTENT_TYPE, created };
    },
    async phoneVideo(source) {
      const stat = await fs.promises.stat(source.absolute);
      const key = crypto
        .createHash('sha256')
        .update(JSON.stringify([source.relative, stat.mtimeMs, stat.size, PHONE_VIDEO_WIDTH, 'mp4']))
        .digest('hex');
      const relative = path.join(key.slice(0, 2), `${key.slice(2, 40)}.mp4`);
      const target = path.join(cacheDir, relative);
      const existing = await fs.promises.stat(target).catch(() => null);
      if (existing) {
        cache.used(relative, existing.size);
        return { relative, contentType: 'video/mp4', created: false };
      }
      const ffmpeg = options.ffmpeg;
      if (ffmpeg && !videoJobs.has(key)) {
        const job = videoQueue
          .run(async () => {
            await fs.promises.mkdir(path.dirname(target), { recursive: true });
            cache.used(relative, await encodePhoneVideo(ffmpeg, source.absolute, target));
          })
          // A full queue or a video ffmpeg cannot read: the stored file is sent, and a later visit tries again.
          .catch(() => undefined)
          .finally(() => videoJobs.delete(key));
        videoJobs.set(key, job);
      }
      return null;
    },
    async phoneVideosSettled() {
      while (videoJobs.size > 0) await Promise.all(videoJobs.values());
    },
    evictionsSettled: () => cache.evictionsSettled(),
    lost(variant) {
      cache.forget(variant.relative);
    },
    stats: () => ({ ...queue.stats(), ...cache.stats(), encoderPid: encoder.pid() }),
    close: () => encoder.close(),
  };
}
