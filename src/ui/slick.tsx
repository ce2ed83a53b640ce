// The carousel's slider: react-slick and its structural CSS, with what react-slick lacks for keyboard
// users, kept together so that they load as one lazy chunk, only on pages that show a carousel, once
// the app has started (Carousel.tsx draws the slides until then). slick-theme.css is left out: it
// pulls fonts and a gif from elsewhere.
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { FOCUSABLE, type FocusedControl } from './carouselFocus';

const SAVED_TABINDEX = 'data-carousel-tabindex';

/**
 * react-slick hides off-screen slides and clones with aria-hidden but leaves their links
 * focusable: keyboard users would tab into invisible content. Hidden slides stay clickable
 * (a peeking slide is visible), they just leave the tab order.
 */
function syncHiddenSlides(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    slide.querySelectorAll<HTMLElement>(hidden ? FOCUSABLE : `[${SAVED_TABINDEX}]`).forEach((element) => {
      if (hidden) {
        if (!element.hasAttribute(SAVED_TABINDEX))
          element.setAttribute(SAVED_TABINDEX, element.getAttribute('tabindex') ?? '');
        element.setAttribute('tabindex', '-1');
      } else {
        const saved = element.getAttribute(SAVED_TABINDEX);
        element.removeAttribute(SAVED_TABINDEX);
        if (saved) element.setAttribute('tabindex', saved);
        else element.removeAttribute('tabindex');
      }
    });
  });
}

/** The index (among the real slides) of a hidden slide that holds focus, if any. */
function hiddenSlideWithFocus(root: HTMLElement): number | null {
  const slide = document.activeElement?.closest<HTMLElement>('.slick-slide[aria-hidden="true"]');
  const index = Number(slide?.dataset.index);
  const count = root.querySelectorAll('.slick-slide:not(.slick-cloned)').length;
  if (!slide || !root.contains(slide) || !Number.isFinite(index) || count === 0) return null;
  return ((index % count) + count) % count;
}

export interface CarouselSliderProps extends Settings {
  sliderRef: RefObject<Slider | null>;
  /** How long one move takes, in ms. */
  speed: number;
  /** The control that held focus in the row of slides this slider replaces (once): it gets focus again. */
  takeFocus: () => FocusedControl | null;
  children: ReactNode;
}

export default function CarouselSlider({ sliderRef, takeFocus, children, ...settings }: CarouselSliderProps) {
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof MutationObserver === 'undefined') return;
    // Focus that arrives just as its slide starts to leave (Tab pressed as autoplay moves on) would
    // end up out of sight: once the move is over (react-slick ignores moves during one), bring it back.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const revealFocus = (attempts: number) => {
      clearTimeout(timer);
      if (attempts <= 0 || hiddenSlideWithFocus(frame) === null) return;
      timer = setTimeout(() => {
        const index = hiddenSlideWithFocus(frame);
        if (index === null) return;
        sliderRef.current?.slickGoTo(index);
        revealFocus(attempts - 1);
      }, settings.speed + 50);
    };
    syncHiddenSlides(frame);
    const observer = new MutationObserver(() => {
      syncHiddenSlides(frame);
      revealFocus(3);
    });
    observer.observe(frame, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [sliderRef, settings.speed]);

  // Once the slider is on the page, focus goes back to where it was in the row it replaced.
  useLayoutEffect(() => {
    const focus = takeFocus();
    const frame = frameRef.current;
    if (!focus || !frame || (document.activeElement && document.activeElement !== document.body)) return;
    const slide = frame.querySelector(`.slick-slide[data-index="${focus.slide}"]`);
    slide?.querySelectorAll<HTMLElement>(FOCUSABLE)[focus.control]?.focus({ preventScroll: true });
  }, [takeFocus]);

  return (
    <div className="carousel__frame" ref={frameRef}>
      <Slider ref={sliderRef} {...settings}>
        {children}
      </Slider>
    </div>
  );
}
