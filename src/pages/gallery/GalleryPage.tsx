// /gallery: the banner, then every photo in an infinitely scrolling grid with a slideshow.
import { useGetGalleryItemsInfiniteQuery, useGetGalleryPageQuery } from '../../api/contentApi';
import { PageTitleFallback } from '../../layout/PageTitleFallback';
import { Seo } from '../../layout/Seo';
import { GalleryBanner } from './GalleryBanner';
import { GalleryGrid } from '../../features/gallery/GalleryGrid';
import './GalleryPage.css';

export function GalleryPage() {
  const { data, isLoading } = useGetGalleryPageQuery();
  // Ask for the first photos at once, beside the settings, though the grid shows them only after
  // the banner: a grid drawn first would be pushed down when the banner arrives.
  useGetGalleryItemsInfiniteQuery();
  const settings = data?.gallerySettings;
  const title = settings?.title?.trim();
  if (isLoading) return <Seo page="gallery" />;
  return (
    <div className="gallery-page">
      <Seo page="gallery" />
      {settings && !title && <PageTitleFallback page="gallery" />}
      {settings && <GalleryBanner settings={settings} />}
      <section className="gallery-page__photos section" aria-label={title || 'Gallery'}>
        <div className="container">
          {/* A gallery page with content but no photos yet says so; one with no content stays empty. */}
          <GalleryGrid
            title={title}
            emptyMessage={settings ? 'New photos are on their way: check back soon.' : undefined}
          />
        </div>
      </section>
    </div>
  );
}
