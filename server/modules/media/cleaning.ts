// Makes an accepted upload safe to publish: photos re-encoded upright with no metadata (a phone's GPS
// position, its model), PDFs rebuilt from their pages without document metadata or scripts
// (server/modules/media/pdfCleaning.ts, in a process of its own), videos re-muxed without any
// metadata (server/modules/media/videoCleaning.ts).
import fs from 'node:fs';
import sharp, { type Metadata } from 'sharp';
import { MediaError } from './pipeline';
import type { MediaType } from './kinds';
import type { CoverMaker } from './pdfCovers';
import { cleanVideo } from './videoCleaning';

/**
 * Past this many pixels an image is refused before it is decoded: a few hundred bytes of PNG can
 * claim 50,000 × 50,000 pixels, 7.5 GB once decoded. 100 megapixels is above any phone camera's.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Stored originals are at most this long on either side; the site shows none wider than 1600. */
export const MAX_IMAGE_EDGE = 4096;

export interface CleanedFile {
  width: number | null;
  height: number | null;
  pages: number | null;
}

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000).toLocaleString('en-US')} megapixels`;

/**
 * Re-encodes a photo in its own format: the orientation flag is applied to the pixels, colours are
 * converted to sRGB, and nothing else of the file is kept (EXIF, GPS, XMP, IPTC, ICC profiles).
 */
export async function cleanImage(
  source: string,
  target: string,
  type: MediaType,
  fileName: string,
): Promise<CleanedFile> {
  let header: Metadata;
  try {
    // Only the header is read here, so a huge claimed size costs nothing yet.
    header = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(422, `“${fileName}” could not be read as an image: the file may be damaged.`);
  }
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new MediaError(
      422,
      `“${fileName}” claims ${header.width.toLocaleString('en-US')} × ${header.height.toLocaleString('en-US')} pixels (${megapixels(pixels)}); the library takes images of up to ${megapixels(MAX_IMAGE_PIXELS)}.`,
    );
  }
  // The limit again while decoding, in case the header under-reported.
  let image = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  if (type.mime === 'image/jpeg') image = image.jpeg({ quality: 90 });
  else if (type.mime === 'image/png') image = image.png();
  else if (type.mime === 'image/webp') image = image.webp({ quality: 90 });
  else if (type.mime === 'image/avif') image = image.avif({ quality: 70 });
  else throw new MediaError(415, `“${fileName}” is not a photo the library can store.`);
  try {
    const info = await image.toFile(target);
    return { width: info.width, height: info.height, pages: null };
  } catch {
    await fs.promises.rm(target, { force: true });
    throw new MediaError(422, `“${fileName}” could not be read as an image: the file may be damaged.`);
  }
}

export interface CleaningTools {
  /** The ffmpeg that re-muxes videos (server/modules/media/videoCleaning.ts), or null when the server has none. */
  ffmpeg: string | null;
  /** What rebuilds PDFs, in a process of its own (server/modules/media/pdfCovers.ts). */
  pdfs: Pick<CoverMaker, 'clean'>;
}

export async function cleanUpload(
  source: string,
  target: string,
  type: MediaType,
  fileName: string,
  tools: CleaningTools,
): Promise<CleanedFile> {
  if (type.kind === 'image') return cleanImage(source, target, type, fileName);
  if (type.kind === 'pdf')
    return { width: null, height: null, pages: await tools.pdfs.clean(source, target, fileName) };
  await cleanVideo(tools.ffmpeg, source, target, type, fileName);
  return { width: null, height: null, pages: null };
}
