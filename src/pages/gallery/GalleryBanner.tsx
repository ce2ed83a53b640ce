// The gallery's opening: its title between two arch-framed images.
import type { GallerySettings } from '../../api/types';
import { Picture } from '../../ui/Picture';
import './GalleryBanner.css';

export function GalleryBanner({ settings }: { settings: GallerySettings }) {
  const title = settings.title?.trim();
  if (!title && !settings.first_image && !settings.second_image) return null;
  return (
    <section className="gallery-banner">
      <div className="container gallery-banner__inner">
        {settings.first_image && (
          <div className="gallery-banner__media gallery-banner__media--first">
            <Picture
              path={settings.first_image}
              alt=""
              width={800}
              height={1000}
              sizes="(min-width: 64em) 26vw, 45vw"
              priority
              className="gallery-banner__image"
            />
          </div>
        )}
        {title && <h1 className="gallery-banner__title">{title}</h1>}
        {settings.second_image && (
          <div className="gallery-banner__media gallery-banner__media--second">
            <Picture
              path={settings.second_image}
              alt=""
              width={800}
              height={1000}
              sizes="(min-width: 64em) 26vw, 45vw"
              className="gallery-banner__image"
            />
          </div>
        )}
      </div>
    </section>
  );
}
