// The staged start, in one place. The page the server rendered is shown first (firstViewShown); the
// app's start-up then runs as a series of short tasks, each ended by yieldToMain() (src/yieldToMain.ts),
// so that the browser can paint and answer input between them instead of being held for the whole
// start-up at once.
import { yieldToMain } from '../yieldToMain';

/** Runs the steps in order, each in a task of its own (a step's promise is awaited first). */
export async function inSteps(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
}

/** Longest wait for the first view, should the browser never report it shown. */
export const FIRST_VIEW_WAIT_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the browser has reported the page's first contentful paint (at once without paint timing). */
function firstContentfulPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves after the browser has drawn two more frames (the first of them is then on screen). */
function twoFramesLater() {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * Resolves once a page that arrived drawn is on screen with its first-view images (the ones the
 * server marks as high priority). At once when there is nothing to show yet (an empty page, which
 * the app draws) or nothing will be shown (a hidden tab). The visitor's first touch or key ends the
 * wait, as does FIRST_VIEW_WAIT_MS.
 */
export function firstViewShown(root: HTMLElement | null): Promise<void> {
  if (!root?.firstElementChild || document.visibilityState === 'hidden') return Promise.resolve();
  const shown = firstContentfulPaint()
    .then(() => {
      const images = root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
      return Promise.all([...images].map((image) => image.decode().catch(() => undefined)));
    })
    .then(twoFramesLater);
  const hiddenOrUsed = new Promise<void>((resolve) => {
    for (const type of ['visibilitychange', 'pointerdown', 'keydown']) {
      document.addEventListener(type, () => resolve(), { once: true, capture: true });
    }
  });
  return Promise.race([shown, hiddenOrUsed, wait(FIRST_VIEW_WAIT_MS)]);
}
