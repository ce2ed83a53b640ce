// /gallery: the banner, then every photo in an infinitely scrolling grid with a slideshow.
import { useGetGalleryPageQuery } from '../../api/contentApi';
import { Seo } from '../../layout/Seo';
import { GalleryBanner } from './GalleryBanner';
import { GalleryGrid } from './GalleryGrid';
import './GalleryPage.css';

export function GalleryPage() {
  const { data } = useGetGalleryPageQuery();
  const settings = data?.gallerySettings;
  const title = settings?.title?.trim();
  return (
    <div className="gallery-page">
      <Seo page="gallery" />
      {settings && <GalleryBanner settings={settings} />}
      <section className="gallery-page__photos section" aria-label={title || 'Gallery'}>
        <div className="container">
          <GalleryGrid title={title} />
        </div>
      </section>
    </div>
  );
}
