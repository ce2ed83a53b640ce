// A category's PDF catalogue as a book: pdf.js draws the pages, react-pageflip turns them.
// One page on narrow screens, a two-page spread on wide ones; resizing keeps the current page.
// The page each catalogue is open at is store state: a replay turns the book to it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { cataloguePageTurned, selectCataloguePage } from './catalogueSlice';
import { bookShift, computeLayout, pageIndicator, pagePixelWidth, visiblePages } from './bookLayout';
import { BookView } from './BookView';
import { FlipbookLoading } from './FlipbookLoading';
import { DownloadCatalogueLink, FlipbookMessage } from './FlipbookMessage';
import type { BookHandle } from './pageFlipAdapter';
import { PageImagesContext } from './pageImages';
import type { PdfDocumentHandle } from './pdfLoader';
import { usePageImages } from './usePageImages';
import { usePdfDocument } from './usePdfDocument';
import { useStageSize } from './useStageSize';
import { Icon, type IconName } from '../ui/Icon';
import './Flipbook.css';

export interface FlipbookProps {
  /** The PDF's URL. */
  url: string;
  /** Names the viewer for assistive technology, e.g. "Curl creams catalogue". */
  label: string;
  /** The viewer replaces the cover the visitor just tapped: it takes the focus the cover had. */
  takeFocus?: boolean;
}

interface TurnButtonProps {
  label: string;
  icon: IconName;
  disabled: boolean;
  onClick: () => void;
}

/** The buttons on either side of the page indicator that turn a page back or on. */
function TurnButton({ label, icon, disabled, onClick }: TurnButtonProps) {
  return (
    <button
      type="button"
      className="icon-button flipbook__turn"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} size={22} />
    </button>
  );
}

export function Flipbook({ url, label, takeFocus = false }: FlipbookProps) {
  const state = usePdfDocument(url);
  const dispatch = useAppDispatch();
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const storedPage = useAppSelector((root) => selectCataloguePage(root, url));
  const bookRef = useRef<BookHandle | null>(null);
  const sectionRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (takeFocus) sectionRef.current?.focus({ preventScroll: true });
  }, [takeFocus]);

  const doc: PdfDocumentHandle | null = state.status === 'ready' ? state.doc : null;
  const pageCount = doc?.pageCount ?? 0;
  const current = pageCount > 0 ? Math.min(storedPage, pageCount - 1) : 0;
  const { width: stageWidth, viewportHeight } = useStageSize(stage);
  const layout = doc ? computeLayout(stageWidth, viewportHeight, doc.pageAspect, pageCount) : null;
  const pixelWidth = layout ? pagePixelWidth(layout.pageWidth, window.devicePixelRatio) : 0;
  const images = usePageImages(doc, current, pixelWidth);

  // react-pageflip reads its handlers once; the book is re-created (keyed) for every document.
  // Only a page the store does not hold yet is news (the book also reports the page it is turned to).
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  });
  const onFlip = (page: number) => {
    if (page !== currentRef.current) dispatch(cataloguePageTurned({ catalogue: url, page }));
  };

  // The page changed in the store but not in the book (a replay): the book shows it at once.
  useEffect(() => {
    const api = bookRef.current?.pageFlip();
    if (!api || api.getState() !== 'read' || api.getCurrentPageIndex() === current) return;
    api.turnToPage(current);
  }, [current]);
  const flip = (direction: 'next' | 'previous') => {
    const api = bookRef.current?.pageFlip();
    if (!api) return;
    if (direction === 'next') api.flipNext();
    else api.flipPrev();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      flip('next');
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      flip('previous');
    }
  };

  if (state.status === 'error') return <FlipbookMessage url={url} />;

  const shown = layout ? visiblePages(current, pageCount, layout.spread) : [current];
  const atStart = (shown[0] ?? 0) <= 0;
  const atEnd = (shown[shown.length - 1] ?? 0) >= pageCount - 1;
  const bookKey = layout
    ? `${url}|${layout.pageWidth}x${layout.pageHeight}-${layout.spread ? 'spread' : 'single'}`
    : 'none';

  return (
    <section
      ref={sectionRef}
      className="flipbook"
      aria-label={label}
      aria-roledescription="catalogue"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div
        className="flipbook__stage"
        ref={setStage}
        role="group"
        aria-label="Pages (the arrow keys turn them)"
        tabIndex={doc ? 0 : undefined}
      >
        {!doc || !layout ? (
          <FlipbookLoading />
        ) : (
          <PageImagesContext.Provider value={images}>
            <div className="flipbook__shift" style={{ transform: `translateX(${bookShift(layout, shown)}px)` }}>
              <BookView
                key={bookKey}
                layout={layout}
                pageCount={pageCount}
                startPage={Math.min(current, pageCount - 1)}
                onFlip={onFlip}
                bookRef={bookRef}
              />
            </div>
          </PageImagesContext.Provider>
        )}
      </div>

      <div className="flipbook__controls">
        <TurnButton
          label="Previous page"
          icon="chevron-left"
          disabled={!doc || atStart}
          onClick={() => flip('previous')}
        />
        <p className="flipbook__indicator" aria-live="polite" aria-atomic="true">
          {doc ? pageIndicator(shown, pageCount) : '\u00a0'}
        </p>
        <TurnButton label="Next page" icon="chevron-right" disabled={!doc || atEnd} onClick={() => flip('next')} />
      </div>

      <p className="flipbook__download">
        <DownloadCatalogueLink url={url} className="flipbook__download-link" />
      </p>
    </section>
  );
}
