// Helpers shared by the browser tests.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { ContactSettings } from '../src/api/types';
import { DESKTOP, PHONE } from './serverEnv';

/** The SQLite file the test server writes (set up by playwright.config.ts). */
export function databasePath(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dir, 'salon.sqlite');
}

/** The data of one of the site's API calls (such as /api/contact-page), as the app reads it; the call must succeed. */
export async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { Accept: 'application/json' } });
  expect(response.ok(), `${url} answers`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Third-party frames (the map, the booking calendar) hold documents that are not ours to fix, and with
 * `include` set axe would judge each as a whole page. axe cannot leave out only a frame's document, so
 * the frames are left out whole (the contact spec checks that the map's frame has a title).
 */
const THIRD_PARTY_FRAMES = ['.contact-map iframe', '.booking-overlay__widget'];

/** The booking page's origin (BOOKING_URL's default), which the booking dialog's frame shows. */
export const BOOKING_ORIGIN = 'https://calendly.com';

/** What stands in for the booking page in the tests: the machine never reaches the real one. */
export const BOOKING_STAND_IN =
  '<!doctype html><html lang="en"><head><title>Booking calendar</title></head><body><h1>Pick a time</h1><button>9:00</button></body></html>';

/**
 * The scheduling page, standing in for the provider's: it posts its steps to the page around it as
 * the provider does. Its buttons carry their handlers from the moment they are parsed: a button
 * drawn before a later script had run would take a click and post nothing.
 */
export const SCHEDULING_STAND_IN = `<!doctype html><html lang="en"><head><title>Booking calendar</title>
<script>
  const post = (event, payload = {}) => parent.postMessage({ event, payload }, '*');
  const booked = () => post('calendly.event_scheduled', {
    event: { uri: 'https://api.calendly.com/scheduled_events/EXAMPLE' },
    invitee: { uri: 'https://api.calendly.com/scheduled_events/EXAMPLE/invitees/EXAMPLE' },
  });
  post('calendly.page_height', { height: '630px' });
  post('calendly.profile_page_viewed');
  post('calendly.event_type_viewed');
</script></head><body>
<h1>Pick a time</h1>
<button onclick="post('calendly.date_and_time_selected')">9:00</button>
<button onclick="booked()">Schedule event</button>
</body></html>`;

/**
 * Takes a step on the scheduling stand-in (its button named `name`), as a visitor on the provider's
 * page would. The click is the element's own: a pointer sent into another origin's frame just after
 * it has loaded can reach the page around it instead (Chromium routes it by where the frame was last
 * drawn), and the provider's buttons are not this site's to test, only what the site makes of the steps.
 */
export async function schedulingStep(dialog: Locator, name: string): Promise<void> {
  await dialog.frameLocator('iframe').getByRole('button', { name }).dispatchEvent('click');
}

/** Answers the booking page's frame with the stand-in; returns how often it was asked for. */
export async function fakeBookingPage(page: Page): Promise<{ requests: number }> {
  const seen = { requests: 0 };
  await page.route(`${BOOKING_ORIGIN}/**`, async (route) => {
    seen.requests += 1;
    await route.fulfill({ status: 200, contentType: 'text/html', body: BOOKING_STAND_IN });
  });
  return seen;
}

/** An axe run over the page (or only `include`), leaving out third-party frames. */
export function axeBuilder(page: Page, include?: string): AxeBuilder {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  for (const frame of THIRD_PARTY_FRAMES) builder = builder.exclude(frame);
  return builder;
}

/**
 * With scripts off, Chromium runs no timer, not even one of the test's own code, and axe waits on
 * timers between its steps: on such a page, call this before axe, and they run as microtasks (no
 * script of the page runs to notice).
 */
export async function runTimersWithoutScripts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const asMicrotask = (callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
      void Promise.resolve().then(() => callback(...args));
      return 0;
    };
    Object.assign(window, { setTimeout: asMicrotask, clearTimeout: () => undefined });
  });
}

/**
 * Fails the test with a readable list when axe finds any WCAG A/AA or best-practice violation on the
 * page (or in `include`); with `targetSize`, WCAG 2.2's target size too (24 px, or spaced apart), in
 * the same run: a rule named in the options runs whatever the tags.
 */
export async function expectNoAxeViolations(
  page: Page,
  include?: string,
  { targetSize = false }: { targetSize?: boolean } = {},
): Promise<void> {
  const builder = axeBuilder(page, include)
    .options(targetSize ? { rules: { 'target-size': { enabled: true } } } : {})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const { violations } = await builder.analyze();
  const readable = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(readable).toEqual([]);
}

/**
 * Runs `check` on the page as it is at a phone's width, then at a desktop's, and gives the page its
 * own size back: for a spec that runs at one width (playwright.config.ts) but checks looks.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  const own = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await check(size.width);
  }
  if (own) await page.setViewportSize(own);
}

/** Records every request whose URL matches, from now on. */
export function recordRequests(page: Page, matches: (url: string) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request.url())) seen.push(request);
  });
  return seen;
}

