// A picture in its frame: the box that gives it its shape (an arch, a blob) and holds what sits on it.
import type { ReactNode } from 'react';
import { Picture, type DecorativePicture } from './Picture';

export interface MediaFrameProps {
  image: DecorativePicture;
  className: string;
  imageClassName?: string;
  /** A span where the frame sits in phrasing content (inside a link). */
  as?: 'div' | 'span';
  children?: ReactNode;
}

export function MediaFrame({ image, className, imageClassName, as: Frame = 'div', children }: MediaFrameProps) {
  return (
    <Frame className={className}>
      <Picture {...image} alt="" className={imageClassName} />
      {children}
    </Frame>
  );
}
