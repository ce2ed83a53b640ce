// Loads the scheduling widget's script on demand: it is third-party and heavy, so it is fetched
// the first time a visitor opens the booking overlay, never at page load.

export interface CalendlyGlobal {
  initInlineWidget: (options: { url: string; parentElement: HTMLElement }) => void;
}

declare global {
  interface Window {
    Calendly?: CalendlyGlobal;
  }
}

/** No calendar after this long means the widget is blocked or offline: offer the plain link. */
export const BOOKING_WIDGET_TIMEOUT_MS = 10_000;

let pending: { src: string; promise: Promise<void> } | null = null;

function calendly(): CalendlyGlobal | undefined {
  return typeof window === 'undefined' ? undefined : window.Calendly;
}

function findScript(src: string): HTMLScriptElement | null {
  return (
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((script) => script.src === src) ?? null
  );
}

/** True when the script ran before, so a new widget element must be initialised explicitly. */
export function isBookingScriptReady(src: string): boolean {
  return Boolean(calendly()) && findScript(src) !== null;
}

/**
 * Injects the script once (async) and settles when it has run. A failed load removes the tag, so
 * the next opening tries again rather than repeating an old failure.
 */
export function loadBookingScript(src: string): Promise<void> {
  if (isBookingScriptReady(src)) return Promise.resolve();
  if (pending?.src === src && findScript(src)) return pending.promise;

  const existing = findScript(src);
  const script = existing ?? document.createElement('script');
  const promise = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        if (pending?.promise === promise) pending = null;
        script.remove();
        reject(new Error(`The booking widget could not be loaded from ${src}`));
      },
      { once: true },
    );
  });
  pending = { src, promise };
  if (!existing) {
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
  return promise;
}

/** Creates the calendar inside `parentElement` unless the script's own start-up already did. */
export function initBookingWidget(url: string, parentElement: HTMLElement): void {
  const api = calendly();
  if (!api || parentElement.querySelector('iframe') || parentElement.hasAttribute('data-processed')) return;
  api.initInlineWidget({ url, parentElement });
}