/**
 * Holds back every request matching `url` from now on, until the returned function is called; they
 * then go on as they would have. For checking the page in the moment before something arrives (the
 * app's code, a carousel's, the answer to a form).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/**
 * Fills every field of the contact form with a valid answer, each field found by the label the API
 * gives it; `email` tells one test's messages apart from another's. Returns the message field, the
 * last one filled.
 */
export async function fillContactForm(
  page: Page,
  settings: ContactSettings | null | undefined,
  { email, message }: { email: string; message: string },
): Promise<Locator> {
  const field = (label: string | null | undefined) => page.getByLabel(label ?? '', { exact: true });
  await field(settings?.first_name_label).fill('Amara');
  await field(settings?.last_name_label).fill('Okafor');
  await field(settings?.mobile_label).fill('5035550142');
  await field(settings?.email_label).fill(email);
  await field(settings?.message_label).fill(message);
  return field(settings?.message_label);
}

/**
 * Closes an open dialog each way a visitor can, opening it again from `opener` in between: Escape
 * (focus then returns to the opener), a click at `outside` (a point of the backdrop) and its close
 * control. The page scrolls again once the dialog is gone.
 */
export async function expectClosesEveryWay(
  page: Page,
  dialog: Locator,
  opener: Locator,
  { outside, close }: { outside: { x: number; y: number }; close: Locator },
): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(outside.x, outside.y);
  await expect(dialog).toBeHidden();
  await opener.click();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
}

/**
 * Asks for the shown category's catalogue as a visitor does: brought into view and its cover
 * tapped (unless the viewer is there already). The viewer and its PDF load only then.
 */
export async function openCatalogue(page: Page) {
  const catalogue = page.locator('.products-category:not([hidden]) .products-category__catalogue');
  await catalogue.scrollIntoViewIfNeeded();
  // Scrolled well into view, the catalogue may be asked for already: the viewer then replaces the cover.
  const viewer = catalogue.locator('.flipbook');
  const asked = await viewer.waitFor({ timeout: 3000 }).then(
    () => true,
    () => false,
  );
  // A tap; should the scroll's own asking replace the cover meanwhile, the viewer is on its way all the same.
  if (!asked)
    await catalogue
      .locator('.catalogue-cover__book')
      .click({ timeout: 5000 })
      .catch(() => undefined);
  await viewer.waitFor({ timeout: 20_000 });
}

/** Waits until CSS animations and transitions that end have ended (a dialog's entrance, a slide's move). */
export async function settleMotion(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .every((a) => a.playState !== 'running'),
  );
}

/**
 * Refuses the page's requests to origins other than `site` (the contact page's map frame), so that
 * waiting for the network to fall quiet ('networkidle') waits for the site's own requests: a
 * third-party frame answers at the outside network's pace, or, on a machine without it, maybe never.
 */
export async function keepToTheSite(page: Page, site: string): Promise<void> {
  const origin = new URL(site).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
}

/**
 * Waits until the site's script has taken over the page the server drew (or, given one, that
 * element of it). Before that, links are plain links (a click loads the next page from the server)
 * and buttons do nothing yet.
 */
export async function waitForHydration(page: Page, element?: Locator): Promise<void> {
  // React keeps its props on every node it has hydrated.
  const hydrated = (node: Element | null) =>
    node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps'));
  await expect.poll(() => (element ?? page.locator('main')).evaluate(hydrated)).toBe(true);
}

/**
 * Waits until the app has started on a page of the site: React holds the root, so from then on it
 * answers input (parts still hydrating are hydrated at once when used). Before that, a page the
 * server drew shows everything and its links work, but its buttons do nothing yet.
 */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * The browser tests' `test`: with scripts on, `page.goto` and `page.reload` return once the app has
 * started, unless the test says the app will not start (`test.use({ appStarts: false })`).
 */
export const test = base.extend<{ appStarts: boolean; sharedContent: void }>({
  appStarts: [true, { option: true }],
  /**
   * The site has one draft and one published content. A test that edits or publishes them asks for
   * `sharedContent` and holds them alone while it runs: the workers take turns through a lock folder
   * beside the test server's database (made at once or not at all).
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  sharedContent: async ({}, provide) => {
    const lock = `${path.dirname(databasePath())}/shared-content.lock`;
    for (;;) {
      try {
        fs.mkdirSync(lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    try {
      await provide();
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  },
  page: async ({ page, javaScriptEnabled, appStarts }, provide) => {
    if (javaScriptEnabled !== false && appStarts) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForAppStart(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForAppStart(page);
        return response;
      };
    }
    await provide(page);
  },
});

export { expect };

export { freePort } from './freePort';
export { DESKTOP_ONLY, PHONE_ONLY } from './serverEnv';
