import {
  perViewAt,
  placeholderVariables,
  PLACEHOLDER_BREAKPOINTS,
  sliderFrame,
  sortedBreakpoints,
} from '../../../src/ui/slidesPerView';

describe('sortedBreakpoints', () => {
  it('orders the widths, narrowest first, and drops widths that are not numbers and empty views', () => {
    expect(sortedBreakpoints({ 992: 3, 0: 1, 576: 1.5, 400: 0 })).toEqual([
      [0, 1],
      [576, 1.5],
      [992, 3],
    ]);
    expect(sortedBreakpoints({ ['wide' as unknown as number]: 2, 0: 1 })).toEqual([[0, 1]]);
  });
});

describe('perViewAt', () => {
  const breakpoints = sortedBreakpoints({ 0: 1, 400: 1.2, 576: 1.5, 768: 2, 992: 3 });

  it('takes the widest breakpoint the viewport has reached', () => {
    expect(perViewAt(breakpoints, 375)).toBe(1);
    expect(perViewAt(breakpoints, 400)).toBe(1.2);
    expect(perViewAt(breakpoints, 767)).toBe(1.5);
    expect(perViewAt(breakpoints, 1440)).toBe(3);
  });

  it('uses the narrowest view below the first breakpoint, and one slide without any', () => {
    expect(perViewAt(sortedBreakpoints({ 480: 1.5, 640: 2 }), 320)).toBe(1.5);
    expect(perViewAt([], 1000)).toBe(1);
  });
});

describe('sliderFrame', () => {
  it('gives the slider whole slides and narrows its frame so that the next slide peeks in', () => {
    expect(sliderFrame(1.5)).toEqual({ whole: 1, frameWidth: `${(1 / 1.5) * 100}%` });
    expect(sliderFrame(2.5)).toEqual({ whole: 2, frameWidth: '80%' });
    expect(sliderFrame(3)).toEqual({ whole: 3, frameWidth: '100%' });
  });

  it('never gives the slider less than one slide', () => {
    expect(sliderFrame(0.5).whole).toBe(1);
  });
});

describe('the placeholder', () => {
  const breakpoints = sortedBreakpoints({ 0: 1.2, 480: 1.5, 640: 2, 992: 3 });

  it('has the slides per view at every width its style sheet knows', () => {
    expect(placeholderVariables(breakpoints)).toEqual({
      '--carousel-per-view-0': 1.2,
      '--carousel-per-view-400': 1.2,
      '--carousel-per-view-480': 1.5,
      '--carousel-per-view-576': 1.5,
      '--carousel-per-view-640': 2,
      '--carousel-per-view-768': 2,
      '--carousel-per-view-992': 3,
      '--carousel-per-view-1200': 3,
    });
    expect(Object.keys(placeholderVariables(breakpoints))).toHaveLength(PLACEHOLDER_BREAKPOINTS.length);
  });
});
