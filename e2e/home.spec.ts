// The home page in a real browser, at phone and desktop widths: its blocks, the carousels, the
// gallery lightbox and the booking button. Expectations come from the API, not from demo wording.
import type { APIRequestContext, Page } from '@playwright/test';
import type { GeneralData, ServicesPageData } from '../src/api/types';
import { expect, holdRequests, PHONE_ONLY, test, waitForHydration } from './support';

// The page as most visitors see it, its slideshows moving and its video playing; what changes under
// reduced motion is tested here too, asked for where it is.
test.use({ reducedMotion: 'no-preference' });

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const isPhone = (name: string) => name === 'phone';

/** The third-party booking script never leaves the machine in these tests. */
async function blockBookingScript(page: Page) {
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
}

test.beforeEach(async ({ page }) => {
  await blockBookingScript(page);
});

test('shows the banner, what-we-do, founder and mission blocks from content', async ({ page, request }) => {
  const { homeSettings: home } = await api<GeneralData>(request, '/general-data');
  expect(home, 'home settings in the demo content').toBeTruthy();
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(home?.banner_title ?? '');
  await expect(main.getByRole('button', { name: home?.banner_button_url ?? '' })).toBeVisible();

  // The largest image of the first view loads at once and first; the rest wait until near.
  const banner = main.locator('.home-banner img').first();
  await expect(banner).toHaveAttribute('loading', 'eager');
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect(main.locator('.home-founder img')).toHaveAttribute('loading', 'lazy');

  await expect(main.getByRole('heading', { name: home?.what_we_do_title ?? '' })).toBeVisible();
  await expect(main.getByRole('heading', { name: home?.meet_the_founder_title ?? '' })).toBeVisible();
  const mission = main.getByRole('region', { name: home?.our_mission_title ?? '' });
  await mission.scrollIntoViewIfNeeded();
  await expect(mission.getByText(home?.translations?.[0]?.our_mission_before ?? '', { exact: true })).toBeVisible();
  await expect(mission.getByText(home?.translations?.[0]?.our_mission_after ?? '', { exact: true })).toBeVisible();
  await mission.getByRole('link', { name: home?.our_mission_button_label ?? '' }).click();
  await expect(page).toHaveURL('/about');
});

test('every image has its dimensions, so nothing jumps while it loads', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  const missing = await page
    .locator('main img')
    .evaluateAll((images) => images.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length);
  expect(missing).toBe(0);
});

