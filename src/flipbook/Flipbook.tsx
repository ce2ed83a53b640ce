// A category's PDF catalogue as a book: pdf.js draws the pages, react-pageflip turns them.
// One page on narrow screens, a two-page spread on wide ones; resizing keeps the current page.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { FlipbookLoading } from './FlipbookLoading';
import { DownloadCatalogueLink, FlipbookMessage } from './FlipbookMessage';
import { drawOnlyChanges, PageFlipBook, retire, type BookHandle } from './pageFlipAdapter';
import { openPdf, type PdfDocumentHandle } from './pdfLoader';
import './Flipbook.css';

export interface FlipbookProps {
  /** The PDF's URL. */
  url: string;
  /** Names the viewer for assistive technology, e.g. "Curl creams catalogue". */
  label: string;
}

/** The stage is at least this wide before two pages sit side by side. */
const SPREAD_MIN_WIDTH = 700;
const MAX_PAGE_WIDTH = 560;
/** Pages on either side of the visible ones drawn ahead of time. */
const RENDER_AHEAD = 3;
const RESIZE_SETTLE_MS = 150;

// ---- Layout

interface BookLayout {
  pageWidth: number;
  pageHeight: number;
  spread: boolean;
}

function computeLayout(
  stageWidth: number,
  viewportHeight: number,
  aspect: number,
  pageCount: number,
): BookLayout | null {
  if (stageWidth <= 0) return null;
  const spread = stageWidth >= SPREAD_MIN_WIDTH && pageCount > 1;
  const maxHeight = Math.min(Math.max(viewportHeight * 0.72, 320), 860);
  const perPage = spread ? stageWidth / 2 : stageWidth;
  // Whole pixels in steps of 8: tiny resizes keep the same book.
  const pageWidth = Math.max(160, Math.floor(Math.min(perPage, maxHeight / aspect, MAX_PAGE_WIDTH) / 8) * 8);
  return { pageWidth, pageHeight: Math.round(pageWidth * aspect), spread };
}

function useStageWidth(stage: HTMLElement | null): { width: number; viewportHeight: number } {
  const [size, setSize] = useState({ width: 0, viewportHeight: 0 });
  useEffect(() => {
    if (!stage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setSize({ width: Math.floor(stage.clientWidth), viewportHeight: window.innerHeight });
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_SETTLE_MS);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(settle);
    observer?.observe(stage);
    window.addEventListener('resize', settle);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener('resize', settle);
    };
  }, [stage]);
  return size;
}

/** The 0-based pages on show: one in portrait; in a spread the cover alone, then pairs. */
function visiblePages(current: number, pageCount: number, spread: boolean): number[] {
  if (!spread || current === 0) return [current];
  const left = current % 2 === 1 ? current : current - 1;
  return [left, left + 1].filter((p) => p < pageCount);
}

function pageIndicator(pages: number[], pageCount: number): string {
  const first = (pages[0] ?? 0) + 1;
  const last = (pages[pages.length - 1] ?? 0) + 1;
  return first === last ? `Page ${first} of ${pageCount}` : `Pages ${first}–${last} of ${pageCount}`;
}

// ---- Page images, shared through context: react-pageflip keeps its own copies of the page
// elements, so new props would never reach them, but context does.

interface PageImage {
  url?: string;
  pixelWidth: number;
  failed?: boolean;
}

const EMPTY_PAGES: ReadonlyMap<number, PageImage> = new Map();

const PageImagesContext = createContext<ReadonlyMap<number, PageImage>>(EMPTY_PAGES);

interface FlipbookPageProps {
  /** 1-based. */
  pageNumber: number;
  pageCount: number;
  ref?: (element: HTMLDivElement | null) => void;
}

function FlipbookPage({ pageNumber, pageCount, ref }: FlipbookPageProps) {
  const image = useContext(PageImagesContext).get(pageNumber);
  // react-pageflip collects its pages through this ref; StrictMode calls ref callbacks twice,
  // which would make it count every page twice. Hand each element over once per callback.
  const given = useRef<{ ref?: FlipbookPageProps['ref']; element?: HTMLDivElement }>({});
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || (given.current.ref === ref && given.current.element === element)) return;
      given.current = { ref, element };
      ref?.(element);
    },
    [ref],
  );
  return (
    <div className="flipbook__page" ref={attach}>
      {image?.url ? (
        <img
          className="flipbook__page-image"
          src={image.url}
          alt={`Page ${pageNumber} of ${pageCount}`}
          draggable={false}
        />
      ) : (
        <div className="flipbook__page-placeholder" aria-hidden="true">
          {image?.failed ? <span>Page {pageNumber}</span> : <span className="flipbook__spinner" />}
        </div>
      )}
    </div>
  );
}

interface BookViewProps {
  layout: BookLayout;
  pageCount: number;
  startPage: number;
  onFlip: (page: number) => void;
  bookRef: RefObject<BookHandle | null>;
}

