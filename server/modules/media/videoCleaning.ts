// Videos are stored re-muxed by ffmpeg without any of their metadata: a phone's video carries where it
// was filmed (the ©xyz atom, com.apple.quicktime.location.ISO6709), the phone's make and model, the
// software, dates, chapters and timed metadata tracks, and any text an uploader put in its tags. The
// streams themselves are copied as they are (no re-encoding, so it takes a second or two), only the
// video and audio tracks are kept, and an MP4 gets its index at the front (faststart) so it starts
// playing before it has all arrived. ffmpeg runs with no shell, its arguments as an array, on the
// upload's temporary file, and is killed when it takes too long.
import fs from 'node:fs';
import { ffmpegInput, runFfmpeg } from './ffmpeg';
import { MediaError } from './pipeline';
import type { MediaType } from './kinds';

/** A re-mux past this is given up: copying streams takes seconds even for the largest video allowed. */
export const VIDEO_CLEAN_TIMEOUT_MS = 120_000;

/** The sentence a video upload gets while the server has no ffmpeg. */
export const NO_FFMPEG =
  'Videos cannot be uploaded at the moment: the server has no ffmpeg to clean them of the place they were filmed and the camera’s details. The site’s administrator can install it (apt-get install ffmpeg) and restart the server.';

/** ffmpeg's arguments: every kind of metadata left behind, the video and audio streams copied. */
export function remuxArguments(source: string, target: string, type: MediaType): string[] {
  const mp4 = type.mime === 'video/mp4';
  return [
    ...ffmpegInput(source),
    // The video (not cover pictures) and the audio: no data, subtitle or timed metadata tracks.
    '-map',
    '0:V',
    '-map',
    '0:a?',
    '-c',
    'copy',
    // No global, stream or chapter metadata, and no chapters.
    '-map_metadata',
    '-1',
    '-map_metadata:s:v',
    '-1',
    '-map_metadata:s:a',
    '-1',
    '-map_chapters',
    '-1',
    // Nor the muxer's own name and version.
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    ...(mp4 ? ['-movflags', '+faststart', '-f', 'mp4'] : ['-f', 'webm']),
    '-y',
    target,
  ];
}

/** Runs ffmpeg on `source` into `target`; a video it cannot read is refused (422) with its name. */
export async function cleanVideo(
  ffmpeg: string | null,
  source: string,
  target: string,
  type: MediaType,
  fileName: string,
): Promise<void> {
  if (!ffmpeg) throw new MediaError(503, NO_FFMPEG);
  const outcome = await runFfmpeg(ffmpeg, remuxArguments(source, target, type), VIDEO_CLEAN_TIMEOUT_MS).catch(
    (error: unknown) => {
      throw new MediaError(503, `${NO_FFMPEG} (${error instanceof Error ? error.message : String(error)})`);
    },
  );
  if (outcome.code === 0) return;
  await fs.promises.rm(target, { force: true });
  if (outcome.signal === 'SIGKILL') {
    throw new MediaError(
      422,
      `“${fileName}” took too long to prepare (more than ${VIDEO_CLEAN_TIMEOUT_MS / 1000} s). Export it again as MP4 (H.264) and upload that.`,
    );
  }
  throw Object.assign(
    new MediaError(
      422,
      `“${fileName}” could not be read as a video: the file may be damaged. Export it again as MP4 (H.264) and upload that.`,
    ),
    { detail: outcome.stderr.trim() },
  );
}
