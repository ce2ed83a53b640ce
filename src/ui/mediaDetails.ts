// The content server's details of stored pictures (alt text, decorative, focal point, version), as
// the app hands them down: a picture reads its own by its stored path. Without them (another backend,
// a test) every picture is centred and keeps the alt text its page gives it.
import { createContext, useCallback, useContext } from 'react';
import type { CSSProperties } from 'react';
import { mediaUrl } from '../api/media';
import type { MediaDetails } from '../api/types';

export type MediaDetailsLookup = ReadonlyMap<string, MediaDetails>;

export const MediaDetailsContext = createContext<MediaDetailsLookup>(new Map());

/** The details of every picture, for a list of them. */
export function useMediaDetailsLookup(): (path: string | null | undefined) => MediaDetails | undefined {
  const details = useContext(MediaDetailsContext);
  return useCallback((path) => (typeof path === 'string' ? details.get(path.trim()) : undefined), [details]);
}

export function useMediaDetails(path: string | null | undefined): MediaDetails | undefined {
  return useMediaDetailsLookup()(path);
}

const fraction = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : undefined;

/** The CSS object-position that keeps the picture's subject in view when it is cropped; none when unknown. */
export function focalPosition(details: MediaDetails | undefined): string | undefined {
  const x = fraction(details?.focal?.x);
  const y = fraction(details?.focal?.y);
  if (x === undefined || y === undefined) return undefined;
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return `${percent(x)} ${percent(y)}`;
}

/**
 * The alt text to show: the page's own (from content) first; else none for a decorative picture,
 * else the library's.
 */
export function altText(given: string, details: MediaDetails | undefined): string {
  if (given !== '') return given;
  if (details?.decorative) return '';
  return typeof details?.alt === 'string' ? details.alt : '';
}

/** The URL with the file's version, so a picture replaced under the same path is fetched again. */
export function withVersion(url: string, details: MediaDetails | undefined): string {
  const version = details?.version;
  if ((typeof version !== 'number' && typeof version !== 'string') || version === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(String(version))}`;
}

/**
 * A stored picture as the page shows it: its address (with its version), its alt text and its style
 * (positioned on its focal point); undefined when the content names no picture.
 */
export function useShownPicture(
  path: string | null | undefined,
  alt: string,
  style: CSSProperties | undefined,
): { src: string; alt: string; style: CSSProperties | undefined } | undefined {
  const details = useMediaDetails(path);
  const url = mediaUrl(path);
  if (!url) return undefined;
  const objectPosition = focalPosition(details);
  return {
    src: withVersion(url, details),
    alt: altText(alt, details),
    style: objectPosition ? { ...style, objectPosition } : style,
  };
}
