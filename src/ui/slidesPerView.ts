// How many slides a carousel shows at each viewport width, and what that means for the slider's
// frame and for the placeholder shown until react-slick has loaded.

/**
 * Slides per view by the smallest viewport width (px) they apply from, mobile first, as the spec
 * states them: { 0: 1, 400: 1.2, 576: 1.5, 768: 2, 992: 3 }. Fractions show the next slide peeking.
 */
export type SlidesPerView = Record<number, number>;

/** [width, slides per view] pairs, narrowest first. */
export type Breakpoints = [number, number][];

export function sortedBreakpoints(slidesPerView: SlidesPerView): Breakpoints {
  return Object.entries(slidesPerView)
    .map(([width, count]): [number, number] => [Number(width), count])
    .filter(([width, count]) => Number.isFinite(width) && count > 0)
    .sort((a, b) => a[0] - b[0]);
}

/** The slides per view at a viewport width. */
export function perViewAt(breakpoints: Breakpoints, viewportWidth: number): number {
  let current = breakpoints[0]?.[1] ?? 1;
  for (const [width, count] of breakpoints) {
    if (width <= viewportWidth) current = count;
  }
  return current;
}

/**
 * react-slick misplaces fractional counts with looping, so it always gets whole slides and the
 * frame is narrowed instead: the rest of the row shows the next slide peeking in.
 */
export function sliderFrame(perView: number): { whole: number; frameWidth: string } {
  const whole = Math.max(1, Math.floor(perView));
  return { whole, frameWidth: `${(whole / perView) * 100}%` };
}

/**
 * The widths at which the placeholder's slides change size (media queries in Carousel.css): the
 * breakpoints the site's carousels use. The placeholder is sized by CSS, not by the script, so a
 * page rendered by the server shows the slides at the slider's widths from the first paint.
 */
export const PLACEHOLDER_BREAKPOINTS = [0, 400, 480, 576, 640, 768, 992, 1200];

/** The placeholder's CSS variables: the slides per view at each of those widths. */
export function placeholderVariables(breakpoints: Breakpoints): Record<string, number> {
  return Object.fromEntries(
    PLACEHOLDER_BREAKPOINTS.map((width) => [`--carousel-per-view-${width}`, perViewAt(breakpoints, width)]),
  );
}
