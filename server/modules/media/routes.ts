// /storage/*: stored media as uploaded, or a resized webp variant (a video's phone copy) when the query asks.
import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { sendFile } from '../../lib/http';
import {
  assertInsideRoot,
  createMediaPipeline,
  hasVariants,
  isVideo,
  MediaError,
  parseVariantQuery,
  parseVideoQuery,
  resolveMediaPath,
  type MediaPipeline,
} from './pipeline';

export interface StorageRoutesOptions {
  mediaDir: string;
  mediaCacheDir: string;
  /** The variant cache's size cap in bytes. */
  mediaCacheMaxBytes: number;
  /** How many variants are encoded at once (default: one per core but one). */
  encodeConcurrency?: number | undefined;
  /** How much lower than the server's the encoder's process runs (imageEncoder.ts; its default otherwise). */
  encoderNiceness?: number | undefined;
  /** The ffmpeg that makes videos' phone copies (null: phones get the stored file). */
  ffmpeg: string | null;
  /** Lets the caller read the pipeline's figures (the tests do). */
  onPipeline?: ((pipeline: MediaPipeline) => void) | undefined;
}

/** Browsers keep a variant a year: its URL names its source and params (see docs/content.md). */
const VARIANT_MAX_AGE = 31_536_000;
/** Originals (SVG, PDF, video) a day. */
const ORIGINAL_MAX_AGE = 86_400;

export const storageRoutes: FastifyPluginAsync<StorageRoutesOptions> = async (app, options) => {
  const { mediaDir, mediaCacheDir } = options;
  const pipeline = await createMediaPipeline(mediaCacheDir, {
    maxBytes: options.mediaCacheMaxBytes,
    concurrency: options.encodeConcurrency,
    niceness: options.encoderNiceness,
    ffmpeg: options.ffmpeg,
  });
  options.onPipeline?.(pipeline);
  app.addHook('onClose', async () => pipeline.close());

  app.get('/*', async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    const source = resolveMediaPath(mediaDir, requested);
    const stat = await fs.promises.stat(source.absolute).catch(() => null);
    if (!stat?.isFile()) throw new MediaError(404, 'Not found.');
    await assertInsideRoot(mediaDir, source.absolute);

    if (isVideo(source.relative) && parseVideoQuery(request.query as Record<string, unknown>)) {
      const copy = await pipeline.phoneVideo(source);
      // Not made yet: the page's next source, the stored file, plays instead; nothing keeps the answer.
      if (!copy) return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not made yet.' });
      return sendFile(request, reply.sharePublicly(VARIANT_MAX_AGE), mediaCacheDir, copy.relative);
    }
    // Parameters are checked even where they do not apply, so a typo shows up during development.
    const wanted = parseVariantQuery(request.query as Record<string, unknown>);
    if (wanted && hasVariants(source.relative)) {
      let variant;
      try {
        variant = await pipeline.variant(source, wanted);
      } catch (error) {
        if (error instanceof MediaError && error.statusCode === 503) {
          // Too much image work queued: the visitor's browser may ask again; pages are unaffected.
          return reply.code(503).header('retry-after', '5').send({
            message: error.message,
          });
        }
        throw error;
      }
      reply.header('x-media-cache', variant.created ? 'miss' : 'hit');
      try {
        // A year is right as long as replaced files get new names (as uploads do), and the ETag
        // still catches a source swapped under the same name.
        return await sendFile(request, reply.sharePublicly(VARIANT_MAX_AGE), mediaCacheDir, variant.relative);
      } catch (error) {
        // Evicted, or the cache folder emptied by hand, between finding the file and opening it: make it again.
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
        pipeline.lost(variant);
        variant = await pipeline.variant(source, wanted);
        reply.header('x-media-cache', 'miss');
        return sendFile(request, reply, mediaCacheDir, variant.relative);
      }
    }
    // SVG, PDF and video go out as they are (with byte ranges for the video).
    return sendFile(request, reply.sharePublicly(ORIGINAL_MAX_AGE), mediaDir, source.relative);
  });
};
