// The gallery's opening: its title between two arch-framed images.
import type { GallerySettings } from '../../api/types';
import { MediaFrame } from '../../ui/MediaFrame';
import './GalleryBanner.css';

/** Both images take the same room, one on each side of the title (two columns of the container on phones). */
const BANNER_PICTURE = { width: 800, height: 1000, sizes: '(min-width: 64em) 26vw, calc(50vw - 1.75rem)' };

export function GalleryBanner({ settings }: { settings: GallerySettings }) {
  const title = settings.title?.trim();
  if (!title && !settings.first_image && !settings.second_image) return null;
  return (
    <section className="gallery-banner page-hero">
      <div className="container gallery-banner__inner title-between-photos">
        {settings.first_image && (
          <MediaFrame
            className="gallery-banner__media gallery-banner__media--first"
            imageClassName="gallery-banner__image fill-image"
            image={{ ...BANNER_PICTURE, path: settings.first_image, priority: true }}
          />
        )}
        {title && <h1 className="gallery-banner__title">{title}</h1>}
        {settings.second_image && (
          <MediaFrame
            className="gallery-banner__media gallery-banner__media--second"
            imageClassName="gallery-banner__image fill-image"
            image={{ ...BANNER_PICTURE, path: settings.second_image }}
          />
        )}
      </div>
    </section>
  );
}
