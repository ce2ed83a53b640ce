// react-pageflip and page-flip as src/flipbook/pageFlipAdapter.ts relies on them: the installed
// libraries themselves, in jsdom, with animation frames driven by jest's fake timers. If an update
// renames or moves what the adapter reaches into (the renderer's private frame step and its
// drawFrame, the fields a frame draws from, the loop on the global requestAnimationFrame, the init
// event and the ref), these tests fail. Style writes are counted with a MutationObserver, as the
// browser test does.
import { act, render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { BookView } from '../../../src/flipbook/BookView';
import {
  DRAWN_FROM,
  drawOnlyChanges,
  PageFlipBook,
  retire,
  type BookHandle,
  type PageFlip,
} from '../../../src/flipbook/pageFlipAdapter';

/** page-flip ships no types: its class, typed as far as these tests use it. */
type RealPageFlip = PageFlip & {
  loadFromHTML(items: HTMLElement[]): void;
  turnToNextPage(): void;
  getCurrentPageIndex(): number;
};
type PageFlipClass = new (root: HTMLElement, settings: Record<string, unknown>) => RealPageFlip;
const { PageFlip: PageFlipConstructor } = jest.requireActual<{ PageFlip: PageFlipClass }>('page-flip');

/** The renderer's members the adapter uses, as they are reached at run time. */
type Renderer = Record<string, unknown> & { render(timer: number): void; drawFrame(): void };
const rendererOf = (flip: PageFlip) => flip.getRender() as Renderer;

function openBook(pageCount = 6): { flip: RealPageFlip; root: HTMLElement } {
  const root = document.createElement('div');
  document.body.append(root);
  const pages = Array.from({ length: pageCount }, (_, i) => {
    const page = document.createElement('div');
    page.textContent = `Page ${i + 1}`;
    root.append(page);
    return page;
  });
  const flip = new PageFlipConstructor(root, { width: 200, height: 280, showCover: true, flippingTime: 300 });
  flip.loadFromHTML(pages);
  jest.advanceTimersToNextFrame();
  return { flip, root };
}

/** Style attribute writes inside `root` over the next `frames` animation frames, frame by frame. */
function writesPerFrame(root: HTMLElement, frames: number): number[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['style'] });
  const counts = Array.from({ length: frames }, () => {
    jest.advanceTimersToNextFrame();
    return observer.takeRecords().length;
  });
  observer.disconnect();
  return counts;
}
const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('page-flip, where the adapter reaches in', () => {
  it('has the public methods the adapter calls', () => {
    const methods = ['flipNext', 'flipPrev', 'destroy', 'getUI', 'getRender', 'getState', 'getPageCollection'];
    const prototype = PageFlipConstructor.prototype as unknown as Record<string, unknown>;
    expect(methods.filter((name) => typeof prototype[name] !== 'function')).toEqual([]);
    const { flip, root } = openBook();
    expect(flip.getState()).toBe('read');
    expect(flip.getUI()?.getWrapper()?.parentElement).toBe(root);
  });

  it("keeps the renderer's frame step, drawFrame and the fields a frame draws from", () => {
    const renderer = rendererOf(openBook().flip);
    expect(typeof renderer.render).toBe('function');
    expect([renderer.render.name, renderer.render.length]).toEqual(['render', 1]);
    expect(typeof renderer.drawFrame).toBe('function');
    expect([renderer.drawFrame.name, renderer.drawFrame.length]).toEqual(['drawFrame', 0]);
    expect(DRAWN_FROM.filter((field) => !Object.hasOwn(renderer, field))).toEqual([]);
    expect(renderer.animation).toBeNull();
  });

  it("runs its loop on the global requestAnimationFrame through the instance's render, then drawFrame", () => {
    const { flip } = openBook();
    const renderer = rendererOf(flip);
    const schedule = jest.spyOn(window, 'requestAnimationFrame');
    const steps = jest.spyOn(renderer, 'render');
    const draws = jest.spyOn(renderer, 'drawFrame');
    for (let frame = 0; frame < 3; frame += 1) jest.advanceTimersToNextFrame();
    expect(steps).toHaveBeenCalledTimes(3);
    expect(steps.mock.calls.every(([timer]) => typeof timer === 'number')).toBe(true);
    expect(draws).toHaveBeenCalledTimes(3);
    expect(schedule).toHaveBeenCalledTimes(3);
  });
});

