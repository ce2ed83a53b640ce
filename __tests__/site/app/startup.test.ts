// The staged start: yieldToMain (src/yieldToMain.ts) ends the task (through scheduler.yield where the browser has it),
// inSteps runs each step in a task of its own, and the wait for the first view ends when it should.
import { FIRST_VIEW_WAIT_MS, firstViewShown, inSteps } from '../../../src/boot/startup';
import type * as WorkerThreads from 'node:worker_threads';
import { yieldToMain } from '../../../src/yieldToMain';

type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as WithScheduler).scheduler;
  jest.useRealTimers();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    let yielded = 0;
    (globalThis as WithScheduler).scheduler = {
      yield: () => {
        yielded += 1;
        return Promise.resolve();
      },
    };
    await yieldToMain();
    expect(yielded).toBe(1);
  });

  it('without scheduler.yield, resolves in a later task: queued microtasks run first', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'resumed']);
  });

  it('without scheduler.yield, lets a task queued before it run first (setTimeout where nothing else is)', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['earlier task', 'resumed']);
  });

  it('with a MessageChannel and no scheduler.yield, resumes through a message', async () => {
    const { MessageChannel: NodeMessageChannel } = jest.requireActual<typeof WorkerThreads>('node:worker_threads');
    const posted: unknown[] = [];
    class CountingChannel extends NodeMessageChannel {
      constructor() {
        super();
        const post = this.port2.postMessage.bind(this.port2);
        this.port2.postMessage = (message: unknown) => {
          posted.push(message);
          post(message);
        };
      }
    }
    Object.assign(globalThis, { MessageChannel: CountingChannel });
    try {
      await yieldToMain();
      expect(posted).toHaveLength(1);
    } finally {
      delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
    }
  });
});

describe('inSteps', () => {
  it('runs the steps in order, awaiting each, with a yield after each one', async () => {
    const order: string[] = [];
    let yields = 0;
    (globalThis as WithScheduler).scheduler = {
      yield: () => {
        yields += 1;
        order.push(`yield ${yields}`);
        return Promise.resolve();
      },
    };
    await inSteps([
      () => order.push('one'),
      () => new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('two')), 5)),
      () => order.push('three'),
    ]);
    expect(order).toEqual(['one', 'yield 1', 'two', 'yield 2', 'three', 'yield 3']);
  });

  it('stops at a step that fails', async () => {
    const ran: string[] = [];
    await expect(inSteps([() => Promise.reject(new Error('no chunk')), () => ran.push('after')])).rejects.toThrow(
      'no chunk',
    );
    expect(ran).toEqual([]);
  });
});

describe('firstViewShown', () => {
  /** A browser that has paint timing but has not painted yet. */
  class UnpaintedObserver {
    static supportedEntryTypes = ['paint'];
    observe() {}
    disconnect() {}
  }
  let original: unknown;
  beforeEach(() => {
    original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    Object.assign(globalThis, { PerformanceObserver: UnpaintedObserver });
  });
  afterEach(() => {
    Object.assign(globalThis, { PerformanceObserver: original });
  });

  it('resolves at once for an empty page, which the app draws', async () => {
    const root = document.createElement('div');
    await expect(firstViewShown(root)).resolves.toBeUndefined();
    await expect(firstViewShown(null)).resolves.toBeUndefined();
  });

  it('ends the wait on the visitor’s first touch', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Drawn</p>';
    let done = false;
    const shown = firstViewShown(root).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    document.dispatchEvent(new Event('pointerdown'));
    await shown;
    expect(done).toBe(true);
  });

  it('gives up waiting after FIRST_VIEW_WAIT_MS', async () => {
    jest.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<p>Drawn</p>';
    let done = false;
    const shown = firstViewShown(root).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(FIRST_VIEW_WAIT_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await shown;
    expect(done).toBe(true);
  });
});
