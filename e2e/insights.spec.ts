// The visit counter on the built site: its collector arrives only once the first view is drawn and
// the browser is idle, counts the page arrived on and each page reached in the app, the booking
// dialog's opening (by its button) and the scheduling page's steps as the provider posts them, and
// nothing at all when the browser asks not to be followed. Each beacon is read on its way to the
// content server's collection route (page.route), which must take it (204).
import type { Page } from '@playwright/test';
import type { InsightBeacon, InsightEventInput } from '../src/api/insightsContract';
import {
  BOOKING_ORIGIN,
  expect,
  openCatalogue,
  recordRequests,
  SCHEDULING_STAND_IN,
  schedulingStep,
  test,
} from './support';

/** Reads every beacon the page sends to the collection route, and checks that the server took it. */
async function readBeacons(page: Page): Promise<InsightBeacon[]> {
  const beacons: InsightBeacon[] = [];
  await page.route('**/api/insights', async (route) => {
    const body = route.request().postData();
    const response = await route.fetch();
    expect(`${response.status()} ${body}`).toBe(`204 ${body}`);
    if (body) beacons.push(JSON.parse(body) as InsightBeacon);
    await route.fulfill({ response });
  });
  return beacons;
}

/** Beacons are gathered for BATCH_DELAY_MS and sent once the page is idle: on a loaded machine that
 * can take a while, so their polls wait longer than other expectations. */
const SENT = { timeout: 30_000 };

const eventsOf = (beacons: InsightBeacon[]): InsightEventInput[] => beacons.flatMap((beacon) => beacon.events);

/** The collector's and web-vitals' chunks, as requested. */
const collectorChunks = (page: Page) => recordRequests(page, (url) => /\/(insights|web-vitals)\.[\w.]*\.js$/.test(url));

/** The footer's link to another page of the site (drawn on every page, at every width). */
const footerLink = (page: Page, path: string) => page.locator(`footer a[href="${path}"]`).first();

/** Tells the page it is hidden, as switching to another tab or app does. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Everything the site could keep in the browser: cookies, storage, databases, caches. */
async function keptInBrowser(page: Page) {
  const inPage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: 'caches' in window ? await caches.keys() : [],
  }));
  return { cookies: await page.context().cookies(), ...inPage };
}

