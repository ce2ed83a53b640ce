// The one carousel of the site, around react-slick, with what react-slick lacks for every visitor:
// a pause control, no self-motion under reduced motion, Previous/Next buttons, and no focusable
// element left inside hidden slides (the last with the slider, slick.tsx). react-slick loads lazily
// after the app has started; until then (and without scripts) the slides are a row that scrolls by
// touch, snapping to each slide, laid out as the slider will show them.
import {
  Children,
  lazy,
  useCallback,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import type Slider from 'react-slick';
import { focusedControl, type FocusedControl } from './carouselFocus';
import { placeholderVariables, sliderFrame, sortedBreakpoints, type SlidesPerView } from './slidesPerView';
import { Icon, type IconName } from './Icon';
import { useHydrated } from './useHydrated';
import { usePrefersReducedMotion } from './useMediaQuery';
import { useSlidesPerView } from './useSlidesPerView';
import './Carousel.css';

const CarouselSlider = lazy(() => import(/* webpackChunkName: "carousel" */ './slick'));

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
  const placeholderFocus = useRef<FocusedControl | null>(null);
  const sliderRef = useRef<Slider | null>(null);

  useEffect(() => {
    const slider = sliderRef.current;
    if (!slider) return;
    if (playing) slider.slickPlay();
    else slider.slickPause();
  }, [playing]);

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
  const takeFocus = useCallback(() => {
    const focus = placeholderFocus.current;
    placeholderFocus.current = null;
    return focus;
  }, []);

  return (
    <div
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
            <CarouselSlider
              sliderRef={sliderRef}
              takeFocus={takeFocus}
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
              beforeChange={(_from, to) => setCurrent(((to % slides.length) + slides.length) % slides.length)}
            >
              {wrapped}
            </CarouselSlider>
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
