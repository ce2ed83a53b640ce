/**
 * Runs `fn` at most once per `delay` ms, and once more at the end of a burst so the final state
 * is never missed.
 */
export function throttle(fn: () => void, delay: number): { call: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  return {
    call() {
      const wait = delay - (Date.now() - last);
      if (wait <= 0) {
        clearTimeout(timer);
        run();
      } else {
        timer ??= setTimeout(run, wait);
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
