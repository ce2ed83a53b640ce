// The one way the site's long work gives the browser its turn: the app's start-up (src/boot/startup.ts)
// and the catalogue's drawing (src/flipbook/pdfLoader.ts) end their tasks with yieldToMain().

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: resolves in a later one, after the browser has had its turn to paint and
 * handle input. scheduler.yield() (where the browser has it) resumes ahead of other queued work, so
 * the start-up keeps its place in line. Elsewhere a MessageChannel message does the same without the
 * 4 ms that browsers add to nested timers; setTimeout is the last resort.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
