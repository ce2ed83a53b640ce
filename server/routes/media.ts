// /storage/*: stored media as uploaded, or a resized / re-encoded variant when the query asks.
import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { sendFile } from '../http';
import {
  assertInsideRoot,
  createMediaPipeline,
  isRaster,
  MediaError,
  parseVariantQuery,
  resolveMediaPath,
} from '../media';

export interface MediaRoutesOptions {
  mediaDir: string;
  mediaCacheDir: string;
}

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { mediaDir, mediaCacheDir }) => {
  const pipeline = createMediaPipeline(mediaCacheDir);

  app.get('/*', async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    const source = resolveMediaPath(mediaDir, requested);
    const stat = await fs.promises.stat(source.absolute).catch(() => null);
    if (!stat?.isFile()) throw new MediaError(404, 'Not found.');
    await assertInsideRoot(mediaDir, source.absolute);

    // Parameters are checked even where they do not apply, so a typo shows up during development.
    const wanted = parseVariantQuery(request.query as Record<string, unknown>);
    if (wanted && isRaster(source.relative)) {
      const variant = await pipeline.variant(source, wanted);
      reply.header('x-media-cache', variant.created ? 'miss' : 'hit');
      // A variant's URL names its source and params: a year is right as long as replaced files get
      // new names (as uploads do), and the ETag still catches a source swapped under the same name.
      return sendFile(request, reply, mediaCacheDir, variant.relative, { cacheControl: 'public, max-age=31536000' });
    }
    // SVG, PDF and video go out as they are (with byte ranges for the video).
    return sendFile(request, reply, mediaDir, source.relative, { cacheControl: 'public, max-age=86400' });
  });
};
