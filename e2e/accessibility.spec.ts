// Every route as a whole page (header, main, footer, with lazy parts rendered) and every dialog in
// its open state, checked by axe (WCAG 2.0/2.1 A and AA, best practice, and WCAG 2.2 target size)
// and for alt attributes, at phone and desktop widths; every route's heading outline too. Other
// specs check what these things do; this one checks that everyone can use them.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ContactPageData, GeneralData, ProductsPageData, ServicesPageData } from '../src/api/types';
import {
  expect,
  expectNoAxeViolations,
  fakeBookingPage,
  fillContactForm,
  holdRequests,
  openCatalogue,
  PHONE_ONLY,
  settleMotion,
  test,
  waitForHydration,
} from './support';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const isPhone = (name: string) => name === 'phone';

/**
 * WCAG 2.0/2.1 A+AA and best practice, plus WCAG 2.2's target size (24 px, or spaced apart); and an
 * alt attribute on every image, which axe lets a presentational image go without.
 */
async function expectAccessible(page: Page, include?: string) {
  await expectNoAxeViolations(page, include, { targetSize: true });
  const withoutAlt = await page
    .locator(`${include ?? 'body'} img:not([alt])`)
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(withoutAlt, 'images without an alt attribute').toEqual([]);
}

/** One h1, first among the headings a visitor can perceive, and no heading level skipped after it. */
async function expectHeadingOutline(page: Page) {
  const headings = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((h) => !h.closest('[aria-hidden="true"], [hidden]') && getComputedStyle(h).display !== 'none')
      .map((h) => ({
        level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)),
        text: (h.textContent ?? '').trim().slice(0, 40),
      })),
  );
  expect(
    headings.filter((h) => h.level === 1).map((h) => h.text),
    'one h1',
  ).toHaveLength(1);
  expect(headings[0]?.level, 'the first heading is the h1').toBe(1);
  const skips = headings.flatMap((h, i) =>
    i > 0 && h.level > headings[i - 1]!.level + 1
      ? [`${headings[i - 1]!.text} (h${headings[i - 1]!.level}) → ${h.text} (h${h.level})`]
      : [],
  );
  expect(skips, 'skipped heading levels').toEqual([]);
}

/** The embedded map never leaves the machine: a small stand-in answers for it. */
const MAP_STAND_IN = '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map</p></body></html>';

test.beforeEach(async ({ page }) => {
  await fakeBookingPage(page);
  await page.route(/openstreetmap\.org|google\.com\/maps/, (route) =>
    route.fulfill({ body: MAP_STAND_IN, contentType: 'text/html' }),
  );
});

/**
 * Waits for every image the browser is bound to load: the eager ones, and the lazy ones on screen.
 * Lazy ones elsewhere wait until they come near, which they may never do (a carousel's slide that
 * came round after the scroll had passed it), nor do those of hidden slides, closed dialogs and
 * hidden panels.
 */
async function imagesLoaded(page: Page, scope = 'body') {
  const loading = () =>
    page.evaluate(
      (selector) =>
        Array.from(document.querySelectorAll<HTMLImageElement>(`${selector} img`))
          .filter((image) => {
            if (image.complete || image.currentSrc === '' || image.closest('[aria-hidden="true"]')) return false;
            if (!image.checkVisibility()) return false;
            if (image.loading !== 'lazy') return true;
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
          })
          .map((image) => image.currentSrc),
      scope,
    );
  // Names the images still loading, should one never end.
  await expect.poll(loading, { timeout: 30_000 }).toEqual([]);
}

/**
 * Loads a route as a visitor sees all of it: the page's heading, then a slow scroll to the bottom so
 * lazy images, carousels, the map and the footer's feed come near and render, then back to the top.
 */
async function visitWholePage(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  // Parts that load as they come near the viewport only notice the scrolling once the page is live.
  await waitForHydration(page);
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 120));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.7) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
  });
  await page.getByRole('contentinfo').waitFor();
  await expect(page.locator('.carousel__placeholder')).toHaveCount(0);
  await page.waitForLoadState('load');
  await imagesLoaded(page);
  await settleMotion(page);
}

test.describe('every route as a whole page, with one h1 and no heading level skipped', () => {
  // The salon's own pages (/login and the signed-in ones) are checked in admin.spec.ts.
  const routes = ['/', '/about', '/services', '/gallery', '/products', '/contact', '/404', '/no-such-page'];
  for (const path of routes) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await visitWholePage(page, path);
      if (path === '/products') {
        await openCatalogue(page);
        await expect(page.locator('.flipbook__page-image').first()).toBeAttached({ timeout: 20_000 });
      }
      await expectAccessible(page);
      await expectHeadingOutline(page);
    });
  }

  test('a services deep link has no accessibility violations', async ({ page, request }) => {
    const { services } = await api<ServicesPageData>(request, '/services-page');
    const first = services?.[0];
    expect(first, 'a service in the demo content').toBeTruthy();
    await visitWholePage(page, `/services/section-service-${first?.id}`);
    await expectAccessible(page);
    await expectHeadingOutline(page);
  });
});

