// The drawn images of a PDF's pages, and the order they are drawn in. They reach the pages through
// context: react-pageflip keeps its own copies of the page elements, so new props would never reach
// them, but context does.
import { createContext } from 'react';

export interface PageImage {
  url?: string;
  pixelWidth: number;
  failed?: boolean;
}

/** By 1-based page number. */
export type PageImages = ReadonlyMap<number, PageImage>;

export const EMPTY_PAGES: PageImages = new Map();

export const PageImagesContext = createContext<PageImages>(EMPTY_PAGES);

/** Pages on either side of the visible ones drawn ahead of time. */
export const RENDER_AHEAD = 3;

/**
 * The next page (1-based) to draw, or null when all near pages are drawn sharply enough: the page
 * at `current` (0-based) and the one after, then outwards on both sides. A page is drawn again when
 * it is clearly less sharp than `pixelWidth` needs; a page that failed is not tried again.
 */
export function nextPageToDraw(
  drawn: PageImages,
  current: number,
  pixelWidth: number,
  pageCount: number,
): number | null {
  if (pixelWidth <= 0) return null;
  const order = [0, 1, -1];
  for (let d = 2; d <= RENDER_AHEAD + 1; d += 1) order.push(d, -d);
  for (const offset of order) {
    const page = current + offset + 1;
    if (page < 1 || page > pageCount) continue;
    const have = drawn.get(page);
    if (!have || (!have.failed && have.pixelWidth < pixelWidth * 0.9)) return page;
  }
  return null;
}
