// A small bounded queue: at most `concurrency` jobs run at once, at most `maxWaiting` wait their turn.
// Image encoding goes through it, so a burst of work cannot take every core and thread from the
// pages, the API and the files that are already made.

export class QueueFullError extends Error {
  constructor() {
    super('The queue is full.');
  }
}

export interface JobQueue {
  /** Runs the job when a slot is free; rejects at once with QueueFullError when too many wait. */
  run<T>(job: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number; peakRunning: number };
}

export function createJobQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): JobQueue {
  if (!(Number.isInteger(concurrency) && concurrency >= 1))
    throw new Error('concurrency must be a whole number from 1');
  let running = 0;
  let peakRunning = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (start) start();
  };

  return {
    run(job) {
      if (running >= concurrency && waiting.length >= maxWaiting) return Promise.reject(new QueueFullError());
      return new Promise((resolve, reject) => {
        const start = () => {
          running += 1;
          peakRunning = Math.max(peakRunning, running);
          // A job that throws before returning its promise must still free its slot.
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        };
        if (running < concurrency) start();
        else waiting.push(start);
      });
    },
    stats: () => ({ running, waiting: waiting.length, peakRunning }),
  };
}
