// A phone is sent a lighter copy of a video: at most PHONE_VIDEO_WIDTH pixels wide, H.264 at a
// quality that suits a small screen, with its index at the front. A full-width video on a phone
// plays at a few hundred CSS pixels; the stored file is sized for a wide screen and is three to four
// times heavier. The copy is made once per stored file, in the background, and kept in the variant
// cache; until it is there the site's page falls back to the stored file (src/pages/services).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PHONE_VIDEO_WIDTH } from '../../../src/api/contract';
import { ffmpegInput, runFfmpeg } from './ffmpeg';

/** A copy past this is given up (and asked for again by the next visitor). */
export const PHONE_VIDEO_TIMEOUT_MS = 300_000;

/** ffmpeg's arguments: the first video and audio tracks, re-encoded smaller, no metadata. */
export function phoneVideoArguments(source: string, target: string): string[] {
  return [
    ...ffmpegInput(source),
    '-map',
    '0:V:0',
    '-map',
    '0:a:0?',
    // Never wider than the source; an even height, as H.264's 4:2:0 needs.
    '-vf',
    `scale='min(${PHONE_VIDEO_WIDTH},iw)':-2`,
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    // One thread: the copy is made beside the pages the server answers, never instead of them.
    '-threads',
    '1',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-fflags',
    '+bitexact',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    target,
  ];
}

/**
 * Makes the phone copy of `source` at `target` (through a temporary file, so no one is ever sent half
 * of it) and gives its size; throws when ffmpeg fails.
 */
export async function encodePhoneVideo(ffmpeg: string, source: string, target: string): Promise<number> {
  const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    const outcome = await runFfmpeg(ffmpeg, phoneVideoArguments(source, temporary), PHONE_VIDEO_TIMEOUT_MS);
    if (outcome.code !== 0) {
      throw new Error(
        `ffmpeg could not make a phone copy of ${source}: ${outcome.signal ?? outcome.code} ${outcome.stderr.trim()}`,
      );
    }
    await fs.promises.rename(temporary, target);
    return (await fs.promises.stat(target)).size;
  } finally {
    await fs.promises.rm(temporary, { force: true });
  }
}
