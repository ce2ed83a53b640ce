import { nextPageToDraw, RENDER_AHEAD, type PageImage } from '../../../src/flipbook/pageImages';

const drawnAt = (pixelWidth: number, pages: number[], failed = false) =>
  new Map<number, PageImage>(
    pages.map((page) => [page, { url: failed ? undefined : `page-${page}`, pixelWidth, failed }]),
  );

/** Every page the pump would draw, in order, from nothing drawn. */
function drawingOrder(current: number, pageCount: number): number[] {
  const drawn = new Map<number, PageImage>();
  const order: number[] = [];
  for (let page = nextPageToDraw(drawn, current, 600, pageCount); page !== null;) {
    order.push(page);
    drawn.set(page, { url: `page-${page}`, pixelWidth: 600 });
    page = nextPageToDraw(drawn, current, 600, pageCount);
  }
  return order;
}

describe('nextPageToDraw', () => {
  it('draws the pages on show first, then their neighbours outwards, as far as the pages ahead go', () => {
    expect(RENDER_AHEAD).toBe(3);
    expect(drawingOrder(5, 20)).toEqual([6, 7, 5, 8, 4, 9, 3, 10, 2]);
  });

  it('stays within the document', () => {
    expect(drawingOrder(0, 3)).toEqual([1, 2, 3]);
  });

  it('draws nothing before the book has a size', () => {
    expect(nextPageToDraw(new Map(), 0, 0, 8)).toBeNull();
  });

  it('draws a page again when it is clearly less sharp than needed', () => {
    expect(nextPageToDraw(drawnAt(560, [1, 2, 3, 4, 5]), 0, 600, 5)).toBeNull();
    expect(nextPageToDraw(drawnAt(500, [1, 2, 3, 4, 5]), 0, 600, 5)).toBe(1);
  });

  it('does not try a failed page again', () => {
    expect(nextPageToDraw(drawnAt(300, [1, 2, 3], true), 0, 600, 3)).toBeNull();
  });
});
