// Sends one file to the media library (a new upload, or a new file for an item) with XMLHttpRequest,
// the one browser API that reports how much of a request body has gone: fetch cannot yet.
import { adminApiPaths, CSRF_HEADER, type MediaItem, type MediaLimits } from './adminContract';
import { config } from '../config';

export type SendResult = { ok: true; item: MediaItem } | { ok: false; status: number; reason: string };

export interface SendRequest {
  file: File;
  /** The item whose file this replaces; a new upload without one. */
  replaces?: number;
  csrfToken: string;
  /** From 0 to 1, as the body goes out. */
  onProgress: (fraction: number) => void;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Why the server would refuse the file for its size, before a byte is sent; null when it may be
 * sent. Only a size: the type is the server's to decide from the bytes. A file the browser takes for
 * a video (or cannot tell) may be as large as a video.
 */
export function sizeProblem(file: File, limits: MediaLimits | undefined): string | null {
  if (!limits) return null;
  const video = file.type === '' || file.type.startsWith('video/');
  const max = video ? Math.max(limits.maxBytes, limits.maxVideoBytes) : limits.maxBytes;
  if (file.size <= max) return null;
  return video
    ? `It is ${megabytes(file.size)}: videos can be at most ${megabytes(limits.maxVideoBytes)}.`
    : `It is ${megabytes(file.size)}: photos and PDFs can be at most ${megabytes(limits.maxBytes)}.`;
}

/** The server's sentence, or one for a status that came without one. */
function reasonOf(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message !== '') return message;
  if (status === 0)
    return 'The connection was lost before the server answered. Check the file is within the limits, then try again.';
  if (status === 401) return 'You were signed out. Sign in again, then upload it again.';
  if (status === 413) return 'It is larger than the library takes.';
  if (status === 415) return 'The library does not take this kind of file.';
  return 'The server could not take it. Please try again.';
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function sendMediaFile({ file, replaces, csrfToken, onProgress }: SendRequest): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const path = replaces === undefined ? adminApiPaths.media : adminApiPaths.mediaFile(replaces);
    xhr.open(replaces === undefined ? 'POST' : 'PUT', `${config.apiBase}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const data = (body as { data?: MediaItem | MediaItem[] } | null)?.data;
        const item = Array.isArray(data) ? data[0] : data;
        if (item) {
          onProgress(1);
          resolve({ ok: true, item });
          return;
        }
      }
      resolve({ ok: false, status: xhr.status, reason: reasonOf(xhr.status, body) });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, reason: reasonOf(0, null) });
    xhr.onabort = xhr.onerror;
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    } catch {
      resolve({ ok: false, status: 0, reason: 'The browser could not read the file. Choose it again.' });
    }
  });
}
