// Receives a multipart upload file by file into temporary files, deciding each file's type from its
// first bytes and refusing it (413, 415) the moment it breaks a limit, long before the rest arrives.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { ServerConfig } from '../../config';
import { MediaError } from './pipeline';
import type { ReceivedFile } from './library';
import { displayName } from './library';
import { detectMediaType, SNIFF_BYTES, type MediaType } from './kinds';

export interface MediaUploadLimits {
  /** Largest photo or PDF, in bytes. */
  maxBytes: number;
  /** Largest video, in bytes. */
  maxVideoBytes: number;
  /** Most files in one upload. */
  maxFiles: number;
}

/** The limits as the environment sets them (MEDIA_UPLOAD_MAX_MB, MEDIA_VIDEO_MAX_MB, MEDIA_UPLOAD_MAX_FILES). */
export function mediaUploadLimits(
  config: Pick<ServerConfig, 'MEDIA_UPLOAD_MAX_MB' | 'MEDIA_VIDEO_MAX_MB' | 'MEDIA_UPLOAD_MAX_FILES'>,
): MediaUploadLimits {
  return {
    maxBytes: config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024,
    maxVideoBytes: config.MEDIA_VIDEO_MAX_MB * 1024 * 1024,
    maxFiles: config.MEDIA_UPLOAD_MAX_FILES,
  };
}

/** The limits when the environment sets none (20 MB photos and PDFs, 200 MB videos, 10 files). */
export const DEFAULT_MEDIA_LIMITS: MediaUploadLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxVideoBytes: 200 * 1024 * 1024,
  maxFiles: 10,
};

/** Room for the multipart boundaries and headers around the files. */
const ENVELOPE_BYTES = 64 * 1024;

export const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/** The most a whole upload can weigh: a request announcing more is refused before any of it is read. */
export function maxRequestBytes(limits: MediaUploadLimits): number {
  return limits.maxFiles * Math.max(limits.maxBytes, limits.maxVideoBytes) + ENVELOPE_BYTES;
}

function limitFor(type: MediaType, limits: MediaUploadLimits): { bytes: number; what: string } {
  if (type.kind === 'video') return { bytes: limits.maxVideoBytes, what: 'videos' };
  return { bytes: limits.maxBytes, what: type.kind === 'image' ? 'photos' : 'PDFs' };
}

function tooLarge(name: string, limit: { bytes: number; what: string }): MediaError {
  return new MediaError(
    413,
    `“${name}” is larger than ${megabytes(limit.bytes)}, the most the library takes for ${limit.what}.`,
  );
}

/** Streams one file part into `target`, checking its type from its first bytes and its size as it grows. */
async function receiveFile(
  part: Extract<Multipart, { type: 'file' }>,
  target: string,
  limits: MediaUploadLimits,
): Promise<ReceivedFile> {
  const name = displayName(part.filename);
  const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
  const closed = once(out, 'close');
  let head = Buffer.alloc(0);
  let type: MediaType | undefined;
  // Until the type is known, the largest any file may be.
  let limit = { bytes: Math.max(limits.maxBytes, limits.maxVideoBytes), what: 'any file' };
  let received = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (!type) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) {
          type = await detectMediaType(head, name);
          limit = limitFor(type, limits);
        }
      }
      if (received > limit.bytes) throw tooLarge(name, limit);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (part.file.truncated) throw tooLarge(name, limit);
    if (received === 0) throw new MediaError(422, `“${name}” is empty.`);
    type ??= await detectMediaType(head, name);
    if (received > limitFor(type, limits).bytes) throw tooLarge(name, limitFor(type, limits));
    out.end();
    await closed;
    return { tempPath: target, originalName: name, type };
  } catch (error) {
    out.destroy();
    await closed.catch(() => undefined);
    throw error;
  }
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** Removes the temporary files: call it once the files are stored or refused. */
  discard(): Promise<void>;
}

/**
 * Reads every file of a multipart request into a temporary folder (text fields are ignored). The
 * first file over a limit or of a refused type ends the upload with an error that names it; the
 * temporary files are then already gone.
 */
export async function receiveUpload(
  request: FastifyRequest,
  limits: MediaUploadLimits,
  tempRoot = os.tmpdir(),
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new MediaError(415, 'Send the files as multipart/form-data.');
  }
  const folder = await fs.promises.mkdtemp(path.join(tempRoot, 'salon-upload-'));
  const discard = () => fs.promises.rm(folder, { recursive: true, force: true });
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (files.length >= limits.maxFiles) {
        throw new MediaError(
          413,
          `At most ${limits.maxFiles} files can be uploaded at once; “${displayName(part.filename)}” was one too many.`,
        );
      }
      files.push(await receiveFile(part, path.join(folder, crypto.randomBytes(8).toString('hex')), limits));
    }
  } catch (error) {
    await discard();
    throw error;
  }
  if (files.length === 0) {
    await discard();
    throw new MediaError(422, 'The upload holds no file.');
  }
  return { files, discard };
}
