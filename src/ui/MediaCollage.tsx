// Two photos overlapping in curl-shaped masks beside a section's text. The page's CSS gives each its
// mask through the block's classes: `${block}__images`, `${block}__image--one` and `--two`.
import { Picture, type DecorativePicture } from './Picture';

const PLACES = ['one', 'two'] as const;

export interface MediaCollageProps {
  block: string;
  images: [DecorativePicture, DecorativePicture];
}

export function MediaCollage({ block, images }: MediaCollageProps) {
  if (!images.some((image) => image.path)) return null;
  return (
    <div className={`${block}__images`}>
      {images.map((image, index) => (
        <Picture
          key={PLACES[index]}
          {...image}
          alt=""
          className={`${block}__image ${block}__image--${PLACES[index]}`}
        />
      ))}
    </div>
  );
}