test('the banner button and the booking button open the booking overlay', async ({ page, request }) => {
  const { homeSettings: home } = await api<GeneralData>(request, '/general-data');
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('button', { name: home?.banner_button_url ?? '' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const booking = page.getByRole('main').getByRole('button', { name: home?.services_button_label ?? '' });
  await booking.scrollIntoViewIfNeeded();
  await booking.click();
  await expect(dialog).toBeVisible();
});

test('the services carousel links each slide to its section on the services page', async ({
  page,
  request,
}, testInfo) => {
  const { homeSettings: home } = await api<GeneralData>(request, '/general-data');
  const { services = [] } = await api<ServicesPageData>(request, '/services-page');
  expect(services?.length).toBeGreaterThan(1);
  await page.goto('/');
  const carousel = page.getByRole('group', { name: home?.services_title ?? '' });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  // Every service has a slide once the slider has come (it loads after the app has started, the
  // pause control before it); hidden slides keep their links out of the tab order.
  await expect
    .poll(() =>
      carousel
        .locator('.slick-slide:not(.slick-cloned) a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    )
    .toEqual(services?.map((s) => `/services/section-service-${s.id}`));
  const focusableHidden = await carousel
    .locator('.slick-slide[aria-hidden="true"] a')
    .evaluateAll((links) => links.filter((a) => a.getAttribute('tabindex') !== '-1').length);
  expect(focusableHidden).toBe(0);

  // Next (here from the keyboard) reaches the following slide; its link then joins the tab order.
  const second = services?.[1];
  await carousel.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  const secondLink = carousel.locator(
    `.slick-slide[aria-hidden="false"] a[href="/services/section-service-${second?.id}"]`,
  );
  await expect(secondLink.first()).toBeVisible();
  await expect(secondLink.first()).not.toHaveAttribute('tabindex', '-1');

  await secondLink.first().click();
  await expect(page).toHaveURL(`/services/section-service-${second?.id}`);
  const section = page.locator(`#section-service-${second?.id}`);
  await expect(section).toBeInViewport();
  expect(isPhone(testInfo.project.name) || (await section.boundingBox())!.y < 300).toBe(true);
});

test('the testimonials carousel has clickable dots and a pause control, and stays still under reduced motion', async ({
  page,
  request,
}) => {
  const { homeSettings: home, testimonials = [] } = await api<GeneralData>(request, '/general-data');
  await page.goto('/');
  const carousel = page.getByRole('group', { name: home?.testimonials_title ?? '' });
  await carousel.scrollIntoViewIfNeeded();
  const dots = carousel.getByRole('button', { name: /^Show slide \d+ of \d+$/ });
  await expect(dots).toHaveCount(testimonials?.length ?? 0);
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByText(testimonials?.[2]?.name ?? '', { exact: true }).first()).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  const still = page.getByRole('group', { name: home?.testimonials_title ?? '' });
  await still.scrollIntoViewIfNeeded();
  await expect(still.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const first = still.getByRole('button', { name: /^Show slide 1 of/ });
  await expect(first).toHaveAttribute('aria-current', 'true');
  // Longer than one autoplay delay: still on the first slide.
  await page.waitForTimeout(3500);
  await expect(first).toHaveAttribute('aria-current', 'true');
});

test('the gallery teaser shows at most five images and opens the lightbox at the clicked one', async ({
  page,
  request,
}, testInfo) => {
  const { homeSettings: home, galleryItems = [] } = await api<GeneralData>(request, '/general-data');
  const count = Math.min(5, galleryItems?.filter((item) => item.image).length ?? 0);
  expect(count).toBeGreaterThan(2);
  await page.goto('/');
  const gallery = page.getByRole('region', { name: home?.gallery_title ?? '' });
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.getByRole('link', { name: home?.gallery_button_label ?? '' })).toHaveAttribute(
    'href',
    '/gallery',
  );

  let clicked = 2;
  if (isPhone(testInfo.project.name)) {
    // A carousel on small screens: the first tile is the one in view.
    await expect(gallery.getByRole('group')).toHaveAttribute('aria-roledescription', 'carousel');
    clicked = 0;
  } else {
    await expect(gallery.locator('.home-gallery__slot')).toHaveCount(5);
  }
  const tiles = gallery.locator('.home-gallery__tile:not(.slick-cloned .home-gallery__tile)');
  await expect(tiles).toHaveCount(count);
  const tile = tiles.nth(clicked);
  await tile.click();

  const lightbox = page.getByRole('dialog', { name: home?.gallery_title ?? '' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`${clicked + 1} / ${count}`)).toBeVisible();
  await expect(lightbox.locator('img')).toHaveAttribute('src', new RegExp(galleryItems?.[clicked]?.image ?? ''));
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`${clicked + 2} / ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`${clicked === 0 ? count : clicked} / ${count}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next' }).click();
  await expect(lightbox.getByText(`${clicked + 1} / ${count}`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(tile).toBeFocused();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

  // The close button, and a click outside the image.
  await tile.click();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
  await tile.click();
  await page.mouse.click(4, 4);
  await expect(lightbox).toBeHidden();
});

// The teaser is a carousel on small screens only.
test(
  "focus on a photo of the row drawn before the carousel's code arrived stays on that photo",
  PHONE_ONLY,
  async ({ page }) => {
    const release = await holdRequests(page, /\/static\/js\/carousel\./);
    await page.goto('/');
    await waitForHydration(page);
    const tile = page.locator('.home-gallery .carousel__placeholder .home-gallery__tile').nth(1);
    const name = await tile.getAttribute('aria-label');
    await tile.focus();
    release();
    await expect(page.locator('.home-gallery .carousel__placeholder')).toHaveCount(0);
    const focused = page.locator('.home-gallery .slick-slide:not(.slick-cloned) .home-gallery__tile').nth(1);
    await expect(focused).toHaveAttribute('aria-label', name ?? '');
    await expect(focused).toBeFocused();
  },
);

test('the carousel code loads only on pages that show a carousel', async ({ page }) => {
  // react-slick's code and its CSS are recognised by what they contain, whatever chunk they land in.
  const slickResponses: string[] = [];
  page.on('response', async (response) => {
    if (!/\/static\/(js|css)\//.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (body.includes('slick-list')) slickResponses.push(response.url());
  });
  await page.goto('/about');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(slickResponses).toEqual([]);
  await page.goto('/');
  await page.locator('main .slick-slider').first().waitFor();
  await expect.poll(() => slickResponses.some((url) => url.includes('/static/js/'))).toBe(true);
  await expect.poll(() => slickResponses.some((url) => url.includes('/static/css/'))).toBe(true);
});
