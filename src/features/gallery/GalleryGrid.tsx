// The gallery's photos, page by page: the next page loads once the visitor has scrolled past
// 80% of the page (or when the photos do not yet fill the screen), never twice, never past the last.
// Without the app, a "More photos" link asks the server for the photos up to the next page, and
// each photo is a link to the picture itself; with it, the same links load more and open the slideshow.
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useGetGalleryItemsInfiniteQuery } from '../../api/contentApi';
import type { GalleryItem } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
  imageViewerClosed,
  imageViewerMoved,
  imageViewerOpened,
  selectViewerIndex,
} from '../../state/imageViewerSlice';
import { GALLERY_MAX_DRAWN_PAGES, galleryQuery, paths } from '../../paths';
import { answeredInPage } from '../../ui/inPageLink';
import { Lightbox, type LightboxImage } from '../../ui/Lightbox';
import { Picture, fullSizeUrl } from '../../ui/Picture';
import { altText, useMediaDetailsLookup } from '../../ui/mediaDetails';
import { throttle } from './throttle';
import './GalleryGrid.css';

/** Share of the page height the visitor scrolls past before the next page loads (spec §9). */
export const LOAD_MORE_AT = 0.8;
/** Scroll handling runs at most this often (spec §9). */
export const SCROLL_THROTTLE_MS = 150;
/** In the slideshow, this close to the last loaded photo the next page is fetched ahead. */
const SLIDESHOW_PREFETCH = 2;
/** Two columns of the container on phones, three on wide screens. */
const GRID_SIZES = '(min-width: 64em) 31vw, calc(50vw - 1.75rem)';
/** The photos in the first view on a phone, under the banner: fetched first. (On wide screens the banner fills it.) */
const FIRST_ROW_ON_PHONES = 2;

interface Photo {
  key: string;
  image: string;
  alt: string;
  label: string;
}

/** Each photo's place on the page: "More photos" leads to the first one of the next page. */
const photoAnchor = (index: number) => `photo-${index + 1}`;

function scrolledPastThreshold(): boolean {
  const height = document.documentElement.scrollHeight;
  if (height <= 0) return true;
  return (window.scrollY + window.innerHeight) / height >= LOAD_MORE_AT;
}

export interface GalleryGridProps {
  title?: string;
  /** Shown when the gallery has no photos at all; nothing is shown without it. */
  emptyMessage?: string;
}

