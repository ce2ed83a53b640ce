import { config } from '../config';

/** The URL of a stored media file, or undefined when the content has none. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path || typeof path !== 'string') return undefined;
  const trimmed = path.trim();
  if (trimmed === '') return undefined;
  // Content may already hold a full URL (e.g. a CDN); keep it as it is.
  if (/^(https?:)?\/\//i.test(trimmed)) return trimmed;
  // Any other scheme (data:, javascript:…) names no file of ours: nothing is shown for it.
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed)) return undefined;
  return `${config.storageBase}/${trimmed.replace(/^\/+/, '')}`;
}
