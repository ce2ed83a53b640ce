// Focus in a carousel, shared by its row of slides drawn before the slider's code arrives
// (Carousel.tsx) and the slider that takes its place (slick.tsx): which elements take focus, and a
// control named by its slide and its place within it, so that focus moves from one to the other.

export const FOCUSABLE =
  'a[href], button, input, select, textarea, iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** A control of a slide, by the slide's place and the control's place within it. */
export interface FocusedControl {
  slide: number;
  control: number;
}

/** The control `target` in a row of slides, if it is one. */
export function focusedControl(row: HTMLElement, target: EventTarget): FocusedControl | null {
  if (!(target instanceof HTMLElement)) return null;
  const slides = Array.from(row.children);
  const slide = slides.findIndex((child) => child.contains(target));
  const control = Array.from(slides[slide]?.querySelectorAll(FOCUSABLE) ?? []).indexOf(target);
  return control < 0 ? null : { slide, control };
}
