// How the library shows a file's size, kind and picture.
import type { MediaItem } from '../api/adminContract';
import { VARIANT_FORMAT } from '../api/contract';
import { mediaUrl } from '../api/media';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}

/** The file types the library takes, by kind: what a file input offers. */
export const ACCEPTED_TYPES = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  video: 'video/mp4,video/webm',
  pdf: 'application/pdf',
} as const;

const KIND_LABELS = { image: 'Photo', video: 'Video', pdf: 'PDF' } as const;

/** "Photo · JPEG · 1200 × 800" */
export function describeType(item: MediaItem): string {
  const format = item.mime.split('/')[1]?.toUpperCase() ?? item.mime;
  const size = item.width && item.height ? ` · ${item.width} × ${item.height}` : '';
  const pages = item.pages ? ` · ${item.pages} ${item.pages === 1 ? 'page' : 'pages'}` : '';
  return `${KIND_LABELS[item.kind]} · ${format}${size}${pages}`;
}

export const isVector = (item: MediaItem) => item.mime === 'image/svg+xml';

/** A picture's resized variant at `width`, fetched again once the file is replaced. */
export function pictureUrl(item: MediaItem, width: number): string | undefined {
  const url = mediaUrl(item.path);
  // SVGs (the site's own icons) scale by themselves.
  if (!url || item.kind !== 'image' || isVector(item)) return url && `${url}?v=${item.revision}`;
  return `${url}?w=${width}&fm=${VARIANT_FORMAT}&v=${item.revision}`;
}

/** The name shown for an item: the one it was uploaded with, else its stored file's. */
export function itemName(item: MediaItem): string {
  return item.original_name || item.path.split('/').pop() || item.path;
}
