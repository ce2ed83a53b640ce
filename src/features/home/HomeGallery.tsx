import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GalleryItem } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { paths } from '../../paths';
import { CurlMark } from '../../ui/CurlMark';
import { Carousel, type SlidesPerView } from '../../ui/Carousel';
import {
  imageViewerClosed,
  imageViewerMoved,
  imageViewerOpened,
  selectViewerIndex,
} from '../../state/imageViewerSlice';
import { Lightbox } from '../../ui/Lightbox';
import { answeredInPage } from '../../ui/inPageLink';
import { altText, useMediaDetailsLookup } from '../../ui/mediaDetails';
import { fullSizeUrl, Picture } from '../../ui/Picture';
import { TitledSection } from '../../ui/TitledSection';
import { useWidthLayouts } from '../../ui/useMediaQuery';
import './HomeGallery.css';

/** Spec §9: the teaser shows at most five images, in five fixed slots on wide screens. */
export const HOME_GALLERY_SLOTS = 5;
const GALLERY_PER_VIEW: SlidesPerView = { 0: 1.2, 400: 1.5, 576: 2 };

export interface HomeGalleryProps {
  title: string | null | undefined;
  buttonLabel: string | null | undefined;
  items: GalleryItem[];
}

export function HomeGallery({ title, buttonLabel, items }: HomeGalleryProps) {
  const dispatch = useAppDispatch();
  const detailsOf = useMediaDetailsLookup();
  const lightboxIndex = useAppSelector((state) => selectViewerIndex(state, 'lightbox'));
  const layouts = useWidthLayouts();
  const heading = title?.trim();
  const label = buttonLabel?.trim();
  const shown = items.filter((item) => item.image).slice(0, HOME_GALLERY_SLOTS);

  // Leaving the page with the lightbox open must not leave the page locked.
  useEffect(() => () => void dispatch(imageViewerClosed('lightbox')), [dispatch]);

  if (shown.length === 0) return null;

  const altOf = (item: GalleryItem, index: number) =>
    altText(item.alt?.trim() ?? '', detailsOf(item.image)) || `Gallery image ${index + 1} of ${shown.length}`;
  // Each photo links to the picture itself, which the app opens in the lightbox instead.
  const tilesFor = (sizes: string): ReactNode[] =>
    shown.map((item, index) => (
      <a
        key={item.id ?? index}
        href={fullSizeUrl(item.image)}
        className="home-gallery__tile"
        aria-label={`Open ${altOf(item, index)}`}
        aria-haspopup="dialog"
        onClick={answeredInPage(() => dispatch(imageViewerOpened({ viewer: 'lightbox', index })))}
      >
        <Picture path={item.image} alt="" width={640} height={800} sizes={sizes} className="home-gallery__image" />
      </a>
    ));

  const wideTiles = tilesFor('(min-width: 75em) 28rem, 34vw');

  return (
    <TitledSection
      block="home-gallery"
      title={heading}
      outside={
        <Lightbox
          images={shown.map((item, index) => ({ path: item.image, alt: altOf(item, index) }))}
          index={lightboxIndex}
          onIndexChange={(index) => dispatch(imageViewerMoved({ viewer: 'lightbox', index }))}
          onClose={() => dispatch(imageViewerClosed('lightbox'))}
          label={heading || 'Gallery'}
        />
      }
    >
      {layouts.wide && (
        <ul className="home-gallery__slots wide-only">
          {Array.from({ length: HOME_GALLERY_SLOTS }, (_, slot) => (
            // An empty slot is decoration: lists announce only the photos there are.
            <li
              key={slot}
              className={`home-gallery__slot home-gallery__slot--${slot + 1}`}
              aria-hidden={wideTiles[slot] ? undefined : true}
            >
              {wideTiles[slot] ?? (
                <span className="home-gallery__empty" aria-hidden="true">
                  <CurlMark />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {layouts.narrow && (
        <Carousel label={heading || 'Gallery'} slidesPerView={GALLERY_PER_VIEW} className="narrow-only">
          {tilesFor('80vw')}
        </Carousel>
      )}
      {label && (
        <div className="home-gallery__cta">
          <Link to={paths.gallery} className="button button--ghost">
            {label}
          </Link>
        </div>
      )}
    </TitledSection>
  );
}