function BookView({ layout, pageCount, startPage, onFlip, bookRef }: BookViewProps) {
  const reducedMotion = useMemo(
    () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
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

// ---- The viewer

type DocumentState = { status: 'loading' } | { status: 'ready'; doc: PdfDocumentHandle } | { status: 'error' };

export function Flipbook({ url, label }: FlipbookProps) {
  // Each piece of state remembers the PDF it belongs to, so a new URL starts clean without an
  // extra render.
  const [opened, setOpened] = useState<{ url: string } & DocumentState>({ url, status: 'loading' });
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [position, setPosition] = useState<{ doc: PdfDocumentHandle | null; page: number }>({ doc: null, page: 0 });
  const [drawnPages, setDrawnPages] = useState<{
    doc: PdfDocumentHandle | null;
    pages: ReadonlyMap<number, PageImage>;
  }>({
    doc: null,
    pages: new Map(),
  });
  const bookRef = useRef<BookHandle | null>(null);

  // Open the PDF; a new URL abandons the previous load (pdf.js's loading task is destroyed).
  useEffect(() => {
    const task = openPdf(url);
    let active = true;
    task.promise.then(
      (doc) => {
        if (active) setOpened({ url, status: 'ready', doc });
        else doc.destroy();
      },
      () => {
        if (active) setOpened({ url, status: 'error' });
      },
    );
    return () => {
      active = false;
      task.destroy();
    };
  }, [url]);

  const state: DocumentState = opened.url === url ? opened : { status: 'loading' };
  const doc = state.status === 'ready' ? state.doc : null;
  const current = position.doc === doc ? position.page : 0;
  const images = drawnPages.doc === doc ? drawnPages.pages : EMPTY_PAGES;
  const pageCount = doc?.pageCount ?? 0;
  const { width: stageWidth, viewportHeight } = useStageWidth(stage);
  const layout = doc ? computeLayout(stageWidth, viewportHeight, doc.pageAspect, pageCount) : null;
  const pixelWidth = layout ? Math.round(layout.pageWidth * Math.min(Math.max(window.devicePixelRatio || 1, 1), 2)) : 0;

  // Draw the pages on show first, then their neighbours, one at a time, at the resolution the
  // current size needs (again, sharper, after the book grows). One pump per document: moving or
  // resizing re-aims it rather than cancelling the page being drawn.
  const wanted = useRef({ current, pixelWidth });
  const kick = useRef<() => void>(() => undefined);
  useEffect(() => {
    wanted.current = { current, pixelWidth };
    kick.current();
  }, [current, pixelWidth]);

  useEffect(() => {
    if (!doc) return;
    const controller = new AbortController();
    const drawn = new Map<number, PageImage>();
    let running = false;
    const nextPage = (): number | null => {
      const { current: at, pixelWidth: needed } = wanted.current;
      if (needed <= 0) return null;
      const order = [0, 1, -1];
      for (let d = 2; d <= RENDER_AHEAD + 1; d += 1) order.push(d, -d);
      for (const offset of order) {
        const page = at + offset + 1;
        if (page < 1 || page > doc.pageCount) continue;
        const have = drawn.get(page);
        if (!have || (!have.failed && have.pixelWidth < needed * 0.9)) return page;
      }
      return null;
    };
    const pump = async () => {
      if (running) return;
      running = true;
      for (let page = nextPage(); page !== null && !controller.signal.aborted; page = nextPage()) {
        const needed = wanted.current.pixelWidth;
        try {
          const imageUrl = await doc.renderPage(page, needed, controller.signal);
          drawn.set(page, { url: imageUrl, pixelWidth: needed });
        } catch {
          if (controller.signal.aborted) break;
          drawn.set(page, { ...drawn.get(page), pixelWidth: needed, failed: true });
        }
        if (!controller.signal.aborted) setDrawnPages({ doc, pages: new Map(drawn) });
      }
      running = false;
    };
    kick.current = () => void pump();
    void pump();
    return () => {
      controller.abort();
      kick.current = () => undefined;
    };
  }, [doc]);

  // react-pageflip reads its handlers once; the book is re-created (keyed) for every document.
  const onFlip = (page: number) => setPosition({ doc, page });
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
  // In a spread, the cover (and a lone back page) sits on one half of the book: slide the book
  // so the page on show stays centred on the stage.
  const shift = layout?.spread && shown.length === 1 ? ((shown[0] ?? 0) === 0 ? -1 : 1) * (layout.pageWidth / 2) : 0;

  return (
    <section className="flipbook" aria-label={label} aria-roledescription="catalogue" onKeyDown={onKeyDown}>
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
            <div className="flipbook__shift" style={{ transform: `translateX(${shift}px)` }}>
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
        <button
          type="button"
          className="flipbook__turn"
          aria-label="Previous page"
          disabled={!doc || atStart}
          onClick={() => flip('previous')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <p className="flipbook__indicator" aria-live="polite" aria-atomic="true">
          {doc ? pageIndicator(shown, pageCount) : '\u00a0'}
        </p>
        <button
          type="button"
          className="flipbook__turn"
          aria-label="Next page"
          disabled={!doc || atEnd}
          onClick={() => flip('next')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>

      <p className="flipbook__download">
        <DownloadCatalogueLink url={url} className="flipbook__download-link" />
      </p>
    </section>
  );
}