test('counts the page at once, fetches the collector only once the page is idle, and keeps nothing', async ({
  page,
}) => {
  // The browser's idle callbacks are held until the test lets them run.
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    Object.assign(window, { heldIdleCallbacks: held });
    window.requestIdleCallback = (callback) => held.push(callback);
    window.cancelIdleCallback = () => undefined;
  });
  const chunks = collectorChunks(page);
  const beacons = await readBeacons(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  // The app has drawn the page: its view is counted at once, and the collector waits for the
  // browser to be idle.
  await expect.poll(() => eventsOf(beacons), SENT).toEqual([{ name: 'page_view', path: '/' }]);
  expect(beacons[0]?.width).toBe(await page.evaluate(() => screen.width));
  await page.waitForTimeout(1500);
  expect(chunks).toHaveLength(0);
  const before = await keptInBrowser(page);

  const runIdleCallbacks = () =>
    page.evaluate(() => {
      const held = (window as unknown as { heldIdleCallbacks: IdleRequestCallback[] }).heldIdleCallbacks;
      for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
  await expect
    .poll(async () => {
      await runIdleCallbacks();
      return chunks.length;
    })
    .toBeGreaterThan(0);
  // The collector (and the speed library it fetches) goes on from the page counted: the next page
  // is the next view, and the first is not counted again.
  await expect.poll(() => chunks.length, SENT).toBe(2);
  await footerLink(page, '/about').click();
  await expect
    .poll(() => eventsOf(beacons), SENT)
    .toEqual([
      { name: 'page_view', path: '/' },
      { name: 'page_view', path: '/about' },
    ]);

  expect(await keptInBrowser(page)).toEqual(before);
  expect(before.cookies).toEqual([]);
});

test('counts the page arrived on, with where the visit came from, and each page reached in the app', async ({
  page,
}) => {
  const chunks = collectorChunks(page);
  const beacons = await readBeacons(page);
  await page.goto('/?utm_source=flyer&utm_medium=print&utm_campaign=spring&ref=1#top', {
    referer: 'http://example.com/a-list-of-salons',
  });
  await expect.poll(() => eventsOf(beacons), SENT).toEqual([{ name: 'page_view', path: '/' }]);
  expect(beacons[0]).toMatchObject({
    referrer: expect.stringMatching(/^http:\/\/example\.com\//) as unknown as string,
    utm: { source: 'flyer', medium: 'print', campaign: 'spring' },
  });

  await footerLink(page, '/about').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => eventsOf(beacons).map((event) => event.path), SENT).toEqual(['/', '/about']);
  expect(beacons).toHaveLength(2);
  expect(beacons[1]?.referrer).toBeUndefined();
  expect(beacons[1]?.utm).toBeUndefined();

  // Hidden, the page reports the speed of the page arrived on, measured in this visit: by web-vitals,
  // which the collector fetches once it has arrived. The page views no longer wait for either, so the
  // page is hidden once web-vitals has run (webpack's loader removes a chunk's script element then).
  await expect.poll(() => chunks.filter((request) => request.url().includes('/web-vitals.')).length, SENT).toBe(1);
  await page.waitForFunction(() => document.querySelector('script[src*="/web-vitals."]') === null);
  await hidePage(page);
  await expect.poll(() => eventsOf(beacons).find((event) => event.name === 'vitals'), SENT).toBeTruthy();
  const vitals = eventsOf(beacons).find((event) => event.name === 'vitals')!;
  expect(vitals.path).toBe('/');
  expect(vitals.props).toEqual(expect.objectContaining({ LCP: expect.any(Number), TTFB: expect.any(Number) }));
  expect(Object.keys(vitals.props ?? {}).every((name) => ['LCP', 'INP', 'CLS', 'TTFB'].includes(name))).toBe(true);
});

test("counts the booking dialog opened from a service's button, and the scheduling page's steps up to booked", async ({
  page,
}) => {
  await page.route(`${BOOKING_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: SCHEDULING_STAND_IN }),
  );
  const beacons = await readBeacons(page);
  await page.goto('/services');
  await page.locator('main .service-section button[aria-haspopup="dialog"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await schedulingStep(dialog, '9:00');
  await schedulingStep(dialog, 'Schedule event');
  await expect(dialog.getByRole('status')).toContainText('booked');

  await expect
    .poll(() => eventsOf(beacons).filter((event) => event.name.startsWith('booking_')), SENT)
    .toEqual([
      { name: 'booking_opened', path: '/services', props: { from: 'service' } },
      { name: 'booking_type_viewed', path: '/services' },
      { name: 'booking_time_picked', path: '/services' },
      { name: 'booking_booked', path: '/services' },
    ]);
  expect(JSON.stringify(beacons)).not.toContain('calendly');
});

test('counts a product opened and a catalogue opened and downloaded, by the names the page shows', async ({ page }) => {
  const beacons = await readBeacons(page);
  await page.goto('/products');
  const category = page.locator('.products-category:not([hidden])');
  const product = category.locator('.product-card__button').first();
  const productName = (await product.textContent())?.trim();
  await product.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const catalogueName = await category.locator('[data-catalogue]').getAttribute('data-catalogue');
  await openCatalogue(page);
  const download = category.locator('.flipbook__download-link');
  await download.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await download.click();

  await expect
    .poll(() => eventsOf(beacons).filter((event) => event.name !== 'page_view'), SENT)
    .toEqual([
      { name: 'product_opened', path: '/products', props: { product: productName } },
      { name: 'catalogue_opened', path: '/products', props: { catalogue: catalogueName } },
      { name: 'catalogue_downloaded', path: '/products', props: { catalogue: catalogueName } },
    ]);
  expect(eventsOf(beacons).filter((event) => event.name === 'page_view')).toEqual([
    { name: 'page_view', path: '/products' },
  ]);
});

/**
 * Visits `address`, waits for what the browser fetches once it is idle (the head manager, which the
 * counter would come with), goes on to /about and hides the page: neither the collector nor a beacon
 * may have been asked for. `arrived` waits for what the visit must show first.
 */
async function expectNothingCounted(page: Page, address: string, arrived?: () => Promise<void>) {
  const chunks = collectorChunks(page);
  const beacons = await readBeacons(page);
  const headTags = recordRequests(page, (url) => /\/head-tags\.[\w.]*\.js$/.test(url));
  await page.goto(address);
  await arrived?.();
  await expect.poll(() => headTags.length).toBeGreaterThan(0);
  await footerLink(page, '/about').click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForTimeout(2500);
  await hidePage(page);
  expect(chunks).toHaveLength(0);
  expect(beacons).toHaveLength(0);
}

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('counts nothing and fetches no collector', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }),
    );
    await expectNothingCounted(page, '/');
  });
});

test('a QA session, recording or replaying, is a tester and not counted', async ({ page }) => {
  await expectNothingCounted(page, '/?qa=record', () =>
    expect(page.getByRole('region', { name: 'QA recorder' })).toBeVisible(),
  );
});
