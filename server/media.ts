// Stored media: safe path resolution and on-demand image variants (?w=&fm=&q=) cached on disk.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The only widths we make, so a crawler cannot fill the disk with one variant per pixel. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 800, 960, 1200, 1600, 2000] as const;
export const VARIANT_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Sources sharp can resize; anything else (SVG, PDF, video) is served as it is. */
const RASTER_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

const DEFAULT_QUALITY: Record<VariantFormat, number> = { webp: 78, avif: 55, jpeg: 80, png: 90 };

export const CONTENT_TYPES: Record<VariantFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

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
  width?: number | undefined;
  format?: VariantFormat | undefined;
  quality?: number | undefined;
}

/** Reads w, fm and q; undefined means "no variant wanted". Other query keys (cache busters) are ignored. */
export function parseVariantQuery(query: Record<string, unknown>): VariantRequest | undefined {
  const { w, fm, q } = query;
  if (w === undefined && fm === undefined && q === undefined) return undefined;
  const request: VariantRequest = {};
  if (w !== undefined) {
    const width = typeof w === 'string' && /^\d+$/.test(w) ? Number(w) : NaN;
    if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) {
      throw new MediaError(400, `w must be one of ${VARIANT_WIDTHS.join(', ')}.`);
    }
    request.width = width;
  }
  if (fm !== undefined) {
    const format = typeof fm === 'string' ? (fm === 'jpg' ? 'jpeg' : fm) : '';
    if (!(VARIANT_FORMATS as readonly string[]).includes(format)) {
      throw new MediaError(400, `fm must be one of ${VARIANT_FORMATS.join(', ')}.`);
    }
    request.format = format as VariantFormat;
  }
  if (q !== undefined) {
    const quality = typeof q === 'string' && /^\d+$/.test(q) ? Number(q) : NaN;
    if (!(quality >= 1 && quality <= 100)) throw new MediaError(400, 'q must be a whole number from 1 to 100.');
    request.quality = quality;
  }
  return request;
}

export function isRaster(file: string): boolean {
  return RASTER_EXTENSIONS.has(path.extname(file).toLowerCase());
}

function sourceFormat(file: string): VariantFormat {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.png') return 'png';
  if (ext === '.webp') return 'webp';
  if (ext === '.avif') return 'avif';
  return 'jpeg';
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
}

export function createMediaPipeline(cacheDir: string): MediaPipeline {
  /** Concurrent requests for the same variant wait for one encode instead of starting several. */
  const pending = new Map<string, Promise<boolean>>();

  async function encode(
    sourceFile: string,
    target: string,
    format: VariantFormat,
    width: number | undefined,
    quality: number,
  ) {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    let pipeline = sharp(sourceFile, { failOn: 'error' }).rotate();
    if (width !== undefined) pipeline = pipeline.resize({ width, withoutEnlargement: true });
    switch (format) {
      case 'webp':
        pipeline = pipeline.webp({ quality, effort: 4 });
        break;
      case 'avif':
        pipeline = pipeline.avif({ quality, effort: 3 });
        break;
      case 'jpeg':
        pipeline = pipeline.jpeg({ quality, mozjpeg: true, progressive: true });
        break;
      case 'png':
        pipeline = pipeline.png({ compressionLevel: 9, palette: quality < 100 });
        break;
    }
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      await pipeline.toFile(temporary);
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async variant(source, request) {
      const stat = await fs.promises.stat(source.absolute);
      const format = request.format ?? sourceFormat(source.relative);
      const quality = request.quality ?? DEFAULT_QUALITY[format];
      // The source's mtime and size are in the key: replacing a file yields new variants.
      const key = crypto
        .createHash('sha256')
        .update(JSON.stringify([source.relative, stat.mtimeMs, stat.size, request.width ?? 0, format, quality]))
        .digest('hex');
      const relative = path.join(key.slice(0, 2), `${key.slice(2, 40)}.${format === 'jpeg' ? 'jpg' : format}`);
      const target = path.join(cacheDir, relative);

      let created = false;
      const exists = await fs.promises
        .access(target)
        .then(() => true)
        .catch(() => false);
      if (!exists) {
        let job = pending.get(key);
        if (!job) {
          job = encode(source.absolute, target, format, request.width, quality)
            .then(() => true)
            .finally(() => pending.delete(key));
          pending.set(key, job);
          created = await job;
        } else {
          await job;
        }
      }
      return { relative, contentType: CONTENT_TYPES[format], created };
    },
  };
}