describe('drawOnlyChanges', () => {
  it('leaves page-flip drawing every frame of a book at rest when not applied', () => {
    const { root } = openBook();
    expect(writesPerFrame(root, 5).every((writes) => writes > 0)).toBe(true);
  });

  it('skips the frames of a book at rest and draws the frames that change it', () => {
    const { flip, root } = openBook();
    drawOnlyChanges(flip);
    expect(sum(writesPerFrame(root, 1))).toBeGreaterThan(0);
    expect(sum(writesPerFrame(root, 10))).toBe(0);

    flip.turnToNextPage();
    expect(sum(writesPerFrame(root, 1))).toBeGreaterThan(0);
    expect(sum(writesPerFrame(root, 10))).toBe(0);

    // A turn animates frame by frame, on a clock the skipped frames kept current.
    const turned = flip.getCurrentPageIndex();
    flip.flipNext();
    const turning = writesPerFrame(root, 4);
    expect(flip.getState()).toBe('flipping');
    expect(turning.every((writes) => writes > 0)).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(flip.getState()).toBe('read');
    expect(flip.getCurrentPageIndex()).toBeGreaterThan(turned);
    writesPerFrame(root, 1);
    expect(sum(writesPerFrame(root, 10))).toBe(0);
  });
});

describe('retire', () => {
  it('ends the frame loop of a book that left the page and puts the scheduler back', () => {
    const { flip, root } = openBook();
    const steps = jest.spyOn(rendererOf(flip), 'render');
    jest.advanceTimersToNextFrame();
    expect(steps).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(1);

    const schedule = window.requestAnimationFrame;
    root.remove();
    retire(flip);
    jest.advanceTimersToNextFrame();
    expect(jest.getTimerCount()).toBe(0);
    expect(window.requestAnimationFrame).toBe(schedule);
    expect(steps).toHaveBeenCalledTimes(1);
  });

  it('leaves a book that is still on the page alone', () => {
    const { flip, root } = openBook();
    retire(flip);
    jest.advanceTimersToNextFrame();
    expect(jest.getTimerCount()).toBe(1);
    expect(root.isConnected).toBe(true);
  });
});

function Page({ ref, number }: { ref?: Ref<HTMLDivElement>; number: number }) {
  return <div ref={ref}>Page {number}</div>;
}

describe('react-pageflip, as the adapter types it', () => {
  it('hands its PageFlip to onInit and through its ref, and reports a turn with the page index', () => {
    const book = createRef<BookHandle>();
    const onInit = jest.fn<void, [{ object: PageFlip }]>();
    const onFlip = jest.fn<void, [{ data: number }]>();
    render(
      <PageFlipBook
        ref={book}
        className="book"
        style={{}}
        width={200}
        height={280}
        size="fixed"
        startPage={0}
        showCover
        usePortrait
        autoSize={false}
        drawShadow
        maxShadowOpacity={0.35}
        flippingTime={300}
        showPageCorners
        mobileScrollSupport
        renderOnlyPageLengthChange
        onFlip={onFlip}
        onInit={onInit}
      >
        {[1, 2, 3, 4].map((number) => (
          <Page key={number} number={number} />
        ))}
      </PageFlipBook>,
    );
    act(() => jest.advanceTimersByTime(20));
    const flip = book.current?.pageFlip();
    expect(flip).toBeDefined();
    expect(onInit).toHaveBeenCalledTimes(1);
    expect(onInit.mock.calls[0]?.[0].object).toBe(flip);
    expect(flip?.getRender()).toBe(onInit.mock.calls[0]?.[0].object.getRender());

    act(() => {
      flip?.flipNext();
      jest.advanceTimersByTime(1000);
    });
    expect(onFlip).toHaveBeenCalledWith(expect.objectContaining({ data: 1 }));
  });

  it("the site's book draws nothing at rest, and its frame loop ends when it is gone", () => {
    const bookRef = createRef<BookHandle>();
    const { container, unmount } = render(
      <BookView
        layout={{ pageWidth: 200, pageHeight: 280, spread: false }}
        pageCount={4}
        startPage={0}
        onFlip={() => undefined}
        bookRef={bookRef}
      />,
    );
    act(() => jest.advanceTimersByTime(20));
    expect(container.querySelectorAll('.flipbook__page')).toHaveLength(4);
    const root = container.firstElementChild as HTMLElement;
    writesPerFrame(root, 1);
    expect(sum(writesPerFrame(root, 10))).toBe(0);
    act(() => bookRef.current?.pageFlip()?.flipNext());
    expect(sum(writesPerFrame(root, 3))).toBeGreaterThan(0);

    unmount();
    jest.advanceTimersToNextFrame();
    expect(jest.getTimerCount()).toBe(0);
  });
});
