// The one carousel of the site, around react-slick, with what react-slick lacks for every visitor:
// a pause control, no self-motion under reduced motion, Previous/Next buttons, and no focusable
// element left inside hidden slides. react-slick loads lazily after the app has started; until then
// (and without scripts) the slides are a row that scrolls by touch, snapping to each slide, laid out
// as the slider will show them.
import {
  Children,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import type Slider from 'react-slick';
import { placeholderVariables, sliderFrame, sortedBreakpoints, type SlidesPerView } from './slidesPerView';
import { Icon, type IconName } from './Icon';
import { useHydrated } from './useHydrated';
import { usePrefersReducedMotion } from './useMediaQuery';
import { useSlidesPerView } from './useSlidesPerView';
import './Carousel.css';

const SlickSlider = lazy(() => import(/* webpackChunkName: "carousel" */ './slick'));

/** The delay between automatic moves (spec §9). */
export const CAROUSEL_AUTOPLAY_MS = 3000;
/** How long one move takes. */
const SLIDE_SPEED_MS = 600;

export type { SlidesPerView } from './slidesPerView';

export interface CarouselProps {
  /** The accessible name of the carousel. */
  label: string;
  slidesPerView: SlidesPerView;
  /** Moves by itself every 3 s (never under reduced motion); pauses on hover and focus. */
  autoplay?: boolean;
  /** Clickable dots, one per slide. */
  dots?: boolean;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, video[controls], [tabindex]:not([tabindex="-1"])';
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

/** A control of a slide, by the slide's place and the control's place within it. */
interface FocusedControl {
  slide: number;
  control: number;
}

function focusedControl(row: HTMLElement, target: EventTarget): FocusedControl | null {
  if (!(target instanceof HTMLElement)) return null;
  const slides = Array.from(row.children);
  const slide = slides.findIndex((child) => child.contains(target));
  const control = Array.from(slides[slide]?.querySelectorAll(FOCUSABLE) ?? []).indexOf(target);
  return control < 0 ? null : { slide, control };
}

interface CarouselControlProps {
  label: string;
  icon: IconName;
  /** The play/pause button between the arrows. */
  play?: boolean;
  onClick: () => void;
}

/** One of the buttons under the slides: the previous and next arrows, and play/pause. */
function CarouselControl({ label, icon, play = false, onClick }: CarouselControlProps) {
  return (
    <button
      type="button"
      className={play ? 'carousel__control carousel__control--play' : 'carousel__control'}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name={icon} size={play ? 18 : 20} />
    </button>
  );
}

export function Carousel({ label, slidesPerView, autoplay = false, dots = false, className, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const breakpoints = sortedBreakpoints(slidesPerView);
  const perView = useSlidesPerView(breakpoints);
  const { whole, frameWidth } = sliderFrame(perView);
  const slidesFit = slides.length <= whole;

  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const canMove = autoplay && !slidesFit;
  const playing = canMove && (playChoice ?? !reducedMotion);

  const [current, setCurrent] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const placeholderFocus = useRef<FocusedControl | null>(null);
  const sliderRef = useRef<Slider | null>(null);

  useEffect(() => {
    const slider = sliderRef.current;
    if (!slider) return;
    if (playing) slider.slickPlay();
    else slider.slickPause();
  }, [playing]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    // Focus that arrives just as its slide starts to leave (Tab pressed as autoplay moves on) would
    // end up out of sight: once the move is over (react-slick ignores moves during one), bring it back.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const revealFocus = (attempts: number) => {
      clearTimeout(timer);
      if (attempts <= 0 || hiddenSlideWithFocus(root) === null) return;
      timer = setTimeout(() => {
        const index = hiddenSlideWithFocus(root);
        if (index === null) return;
        sliderRef.current?.slickGoTo(index);
        revealFocus(attempts - 1);
      }, SLIDE_SPEED_MS + 50);
    };
    syncHiddenSlides(root);
    const observer = new MutationObserver(() => {
      syncHiddenSlides(root);
      revealFocus(3);
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  // Nothing moves under a keyboard user's focus; it resumes when focus leaves the carousel.
  const onFocus = () => {
    if (playing) sliderRef.current?.slickPause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (playing && !event.currentTarget.contains(event.relatedTarget)) sliderRef.current?.slickPlay();
  };

  const style = { '--carousel-frame': frameWidth, ...placeholderVariables(breakpoints) } as CSSProperties;
  const wrapped = slides.map((slide, index) => (
    <div className="carousel__slide" key={index}>
      {slide}
    </div>
  ));

  // The slides the visitor sees until the slider's code has arrived (and in the server's render): a
  // row that a keyboard can scroll too, slides without links included. Focus on one of its controls
  // moves to the same control of the slider that replaces it.
  const placeholder = (
    <div
      className="carousel__placeholder"
      tabIndex={0}
      onFocus={(event) => (placeholderFocus.current = focusedControl(event.currentTarget, event.target))}
      onBlur={(event) => {
        const row = event.currentTarget;
        if (row.contains(event.relatedTarget)) return;
        // Gone from the page (the slider took its place) keeps the record; focus moved elsewhere drops it.
        setTimeout(() => {
          if (row.isConnected) placeholderFocus.current = null;
        });
      }}
    >
      {wrapped}
    </div>
  );
  const onSliderReady = () => {
    const focus = placeholderFocus.current;
    placeholderFocus.current = null;
    const root = rootRef.current;
    if (!focus || !root || (document.activeElement && document.activeElement !== document.body)) return;
    const slide = root.querySelector(`.slick-slide[data-index="${focus.slide}"]`);
    slide?.querySelectorAll<HTMLElement>(FOCUSABLE)[focus.control]?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={rootRef}
      className={['carousel', className].filter(Boolean).join(' ')}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="carousel__viewport">
        {hydrated ? (
          <Suspense fallback={placeholder}>
            <div className="carousel__frame">
              <SlickSlider
                ref={sliderRef}
                arrows={false}
                dots={false}
                infinite
                speed={SLIDE_SPEED_MS}
                cssEase="cubic-bezier(0.2, 0.7, 0.2, 1)"
                autoplay={playing}
                autoplaySpeed={CAROUSEL_AUTOPLAY_MS}
                pauseOnHover
                pauseOnDotsHover
                pauseOnFocus
                slidesToShow={whole}
                slidesToScroll={1}
                swipeToSlide
                onInit={onSliderReady}
                beforeChange={(_from, to) => setCurrent(((to % slides.length) + slides.length) % slides.length)}
              >
                {wrapped}
              </SlickSlider>
            </div>
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {!slidesFit && (
        <div className="carousel__controls">
          {dots && (
            <ul className="carousel__dots">
              {slides.map((_slide, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className="carousel__dot"
                    aria-current={index === current ? 'true' : undefined}
                    onClick={() => sliderRef.current?.slickGoTo(index)}
                  >
                    <span className="visually-hidden">
                      Show slide {index + 1} of {slides.length}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <CarouselControl label="Previous" icon="chevron-left" onClick={() => sliderRef.current?.slickPrev()} />
          {canMove && (
            <CarouselControl
              play
              label={playing ? 'Pause slideshow' : 'Play slideshow'}
              icon={playing ? 'pause' : 'play'}
              onClick={() => setPlayChoice(!playing)}
            />
          )}
          <CarouselControl label="Next" icon="chevron-right" onClick={() => sliderRef.current?.slickNext()} />
        </div>
      )}
    </div>
  );
}
