// The tap a visitor makes as soon as the page is painted, on a phone: the network and the CPU
// slowed as a phone's are (Chromium's own throttling, applied, not simulated), the control tapped
// the moment the browser reports the page's largest paint, then the wait for it to answer. Shared
// by the browser test (e2e/firstPaintTaps.spec.ts) and the benchmark (bench/run.mts).
import type { Browser } from 'playwright-core';

/** A slow 4G network and a CPU four times slower than this machine's, 375 px wide with touch. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
} as const;

export interface TapScenario {
  /** What is tapped where, as the reports name it. */
  name: string;
  route: string;
  /** The control tapped (its first match). */
  control: string;
  /** What is on screen once the control has answered. */
  answer: string;
}

/**
 * The first view's controls, tapped before the app runs: the dialogs open by themselves (Invoker
 * Commands), and a category's panel is already on the page, shown by the entry script.
 */
export const TAP_SCENARIOS: readonly TapScenario[] = [
  { name: 'booking button on /', route: '/', control: '.home-banner__cta', answer: '.booking-overlay' },
  { name: 'menu on /', route: '/', control: '.site-header__burger', answer: '.mobile-menu' },
  { name: 'menu on /products', route: '/products', control: '.site-header__burger', answer: '.mobile-menu' },
  { name: 'menu on /contact', route: '/contact', control: '.site-header__burger', answer: '.mobile-menu' },
  {
    name: 'category chip on /products',
    route: '/products',
    control: '.category-filter__chip:nth-child(2)',
    answer: '.products-category:nth-of-type(2):not([hidden])',
  },
];

export interface TapResult {
  /** When the page reported its largest paint (and where the control was), from the start of navigation. */
  paintMs: number;
  /** When the tap was made, from the start of navigation. */
  tapMs: number;
  /** Whether the app had already started when the tap was made (then the tap proves little). */
  appStartedAtTap: boolean;
  /** The element the tap landed on (its tag and classes): the control, or what stood in its place. */
  tappedOn: string;
  /** From the tap to the answer on screen; null when it did not answer within the time allowed. */
  answerMs: number | null;
  /** Whether the answer came with a page load (a link the page could not answer in place yet). */
  loadedAnotherPage: boolean;
  /**
   * Each time a dialog of the page opened or closed, in order ("open 2301 ms, app started"): what
   * tells a tap the page never answered from an answer taken back again.
   */
  dialogToggles: string[];
}

/** What the test adds to each page's window: reports to the test, whichever page of the tab it is. */
interface Hooks {
  firstPaintSeen?: (startTime: number, x: number, y: number) => Promise<void>;
  tapSeen?: (at: number, sinceNavigation: number, appStarted: boolean, page: number, on: string) => Promise<void>;
  answerSeen?: (at: number, page: number) => Promise<void>;
}

interface Paint {
  startTime: number;
  /** The middle of the control, in the viewport, at the time of the paint. */
  x: number;
  y: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves with the first value `report` is called with. */
function firstReport<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, report: (value: T) => resolve(value) };
}

