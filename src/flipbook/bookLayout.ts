// The book's geometry, from the stage's width: page size, one page or a spread, what is on show.

/** The stage is at least this wide before two pages sit side by side. */
export const SPREAD_MIN_WIDTH = 700;
export const MAX_PAGE_WIDTH = 560;

export interface BookLayout {
  pageWidth: number;
  pageHeight: number;
  spread: boolean;
}

/** The book that fits the stage, or null while the stage has no width yet. */
export function computeLayout(
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

/** The width in device pixels to draw a page at: sharp on dense screens, at most twice the CSS width. */
export function pagePixelWidth(pageWidth: number, devicePixelRatio: number): number {
  return Math.round(pageWidth * Math.min(Math.max(devicePixelRatio || 1, 1), 2));
}

/** The 0-based pages on show: one in portrait; in a spread the cover alone, then pairs. */
export function visiblePages(current: number, pageCount: number, spread: boolean): number[] {
  if (!spread || current === 0) return [current];
  const left = current % 2 === 1 ? current : current - 1;
  return [left, left + 1].filter((p) => p < pageCount);
}

export function pageIndicator(pages: number[], pageCount: number): string {
  const first = (pages[0] ?? 0) + 1;
  const last = (pages[pages.length - 1] ?? 0) + 1;
  return first === last ? `Page ${first} of ${pageCount}` : `Pages ${first}–${last} of ${pageCount}`;
}

/**
 * In a spread, the cover (and a lone back page) sits on one half of the book: how far to slide the
 * book (px) so that the page on show stays centred on the stage.
 */
export function bookShift(layout: BookLayout, shown: number[]): number {
  if (!layout.spread || shown.length !== 1) return 0;
  return ((shown[0] ?? 0) === 0 ? -1 : 1) * (layout.pageWidth / 2);
}
