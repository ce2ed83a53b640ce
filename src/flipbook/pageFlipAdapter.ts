// The one module that knows react-pageflip and page-flip beyond their documented props. Neither
// types what the flipbook uses (react-pageflip marks every setting required and types its ref as
// any; page-flip ships no types at all), and two things the site needs have no public API: a book
// at rest that stops rewriting its pages' styles on every frame, and a retired book whose frame loop
// ends. Both reach into page-flip's renderer, a private class. Both libraries are pinned to exact
// versions, and __tests__/site/flipbook/pageFlipAdapter.test.tsx fails if an update moves what this
// module relies on.
import type { ComponentType, CSSProperties, ReactNode, Ref } from 'react';
import HTMLFlipBook from 'react-pageflip';

/** page-flip's flipping state: 'read' when nothing moves. */
export type FlippingState = 'read' | 'flipping' | 'user_fold' | 'fold_corner';

/** The PageFlip object react-pageflip creates, as far as the site uses it. */
export interface PageFlip {
  flipNext(corner?: 'top' | 'bottom'): void;
  flipPrev(corner?: 'top' | 'bottom'): void;
  /** Shows the page at once, without the turning animation. */
  turnToPage(page: number): void;
  getCurrentPageIndex(): number;
  destroy(): void;
  getUI(): { getWrapper(): HTMLElement | null } | undefined;
  getRender(): object | undefined;
  getState(): FlippingState;
  getPageCollection(): object | undefined;
}

/** What react-pageflip's ref holds. */
export interface BookHandle {
  pageFlip(): PageFlip | undefined;
}

/** The props the site sets. react-pageflip reads them once, when the book is created. */
export interface BookProps {
  width: number;
  height: number;
  size: 'fixed' | 'stretch';
  startPage: number;
  showCover: boolean;
  usePortrait: boolean;
  autoSize: boolean;
  drawShadow: boolean;
  maxShadowOpacity: number;
  flippingTime: number;
  showPageCorners: boolean;
  mobileScrollSupport: boolean;
  renderOnlyPageLengthChange: boolean;
  className: string;
  style: CSSProperties;
  onFlip: (event: { data: number }) => void;
  onInit: (event: { object: PageFlip }) => void;
  /** Pages: elements whose components pass `ref` on to their root element. */
  children: ReactNode;
  ref: Ref<BookHandle>;
}

/** react-pageflip's book, typed for the props above. */
export const PageFlipBook = HTMLFlipBook as unknown as ComponentType<BookProps>;

/** The renderer's fields a frame draws from: with all of them unchanged, a frame redraws what is shown. */
export const DRAWN_FROM = [
  'animation',
  'leftPage',
  'rightPage',
  'flippingPage',
  'bottomPage',
  'shadow',
  'pageRect',
  'orientation',
  'boundsRect',
] as const;

/** page-flip's renderer, as this module uses it. */
type RenderInternals = Record<(typeof DRAWN_FROM)[number], unknown> & {
  /** Private. The loop calls it on every animation frame: the animation's step, then drawFrame(). */
  render: (timer: number) => void;
  /** Protected. Draws the pages, shadows and bounds from the fields above. */
  drawFrame: () => void;
};

function renderOf(flip: PageFlip): RenderInternals | null {
  const render = flip.getRender() as Partial<Record<string, unknown>> | undefined;
  if (!render) return null;
  const fits =
    typeof render.render === 'function' &&
    typeof render.drawFrame === 'function' &&
    DRAWN_FROM.every((field) => field in render);
  if (fits) return render as RenderInternals;
  if (process.env.NODE_ENV !== 'production') console.warn('page-flip changed shape: its renderer is left as it is.');
  return null;
}

/**
 * page-flip redraws every page on every animation frame for as long as the book is shown, each
 * time rewriting the pages' styles: a phone's main thread stays busy while the visitor only reads.
 * Frames that would draw exactly what is on show are skipped: nothing animates, nobody folds a
 * page, and the pages, shadow and bounds are the ones last drawn. Only the drawing is skipped: the
 * frame's step still runs, so the renderer's clock stays current for the next animation.
 * Called once per book, from its init event.
 */
export function drawOnlyChanges(flip: PageFlip): void {
  const render = renderOf(flip);
  if (!render) return;
  const draw = render.drawFrame;
  let drawn: unknown[] = [];
  render.drawFrame = () => {
    const now = [flip.getState(), flip.getPageCollection(), ...DRAWN_FROM.map((field) => render[field])];
    const still = now[0] === 'read' && render.animation === null;
    if (still && now.every((value, i) => value === drawn[i])) return;
    drawn = now;
    draw.call(render);
  };
}

/**
 * Ends a book that has left the page (react-pageflip never does). page-flip's destroy() drops its
 * listeners and elements, but nothing stops its frame loop.
 */
export function retire(flip: PageFlip | undefined): void {
  if (!flip) return;
  // StrictMode re-runs effects on a book that is still on the page: leave that one alone.
  if (flip.getUI()?.getWrapper()?.isConnected) return;
  try {
    flip.destroy();
  } catch {
    // Already torn down with its DOM.
  }
  const render = renderOf(flip);
  if (!render || typeof window === 'undefined') return;
  // The loop is `render(t); requestAnimationFrame(loop)`, with no exit, through the global
  // scheduler. Its next frame swaps in a one-shot no-op scheduler instead of drawing, so the loop's
  // own re-scheduling call, the very next statement, is the one that ends it and puts the real
  // scheduler back.
  render.render = () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as the very same function
    const schedule = window.requestAnimationFrame;
    window.requestAnimationFrame = () => {
      window.requestAnimationFrame = schedule;
      return 0;
    };
  };
}
