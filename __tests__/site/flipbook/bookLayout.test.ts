import {
  bookShift,
  computeLayout,
  MAX_PAGE_WIDTH,
  pageIndicator,
  pagePixelWidth,
  SPREAD_MIN_WIDTH,
  visiblePages,
} from '../../../src/flipbook/bookLayout';

describe('computeLayout', () => {
  it('waits for a stage with a width', () => {
    expect(computeLayout(0, 800, 1.4, 8)).toBeNull();
  });

  it('shows one page as wide as a phone stage allows, in whole steps of 8 px', () => {
    expect(computeLayout(343, 800, 1.4, 8)).toEqual({ pageWidth: 336, pageHeight: 470, spread: false });
  });

  it('opens a spread from the breakpoint on, each page half the stage', () => {
    expect(computeLayout(SPREAD_MIN_WIDTH - 1, 2000, 1.4, 8)?.spread).toBe(false);
    expect(computeLayout(SPREAD_MIN_WIDTH, 2000, 1.4, 8)).toEqual({ pageWidth: 344, pageHeight: 482, spread: true });
  });

  it('never opens a spread for a single page', () => {
    expect(computeLayout(1200, 2000, 1.4, 1)?.spread).toBe(false);
  });

  it('keeps pages at most the maximum width', () => {
    expect(computeLayout(1400, 3000, 1.4, 8)?.pageWidth).toBe(MAX_PAGE_WIDTH);
  });

  it("fits the page's height within 72 % of the viewport, between 320 and 860 px", () => {
    // 1000 px high: 720 px for the page, at 1.4 that is a page 514 px wide, 512 in steps of 8.
    expect(computeLayout(1400, 1000, 1.4, 8)).toEqual({ pageWidth: 512, pageHeight: 717, spread: true });
    // A very short viewport still leaves 320 px: 228 px wide, 224 in steps of 8.
    expect(computeLayout(1400, 200, 1.4, 8)?.pageWidth).toBe(224);
    // A very tall one caps at 860 px: 614 px wide, then the maximum width applies.
    expect(computeLayout(1400, 4000, 1.4, 8)?.pageWidth).toBe(MAX_PAGE_WIDTH);
  });

  it('keeps the same book for tiny resizes', () => {
    expect(computeLayout(343, 800, 1.4, 8)).toEqual(computeLayout(340, 800, 1.4, 8));
  });

  it('never draws a page narrower than 160 px', () => {
    expect(computeLayout(100, 800, 1.4, 8)).toEqual({ pageWidth: 160, pageHeight: 224, spread: false });
  });
});

describe('pagePixelWidth', () => {
  it('draws at the screen density, between one and two device pixels per CSS pixel', () => {
    expect(pagePixelWidth(300, 1)).toBe(300);
    expect(pagePixelWidth(300, 1.5)).toBe(450);
    expect(pagePixelWidth(300, 3)).toBe(600);
    expect(pagePixelWidth(300, 0.5)).toBe(300);
    expect(pagePixelWidth(300, 0)).toBe(300);
  });
});

describe('visiblePages', () => {
  it('shows one page in portrait', () => {
    expect(visiblePages(3, 8, false)).toEqual([3]);
  });

  it('shows the cover alone, then pairs, and a lone back page in a spread', () => {
    expect(visiblePages(0, 8, true)).toEqual([0]);
    expect(visiblePages(1, 8, true)).toEqual([1, 2]);
    expect(visiblePages(2, 8, true)).toEqual([1, 2]);
    expect(visiblePages(7, 8, true)).toEqual([7]);
  });
});

describe('pageIndicator', () => {
  it('names one page or a pair', () => {
    expect(pageIndicator([0], 8)).toBe('Page 1 of 8');
    expect(pageIndicator([1, 2], 8)).toBe('Pages 2–3 of 8');
  });
});

describe('bookShift', () => {
  const spread = { pageWidth: 300, pageHeight: 420, spread: true };

  it('slides a spread so that a lone cover or back page is centred', () => {
    expect(bookShift(spread, [0])).toBe(-150);
    expect(bookShift(spread, [7])).toBe(150);
  });

  it('leaves pairs and single pages where they are', () => {
    expect(bookShift(spread, [1, 2])).toBe(0);
    expect(bookShift({ ...spread, spread: false }, [0])).toBe(0);
  });
});
