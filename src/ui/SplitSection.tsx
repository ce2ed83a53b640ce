// The site's recurring page block: a titled text beside its media (a photo, a two-photo collage, a
// video), as a page's opening or one of its sections. Its parts take their classes from the block's
// name (`${block}__inner`, `__text`, `__title`, `__description`, `__image`), so each page keeps its styles;
// the description is the block's lead (the shared `lead` class).
import { Children, type ReactNode } from 'react';
import { MediaCollage } from './MediaCollage';
import { MediaFrame } from './MediaFrame';
import type { DecorativePicture } from './Picture';
import { RichText } from './RichText';
import './SplitSection.css';

export interface SplitSectionProps {
  block: string;

  // How the block is laid out.
  /** The page's opening block: its title is the page's h1, and it keeps its own spacing rather than
   * the sections' rhythm (the shared `section` class). */
  hero?: boolean;
  /** The media come before the text, in reading order and on wide screens. */
  mediaFirst?: boolean;
  /** The text column a little wider than the media's on wide screens (SplitSection.css). */
  wideText?: boolean;
  /** The page lays the block out itself, instead of the shared columns of SplitSection.css. */
  ownLayout?: boolean;
  descriptionClassName?: string;

  // What it shows.
  title?: string | null;
  /** HTML from content, shown under the title. */
  description?: string | null;
  /** One photo, framed in `${block}__image`. */
  image?: DecorativePicture;
  /** The photo is a portrait, centred in its column (SplitSection.css). */
  portrait?: boolean;
  /** Two photos in curl masks (see MediaCollage). */
  collage?: [DecorativePicture, DecorativePicture];
  /** Any other media. */
  media?: ReactNode;
  /** More content after the description in the text column, such as lists. */
  children?: ReactNode;
  /** A link or button that closes the text column; alone, it is no reason to show the block. */
  action?: ReactNode;
}

/** Whether a node draws anything (false, null and undefined, alone or in a list, do not). */
const shows = (node: ReactNode) => Children.toArray(node).length > 0;

export function SplitSection({
  block,
  hero = false,
  mediaFirst = false,
  wideText = false,
  ownLayout = false,
  descriptionClassName = `${block}__description`,
  title,
  description,
  image,
  portrait = false,
  collage,
  media,
  children,
  action,
}: SplitSectionProps) {
  const heading = title?.trim();
  const hasCollage = collage?.some((picture) => picture.path);
  // A block without anything to show takes no room on the page.
  const hasContent = heading || description?.trim() || image?.path || hasCollage || shows(media) || shows(children);
  if (!hasContent) return null;

  const Heading = hero ? 'h1' : 'h2';
  const titleId = `${block}-title`;
  const shownMedia = (
    <>
      {image?.path && (
        <MediaFrame
          className={[`${block}__image`, portrait && 'split-section__portrait'].filter(Boolean).join(' ')}
          image={image}
        />
      )}
      {collage && <MediaCollage block={block} images={collage} />}
      {media}
    </>
  );
  return (
    <section className={hero ? block : `${block} section`} aria-labelledby={heading ? titleId : undefined}>
      <div
        className={[
          'container',
          `${block}__inner`,
          !ownLayout && 'split-section__inner',
          wideText && 'split-section__inner--wide-text',
          mediaFirst && 'split-section__inner--media-first',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {mediaFirst && shownMedia}
        <div className={`${block}__text`}>
          {heading && (
            <Heading id={titleId} className={`${block}__title`}>
              {heading}
            </Heading>
          )}
          <RichText html={description} className={`${descriptionClassName} lead`} />
          {children}
          {action}
        </div>
        {!mediaFirst && shownMedia}
      </div>
    </section>
  );
}