/** Every answer the tab's pages report, and the first one at or after a time. */
function answers() {
  const seen: { at: number; page: number }[] = [];
  let wake: () => void = () => undefined;
  return {
    report: (at: number, page: number) => {
      seen.push({ at, page });
      wake();
    },
    async after(time: number, timeoutMs: number): Promise<{ at: number; page: number } | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = seen.find((answer) => answer.at >= time);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}

/**
 * Opens `baseURL + scenario.route` in a fresh phone context, taps the control at the largest paint,
 * waits for the answer. The time is the wall clock's, so that an answer on another page (a link
 * followed before the page could answer it in place) is timed alike.
 */
export async function tapAtFirstPaint(
  browser: Browser,
  baseURL: string,
  scenario: TapScenario,
  answerTimeoutMs = 20_000,
): Promise<TapResult> {
  const context = await browser.newContext({ viewport: PHONE.viewport, hasTouch: PHONE.hasTouch });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });

    const paint = firstReport<Paint>();
    const tap = firstReport<{ at: number; sinceNavigation: number; appStarted: boolean; page: number; on: string }>();
    const answer = answers();
    await page.exposeFunction('firstPaintSeen', (startTime: number, x: number, y: number) =>
      paint.report({ startTime, x, y }),
    );
    // Each page of the tab is told apart by its time origin.
    await page.exposeFunction(
      'tapSeen',
      (at: number, sinceNavigation: number, appStarted: boolean, origin: number, on: string) =>
        tap.report({ at, sinceNavigation, appStarted, page: origin, on }),
    );
    await page.exposeFunction('answerSeen', (at: number, origin: number) => answer.report(at, origin));
    // At the largest paint, the page reports where the control is; the tap follows at once, with
    // no waiting for the control to be "ready" in between. Every page of the tab (the first, and one
    // a link leads to) says when the answer is on screen.
    await page.addInitScript(
      ({ control, answerSelector }: { control: string; answerSelector: string }) => {
        const hooks = window as unknown as Hooks;
        let reported = false;
        new PerformanceObserver((list, observer) => {
          const box = document.querySelector(control)?.getBoundingClientRect();
          if (reported || list.getEntries().length === 0 || !box || box.width === 0) return;
          reported = true;
          observer.disconnect();
          void hooks.firstPaintSeen?.(performance.now(), box.left + box.width / 2, box.top + box.height / 2);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        document.addEventListener(
          'pointerdown',
          (event) => {
            const root = document.getElementById('root');
            const appStarted = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
            const target = event.target instanceof Element ? event.target : null;
            const on = target ? [target.localName, ...Array.from(target.classList)].join('.') : 'nothing';
            void hooks.tapSeen?.(Date.now(), performance.now(), appStarted, performance.timeOrigin, on);
          },
          { capture: true, once: true },
        );
        // Every dialog opened or closed, and whether the app had started by then (toggle does not
        // bubble: caught on its way down).
        const toggles: string[] = [];
        (window as unknown as { dialogToggles: string[] }).dialogToggles = toggles;
        document.addEventListener(
          'toggle',
          (event) => {
            if (!(event.target instanceof HTMLDialogElement)) return;
            const root = document.getElementById('root');
            const appStarted = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
            const state = event.newState;
            toggles.push(`${state} ${Math.round(performance.now())} ms${appStarted ? ', app started' : ''}`);
          },
          { capture: true },
        );
        // Once per page, as soon as the answer is laid out. (No named functions here: the bench's
        // compiler would wrap them in a helper the page does not have.)
        const timer = setInterval(() => {
          if (!document.querySelector(answerSelector)?.checkVisibility()) return;
          clearInterval(timer);
          void hooks.answerSeen?.(Date.now(), performance.timeOrigin);
        }, 10);
      },
      { control: scenario.control, answerSelector: scenario.answer },
    );

    const start = new URL(scenario.route, baseURL).href;
    const loading = page.goto(start, { waitUntil: 'commit' });
    const painted = await withTimeout(paint.promise, answerTimeoutMs, `${scenario.route} reported no largest paint`);
    if (painted.y < 0 || painted.y > PHONE.viewport.height)
      throw new Error(`${scenario.control} is not in the first view`);
    await page.touchscreen.tap(painted.x, painted.y);
    const tapped = await withTimeout(
      tap.promise,
      answerTimeoutMs,
      `The tap on ${scenario.control} did not reach the page`,
    );
    // Not answered in the time allowed: null.
    const answered = await answer.after(tapped.at, answerTimeoutMs);
    await loading.catch(() => undefined);
    const dialogToggles = await page
      .evaluate(() => (window as unknown as { dialogToggles?: string[] }).dialogToggles ?? [])
      .catch(() => ['(the page could not be read)']);
    return {
      paintMs: painted.startTime,
      tapMs: tapped.sinceNavigation,
      appStartedAtTap: tapped.appStarted,
      tappedOn: tapped.on,
      answerMs: answered ? answered.at - tapped.at : null,
      loadedAnotherPage: answered !== null && answered.page !== tapped.page,
      dialogToggles,
    };
  } finally {
    await context.close();
  }
}