export function GalleryGrid({ title, emptyMessage }: GalleryGridProps) {
  const dispatch = useAppDispatch();
  const slideshowIndex = useAppSelector((state) => selectViewerIndex(state, 'slideshow'));
  const { data, hasNextPage, isFetching, isFetchingNextPage, isError, isLoading, fetchNextPage, refetch } =
    useGetGalleryItemsInfiniteQuery();

  const detailsOf = useMediaDetailsLookup();
  const photos = useMemo<Photo[]>(() => {
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((page, pageIndex) =>
        (page.data ?? []).flatMap((item: GalleryItem | null, i) => {
          if (!item?.image) return [];
          const key = item.id != null ? `id-${item.id}` : `p${pageIndex}-${i}`;
          if (seen.has(key)) return [];
          seen.add(key);
          const alt = altText(item.alt?.trim() ?? '', detailsOf(item.image));
          return [{ key, image: item.image, alt, label: '' }];
        }),
      )
      .map((photo, index) => ({ ...photo, label: photo.alt || `Photo ${index + 1}` }));
  }, [data, detailsOf]);

  const pageCount = data?.pages.length ?? 0;
  // The page count a next-page request was made at: one request per page, however often we check.
  const requestedAt = useRef<number | null>(null);

  const loadMore = useEffectEvent(() => {
    if (!hasNextPage || isFetching || isError || pageCount === 0) return;
    if (requestedAt.current === pageCount) return;
    requestedAt.current = pageCount;
    void fetchNextPage();
  });

  const checkScroll = useEffectEvent(() => {
    if (scrolledPastThreshold()) loadMore();
  });

  useEffect(() => {
    const onScroll = throttle(() => checkScroll(), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll.call, { passive: true });
    window.addEventListener('resize', onScroll.call, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll.call);
      window.removeEventListener('resize', onScroll.call);
    };
  }, []);

  // After each page lands (once the browser has laid it out), a grid that still ends above the
  // threshold asks for the next one.
  useEffect(() => {
    if (isFetching || pageCount === 0) return;
    const frame = requestAnimationFrame(() => checkScroll());
    return () => cancelAnimationFrame(frame);
  }, [pageCount, isFetching]);

  // Walking through the slideshow towards the last loaded photo loads the next page in time.
  useEffect(() => {
    if (slideshowIndex !== null && slideshowIndex >= photos.length - SLIDESHOW_PREFETCH) loadMore();
  }, [slideshowIndex, photos.length]);

  // Leaving the page closes the slideshow (and releases the scroll lock that comes with it).
  useEffect(
    () => () => {
      dispatch(imageViewerClosed('slideshow'));
    },
    [dispatch],
  );

  const loadNextPage = () => {
    if (requestedAt.current === pageCount) return;
    requestedAt.current = pageCount;
    void fetchNextPage();
  };

  const retry = () => {
    requestedAt.current = null;
    if (pageCount === 0) void refetch();
    else void fetchNextPage();
  };

  const slides = useMemo<LightboxImage[]>(
    () => photos.map((photo, i) => ({ path: photo.image, alt: photo.alt || `Gallery photo ${i + 1}` })),
    [photos],
  );

  if (isLoading) {
    return (
      <div className="gallery-grid gallery-grid--skeleton" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="gallery-grid__tile gallery-grid__tile--skeleton hover-lift" />
        ))}
      </div>
    );
  }

  return (
    <>
      {photos.length > 0 && (
        <ul className="gallery-grid plain-list" aria-label={title || 'Gallery'}>
          {photos.map((photo, index) => (
            <li key={photo.key} id={photoAnchor(index)} className="gallery-grid__item">
              <a
                href={fullSizeUrl(photo.image)}
                className="gallery-grid__tile hover-lift"
                aria-label={`Open ${photo.label} in the slideshow`}
                aria-haspopup="dialog"
                onClick={answeredInPage(() => dispatch(imageViewerOpened({ viewer: 'slideshow', index })))}
              >
                <Picture
                  path={photo.image}
                  alt=""
                  width={800}
                  height={1000}
                  sizes={GRID_SIZES}
                  priority={index < FIRST_ROW_ON_PHONES}
                  className="gallery-grid__image fill-image"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      <div className="gallery-grid__footer">
        {isFetchingNextPage && (
          <p className="gallery-grid__status" role="status">
            <span className="gallery-grid__spinner spinner" aria-hidden="true" />
            Loading more photos…
          </p>
        )}
        {isError && (
          <div className="gallery-grid__error" role="alert">
            <p>{photos.length > 0 ? 'More photos could not be loaded.' : 'The photos could not be loaded.'}</p>
            <button type="button" className="button button--ghost" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        {/* Kept while the next page loads, so that focus on it is never lost. */}
        {hasNextPage && !isError && pageCount < GALLERY_MAX_DRAWN_PAGES && (
          <a
            className="button button--ghost gallery-grid__more"
            href={`${paths.gallery}?${galleryQuery.page}=${pageCount + 1}#${photoAnchor(photos.length)}`}
            onClick={(event) => answeredInPage(loadNextPage)(event)}
          >
            More photos
          </a>
        )}
        {!hasNextPage && !isError && !isFetching && (photos.length > 0 || emptyMessage) && (
          <p className="gallery-grid__end">
            <span aria-hidden="true" className="gallery-grid__end-mark" />
            {photos.length > 0 ? 'You have seen every photo' : emptyMessage}
          </p>
        )}
      </div>

      <Lightbox
        images={slides}
        index={slideshowIndex === null || slides.length === 0 ? null : Math.min(slideshowIndex, slides.length - 1)}
        onIndexChange={(i) => dispatch(imageViewerMoved({ viewer: 'slideshow', index: i }))}
        onClose={() => dispatch(imageViewerClosed('slideshow'))}
        label="Gallery slideshow"
      />
    </>
  );
}
