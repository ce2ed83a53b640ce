// Whether the visitor has asked for a catalogue on this page: pdf.js, the book and the PDF (about
// 290 KB on a phone) load only then, never with the first view. They ask by a tap on a catalogue's
// cover, or by scrolling until a cover is well in view (then the viewer loads while the page is
// idle). Once asked, the catalogue of any category shown uses the viewer.
import { createContext, useEffect, useMemo, useState } from 'react';
import { whenIdle } from '../ui/whenIdle';

/** The share of a cover that must be on screen, after a scroll, for the viewer to load. */
export const WELL_IN_VIEW = 0.6;

export interface CatalogueIntent {
  /** Whether the visitor asked for a catalogue (never in the server's render). */
  asked: boolean;
  /** The visitor asked: every catalogue shown from now on is the viewer. */
  ask: () => void;
}

/** The page's catalogue intent; without a page to hold it, no catalogue is ever asked for. */
export const CatalogueIntentContext = createContext<CatalogueIntent>({ asked: false, ask: () => undefined });

/** The intent a page holds for its catalogues, for CatalogueIntentContext. */
export function useCatalogueIntent(): CatalogueIntent {
  const [asked, setAsked] = useState(false);
  return useMemo(() => ({ asked, ask: () => setAsked(true) }), [asked]);
}

/** The share of the element's height that is inside the viewport. */
function shareInView(element: Element): number {
  const { top, bottom, height } = element.getBoundingClientRect();
  if (height <= 0) return 0;
  const shown = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
  return Math.max(0, shown) / Math.min(height, window.innerHeight);
}

/**
 * Asks for the catalogue once the visitor has scrolled until `cover` is well in view (seen once the
 * page has loaded, also for a scroll made before the page loaded or the app started); measured while the page is idle, so that
 * scrolling itself never waits on it. A cover on screen from the start is not asked for by being
 * there: it waits for a tap or a scroll.
 */
export function useAskWhenScrolledTo(cover: Element | null, { asked, ask }: CatalogueIntent): void {
  useEffect(() => {
    if (!cover || asked) return;
    let cancelIdle: (() => void) | null = null;
    const onScroll = () => {
      cancelIdle ??= whenIdle(() => {
        cancelIdle = null;
        if (shareInView(cover) >= WELL_IN_VIEW) ask();
      }, 1000);
    };
    const listen = () => {
      window.addEventListener('scroll', onScroll, { passive: true });
      // A visitor who scrolled before (while the page loaded, or the app started) asked then.
      if (window.scrollY > 0) onScroll();
    };
    if (document.readyState === 'complete') listen();
    else window.addEventListener('load', listen, { once: true });
    return () => {
      window.removeEventListener('load', listen);
      window.removeEventListener('scroll', onScroll);
      cancelIdle?.();
    };
  }, [cover, asked, ask]);
}