test.describe('every dialog while open', () => {
  // The burger shows on small screens only.
  test('the mobile menu', PHONE_ONLY, async ({ page }) => {
    await visitWholePage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await settleMotion(page);
    await expectAccessible(page);
  });

  /** Opens the booking dialog from the services page's button, as a visitor does; returns the dialog. */
  async function openBooking(page: Page) {
    await page.goto('/services');
    await page.locator('main .services-hero button[aria-haspopup="dialog"]').click();
    return page.getByRole('dialog', { name: 'Book your appointment' });
  }

  test('the booking overlay with its fallback link', async ({ page }) => {
    const dialog = await openBooking(page);
    await expect(dialog.getByRole('link', { name: /Open the booking page/ })).toBeVisible();
    await settleMotion(page);
    await expectAccessible(page);
  });

  test('the booking overlay with the calendar in place', async ({ page }) => {
    const dialog = await openBooking(page);
    await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
    await settleMotion(page);
    await expectAccessible(page);
  });

  test('the home gallery lightbox', async ({ page, request }, testInfo) => {
    const { homeSettings: home } = await api<GeneralData>(request, '/general-data');
    await visitWholePage(page, '/');
    const gallery = page.getByRole('region', { name: home?.gallery_title ?? '' });
    await gallery.scrollIntoViewIfNeeded();
    const tiles = gallery.locator('.home-gallery__tile:not(.slick-cloned .home-gallery__tile)');
    await tiles.nth(isPhone(testInfo.project.name) ? 0 : 1).click();
    await expect(page.getByRole('dialog', { name: home?.gallery_title ?? '' })).toBeVisible();
    await imagesLoaded(page, 'dialog');
    await settleMotion(page);
    await expectAccessible(page);
  });

  test('the gallery slideshow', async ({ page }) => {
    await page.goto('/gallery');
    const photos = page.getByRole('link', { name: /in the slideshow$/ });
    await photos.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Gallery slideshow' });
    await expect(dialog.getByRole('img')).toBeVisible();
    await settleMotion(page);
    await expectAccessible(page);
  });

  test('the product modal with a feature open', async ({ page, request }) => {
    const { products = [] } = await api<ProductsPageData>(request, '/products-page');
    const product = (products?.[0]?.products ?? []).find((p) => (p.product_features ?? []).length > 0);
    expect(product, 'a product with features in the demo content').toBeTruthy();
    await page.goto('/products');
    await page.getByRole('link', { name: product?.title ?? '' }).click();
    const dialog = page.getByRole('dialog', { name: product?.title ?? '' });
    await expect(dialog).toBeVisible();
    const feature = dialog.getByRole('button', { name: product?.product_features?.[0]?.title ?? '' });
    await feature.click();
    await expect(feature).toHaveAttribute('aria-expanded', 'true');
    await imagesLoaded(page, 'dialog');
    await settleMotion(page);
    await expectAccessible(page);
  });

  test('the error popup after an empty contact form is sent', async ({ page, request }) => {
    const { contactSettings: settings } = await api<ContactPageData>(request, '/contact-page');
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: settings?.button_label ?? '' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await settleMotion(page);
    await expectAccessible(page);
  });

  test('the sending state, then the contact success popup', async ({ page, request }, testInfo) => {
    // Two whole-page axe runs, where every other dialog here needs one.
    test.slow();
    const { contactSettings: settings } = await api<ContactPageData>(request, '/contact-page');
    // The answer waits until the sending state (button and full-screen loader) has been checked.
    const release = await holdRequests(page, '**/api/submit-contact-form');
    await page.goto('/contact');
    await waitForHydration(page);
    await fillContactForm(page, settings, {
      email: `a11y.${testInfo.project.name}.${Date.now()}@example.com`,
      message: 'Could I book a curl cut next week, in the morning?',
    });
    await page.getByRole('button', { name: settings?.button_label ?? '' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await settleMotion(page);
    await expectAccessible(page);
    release();
    await expect(page.getByRole('dialog', { name: settings?.success_message ?? '' })).toBeVisible();
    await settleMotion(page);
    await expectAccessible(page);
  });

  test('the flipbook area on /products, drawn and failed', async ({ page, request }) => {
    const { products = [] } = await api<ProductsPageData>(request, '/products-page');
    const first = products?.[0];
    await page.goto('/products');
    await openCatalogue(page);
    const region = page.getByRole('region', { name: `${first?.title ?? ''} catalogue` });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 20_000 });
    await settleMotion(page);
    await expectAccessible(page, '.flipbook');

    // When the catalogue cannot be read, its message is just as readable.
    await page.route('**/*.pdf', (route) => route.abort());
    const second = products?.[1];
    await page.getByRole('link', { name: second?.title ?? '', exact: true }).click();
    const failed = page.locator('.flipbook-message');
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await failed.scrollIntoViewIfNeeded();
    await settleMotion(page);
    await expectAccessible(page, '.flipbook-message');
  });
});
