// A stored image with responsive WebP variants from the media server (?w=&fm=), explicit
// dimensions so nothing shifts, lazy unless it is the first view's largest image. Cropped, it keeps
// the focal point the salon chose in view.
import type { CSSProperties, ReactEventHandler, Ref } from 'react';
import { VARIANT_FORMAT, VARIANT_WIDTHS } from '../api/contract';
import { mediaUrl } from '../api/media';
import { useShownPicture } from './mediaDetails';

export interface PictureProps {
  path: string | null | undefined;
  /** The content's alt text; empty when it has none (the library's, if any, is then used). */
  alt: string;
  /** Intrinsic size (or just its ratio): reserves the space before the image arrives. */
  width: number;
  height: number;
  /** How wide the image is shown, as in the sizes attribute. */
  sizes?: string;
  /** The largest image of the first view: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLImageElement>;
  /** The image could not be loaded or decoded (the server has no such variant, say). */
  onError?: ReactEventHandler<HTMLImageElement>;
}

/** A picture that only decorates (its alt text is empty), as the page blocks show them. */
export type DecorativePicture = Omit<PictureProps, 'alt' | 'className' | 'style'>;

function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

const isResizable = (src: string) => !/\.svg($|\?)/i.test(src) && !/^(https?:)?\/\//i.test(src);

/** The address of a stored picture to look at on its own: its largest variant. */
export function fullSizeUrl(path: string | null | undefined): string | undefined {
  const src = mediaUrl(path);
  if (!src) return undefined;
  return isResizable(src) ? withQuery(src, `w=${VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]}&fm=${VARIANT_FORMAT}`) : src;
}

export function Picture({
  path,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className,
  style,
  ref,
  onError,
}: PictureProps) {
  const shown = useShownPicture(path, alt, style);
  if (!shown) return null;
  const { src } = shown;
  // SVGs scale by themselves; full URLs elsewhere cannot be resized by our server.
  const resizable = isResizable(src);
  const widths = VARIANT_WIDTHS.filter((w) => w <= Math.max(width, VARIANT_WIDTHS[0]));
  const srcSet = resizable
    ? widths.map((w) => `${withQuery(src, `w=${w}&fm=${VARIANT_FORMAT}`)} ${w}w`).join(', ')
    : undefined;
  return (
    <img
      src={resizable ? withQuery(src, `w=${widths[widths.length - 1] ?? width}&fm=${VARIANT_FORMAT}`) : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={shown.alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      style={shown.style}
      ref={ref}
      onError={onError}
    />
  );
}
