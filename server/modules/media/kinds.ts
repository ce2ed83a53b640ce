// What an uploaded file is, decided from its first bytes (never its name or the type the browser
// claims), and the sentence that refuses anything the library does not take.
import { fileTypeFromBuffer } from 'file-type/core';
import type { MediaKind } from '../../../src/api/adminContract';
import { MediaError } from './pipeline';

export type { MediaKind };

export interface MediaType {
  kind: MediaKind;
  mime: string;
  /** The extension the server gives the stored file. */
  ext: string;
}

/** How many leading bytes decide the type (file-type reads at most this many for the formats we take). */
export const SNIFF_BYTES = 4100;

const ACCEPTED: Record<string, MediaType> = {
  'image/jpeg': { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { kind: 'image', mime: 'image/png', ext: 'png' },
  'image/webp': { kind: 'image', mime: 'image/webp', ext: 'webp' },
  'image/avif': { kind: 'image', mime: 'image/avif', ext: 'avif' },
  'video/mp4': { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  'video/webm': { kind: 'video', mime: 'video/webm', ext: 'webm' },
  'application/pdf': { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' },
};

export const ACCEPTED_SENTENCE = 'The library takes photos (JPEG, PNG, WebP, AVIF), videos (MP4, WebM) and PDFs.';

/** Formats people do upload, with what to do instead. */
const ADVICE: Record<string, string> = {
  'image/heic':
    'HEIC photos do not show in every browser. Export the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.',
  'image/heif': 'HEIF photos do not show in every browser. Export the photo as JPEG and upload that.',
  'image/gif': 'GIF images are not taken: upload the picture as PNG or WebP, or a moving picture as an MP4 video.',
  'image/tiff': 'TIFF images are not taken: export the picture as JPEG or PNG and upload that.',
  'image/bmp': 'BMP images are not taken: export the picture as PNG or JPEG and upload that.',
  'video/quicktime':
    'QuickTime (.mov) videos do not play in every browser. Export the video as MP4 (H.264) and upload that.',
};

/** Text files that must never reach the site, named so the person uploading knows what happened. */
function describeText(head: Buffer): string | undefined {
  const text = head.toString('latin1', 0, Math.min(head.length, 1024)).trimStart().toLowerCase();
  if (/<svg[\s>]/.test(text)) {
    return 'SVG images are not taken: they can carry scripts that would run on the site. Upload the picture as PNG or WebP.';
  }
  if (text.includes('<?php')) return 'It is a PHP script, not a photo, video or PDF.';
  if (text.startsWith('#!')) return 'It is a script, not a photo, video or PDF.';
  if (/^(?:<!doctype html|<html|<head|<body|<script|<iframe)/.test(text) || /<script[\s>]/.test(text)) {
    return 'It is a web page (HTML), not a photo, video or PDF.';
  }
  return undefined;
}

/** The file's type from its first bytes (at least SNIFF_BYTES of them, or the whole file), or a 415 naming it. */
export async function detectMediaType(head: Buffer, fileName: string): Promise<MediaType> {
  const found = await fileTypeFromBuffer(head);
  const accepted = found && ACCEPTED[found.mime];
  if (accepted) return accepted;
  const why =
    (found && ADVICE[found.mime]) ??
    describeText(head) ??
    (found
      ? `It is a ${found.ext.toUpperCase()} file (${found.mime}).`
      : 'Its contents are not a format the library knows.');
  throw new MediaError(
    415,
    `“${fileName}” was not accepted. ${why} ${found && ADVICE[found.mime] ? '' : ACCEPTED_SENTENCE}`.trim(),
  );
}
