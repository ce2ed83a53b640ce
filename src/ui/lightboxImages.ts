// What the lightbox shows, and how it steps through it: shared by the dialog and its viewer.

export interface LightboxImage {
  /** A ready URL (used when there is no stored path). */
  src?: string;
  /** A stored media path: served through the media server's resized variants. */
  path?: string | null;
  alt: string;
  width?: number;
  height?: number;
}

export interface LightboxProps {
  images: LightboxImage[];
  /** The image shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The dialog's accessible name. */
  label?: string;
}

/** The index of `i` in a list of `length` that wraps around at both ends. */
export const wrap = (i: number, length: number) => ((i % length) + length) % length;
