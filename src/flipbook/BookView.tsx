// The turning book itself (react-pageflip), for one layout: a new size or spread is a new book.
import { useEffect, useMemo, type RefObject } from 'react';
import type { BookLayout } from './bookLayout';
import { FlipbookPage } from './FlipbookPage';
import { drawOnlyChanges, PageFlipBook, retire, type BookHandle } from './pageFlipAdapter';

export interface BookViewProps {
  layout: BookLayout;
  pageCount: number;
  startPage: number;
  onFlip: (page: number) => void;
  bookRef: RefObject<BookHandle | null>;
}

export function BookView({ layout, pageCount, startPage, onFlip, bookRef }: BookViewProps) {
  const reducedMotion = useMemo(
    () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    [],
  );
  useEffect(() => {
    const handle = bookRef.current;
    return () => retire(handle?.pageFlip());
  }, [bookRef]);

  const pages = useMemo(
    () =>
      Array.from({ length: pageCount }, (_, i) => <FlipbookPage key={i} pageNumber={i + 1} pageCount={pageCount} />),
    [pageCount],
  );

  return (
    <PageFlipBook
      ref={bookRef}
      className="flipbook__book"
      style={{ width: layout.spread ? layout.pageWidth * 2 : layout.pageWidth, height: layout.pageHeight }}
      width={layout.pageWidth}
      height={layout.pageHeight}
      size="fixed"
      startPage={startPage}
      showCover
      usePortrait={!layout.spread}
      autoSize={false}
      drawShadow
      maxShadowOpacity={0.35}
      flippingTime={reducedMotion ? 1 : 800}
      showPageCorners={!reducedMotion}
      mobileScrollSupport
      renderOnlyPageLengthChange
      onFlip={(event) => onFlip(event.data)}
      onInit={(event) => drawOnlyChanges(event.object)}
    >
      {pages}
    </PageFlipBook>
  );
}
