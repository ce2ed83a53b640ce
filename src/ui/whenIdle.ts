/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms); where the browser
 * cannot say (Safari), a short while later. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}
