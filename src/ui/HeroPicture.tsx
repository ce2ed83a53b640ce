// The picture that opens a page beside its title: the first view's largest image, so it loads first
// (eagerly, with high priority), in its frame `{block}__media`. Nothing is drawn without one.
import { MediaFrame } from './MediaFrame';
import type { DecorativePicture } from './Picture';

export interface HeroPictureProps {
  /** The page's opening block, which the frame's and the image's classes follow. */
  block: string;
  image: Omit<DecorativePicture, 'priority'>;
}

export function HeroPicture({ block, image }: HeroPictureProps) {
  if (!image.path) return null;
  return (
    <MediaFrame
      className={`${block}__media page-hero__media`}
      imageClassName={`${block}__image fill-image`}
      image={{ ...image, priority: true }}
    />
  );
}
