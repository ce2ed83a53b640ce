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
  /** From the tap to the answer on screen; null when it did not answer within the time allowed. */
  answerMs: number | null;
}

/** What the test adds to the page's window. */
interface Hooks {
  firstPaintSeen?: (startTime: number, x: number, y: number) => Promise<void>;
  firstTap?: { at: number; appStarted: boolean };
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

/** Opens `baseURL + scenario.route` in a fresh phone context, taps the control at the largest paint, waits for the answer. */
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

    let painted: (paint: Paint) => void = () => undefined;
    const firstPaint = new Promise<Paint>((resolve) => (painted = resolve));
    await page.exposeFunction('firstPaintSeen', (startTime: number, x: number, y: number) =>
      painted({ startTime, x, y }),
    );
    // At the largest paint, the page reports where the control is; the tap follows at once, with
    // no waiting for the control to be "ready" in between.
    await page.addInitScript((control: string) => {
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
        () => {
          const root = document.getElementById('root');
          hooks.firstTap ??= {
            at: performance.now(),
            appStarted: root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer')),
          };
        },
        { capture: true },
      );
    }, scenario.control);

    const loading = page.goto(new URL(scenario.route, baseURL).href, { waitUntil: 'commit' });
    const paint = await withTimeout(firstPaint, answerTimeoutMs, `${scenario.route} reported no largest paint`);
    if (paint.y < 0 || paint.y > PHONE.viewport.height) throw new Error(`${scenario.control} is not in the first view`);
    await page.touchscreen.tap(paint.x, paint.y);
    const tap = await page.evaluate(() => (window as unknown as Hooks).firstTap);
    if (!tap) throw new Error(`The tap on ${scenario.control} did not reach the page`);
    const tapMs = tap.at;
    let answerMs: number | null = null;
    try {
      const answeredAt = await page.waitForFunction(
        (selector) => {
          const element = document.querySelector(selector);
          return element?.checkVisibility() ? performance.now() : 0;
        },
        scenario.answer,
        { polling: 'raf', timeout: answerTimeoutMs },
      );
      answerMs = (await answeredAt.jsonValue()) - tapMs;
    } catch {
      // Not answered in the time allowed: reported as such.
    }
    await loading;
    return { paintMs: paint.startTime, tapMs, appStartedAtTap: tap.appStarted, answerMs };
  } finally {
    await context.close();
  }
}
