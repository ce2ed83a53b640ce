// The services page in a real browser: the hero video, the service icons, the alternating
// sections and the /services/section-service-{id} deep links.
import type { APIRequestContext, Locator } from '@playwright/test';
import type { ServicesPageData } from '../src/api/types';
import { apiData, DESKTOP_ONLY, expect, test } from './support';

// The page as most visitors see it, its slideshows moving and its video playing; what changes under
// reduced motion is tested here too, asked for where it is.
test.use({ reducedMotion: 'no-preference' });

const servicesPage = (request: APIRequestContext) => apiData<ServicesPageData>(request, '/api/services-page');

// Where a section has come to rest: just below the header, as a visitor expects after following a
// link to it (or at the page's end, when the page ends too soon for that), or its offset.
function placeOf(section: Locator): Promise<string> {
  return section.evaluate((element) => {
    const below = document.querySelector('header')!.getBoundingClientRect().bottom;
    const top = element.getBoundingClientRect().top;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    return (top >= below && top <= below + 24) || Math.abs(window.scrollY - end) <= 1
      ? 'just below the header'
      : `${top} px from the top, the header ending at ${below} px`;
  });
}

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort());
});

test('the hero video is muted, looping, inline and autoplaying, with space held and controls once it plays', async ({
  page,
  request,
}) => {
  const { servicesPage: settings } = await servicesPage(request);
  await page.goto('/services');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(settings?.main_title ?? '');
  const video = page.locator('main video');
  // Set once the page is hydrated: the server cannot know the visitor's motion preference.
  await expect(video).toHaveJSProperty('autoplay', true);
  const props = await video.evaluate((v: HTMLVideoElement) => ({
    muted: v.muted,
    mutedAttribute: v.hasAttribute('muted'),
    loop: v.loop,
    playsInline: v.playsInline,
    autoplay: v.autoplay,
    preload: v.preload,
    poster: v.poster,
    ratio: v.getBoundingClientRect().width / v.getBoundingClientRect().height,
  }));
  expect(props).toMatchObject({
    muted: true,
    mutedAttribute: true,
    loop: true,
    playsInline: true,
    autoplay: true,
    preload: 'none',
  });
  if (settings?.main_video_poster) {
    expect(props.poster).toContain(settings.main_video_poster);
    // The poster is the first view's largest image: fetched early and first.
    const preload = page.locator(`link[rel="preload"][as="image"][href*="${settings.main_video_poster}"]`);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
  }
  expect(props.ratio).toBeCloseTo(16 / 9, 1);

  // Once playing, the native controls appear and the overlay offers a pause.
  await expect(video).toHaveAttribute('controls', '', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Pause video' })).toBeAttached();

  // Paused after playing, the play button sits in the corner: the controls along the bottom stay free.
  await page.getByRole('button', { name: 'Pause video' }).focus();
  await page.keyboard.press('Enter');
  const play = page.getByRole('button', { name: 'Play video' });
  await expect(play).toBeVisible();
  const playBox = (await play.boundingBox())!;
  const videoBox = (await video.boundingBox())!;
  expect(playBox.y + playBox.height).toBeLessThan(videoBox.y + videoBox.height / 2);
  expect(playBox.width).toBeLessThan(videoBox.width / 4);
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause video' })).toBeAttached();
});

// Sets its own screen sizes.
test(
  'a phone plays the video’s lighter copy once the server has made it, and the stored file until then',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const { servicesPage: settings } = await servicesPage(request);
    test.skip(!settings?.main_video, 'The content has no services video.');
    const playing = async () => {
      await page.goto('/services');
      await expect(page.locator('main video')).toHaveAttribute('controls', '', { timeout: 15_000 });
      return new URL(await page.locator('main video').evaluate((video: HTMLVideoElement) => video.currentSrc));
    };

    // A wide screen plays the stored file.
    await page.setViewportSize({ width: 1440, height: 900 });
    const stored = await playing();
    expect(stored.searchParams.has('w')).toBe(false);

    // On a phone, while the copy is not there (or where a server makes none), the stored file plays too.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.route(`**${stored.pathname}?*w=*`, (route) => route.fulfill({ status: 404, body: '' }));
    expect((await playing()).href).toBe(stored.href);
    await page.unrouteAll();

    // The first request for the copy sets the server making it; then a phone plays it.
    await expect
      .poll(async () => (await request.get(`${stored.pathname}?w=720`)).status(), { timeout: 60_000, intervals: [500] })
      .toBe(200);
    const copy = await playing();
    expect(copy.pathname).toBe(stored.pathname);
    expect(copy.searchParams.get('w')).toBe('720');
  },
);

test('under reduced motion the video waits for the visitor, with a play overlay', DESKTOP_ONLY, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/services');
  const video = page.locator('main video');
  await expect(video).not.toHaveAttribute('autoplay');
  const play = page.getByRole('button', { name: 'Play video' });
  await expect(play).toBeVisible();
  await page.waitForTimeout(800);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(video).not.toHaveAttribute('controls');
  await play.click();
  await expect(video).toHaveAttribute('controls', '', { timeout: 15_000 });
});

test('one section per service, alternating sides, each with its booking label', async ({ page, request }, testInfo) => {
  const { services = [] } = await servicesPage(request);
  expect(services?.length).toBeGreaterThan(1);
  await page.goto('/services');
  for (const [index, service] of (services ?? []).entries()) {
    const section = page.locator(`#section-service-${service.id}`);
    await expect(section.getByRole('heading', { name: service.title ?? '' })).toBeAttached();
    if (service.price) await expect(section.getByText(String(service.price), { exact: true })).toBeAttached();
    await expect(section.getByRole('button', { name: service.button_label ?? 'Book an appointment' })).toBeAttached();
    await expect(section).toHaveClass(index % 2 === 1 ? /service-section--reversed/ : /^(?!.*reversed)/);
  }
  if (testInfo.project.name === 'desktop') {
    // Wide screens: image and text side by side, swapping sides from one section to the next.
    const sides = await page.locator('section[id^="section-service-"]').evaluateAll((sections) =>
      sections.slice(0, 2).map((s) => {
        const image = s.querySelector('.service-section__media')!.getBoundingClientRect();
        const text = s.querySelector('.service-section__text')!.getBoundingClientRect();
        return image.left < text.left ? 'image-left' : 'image-right';
      }),
    );
    expect(sides).toEqual(['image-left', 'image-right']);
  }
});

test('clicking a service icon scrolls to its section and shows it in the URL without a new history entry', async ({
  page,
  request,
}, testInfo) => {
  const { services = [] } = await servicesPage(request);
  const target = services?.[services.length - 1];
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Services' });
  if (testInfo.project.name === 'phone') {
    await expect(nav.getByRole('group')).toHaveAttribute('aria-roledescription', 'carousel');
    await nav.getByRole('button', { name: 'Pause slideshow' }).click();
  }
  const historyLength = await page.evaluate(() => history.length);
  const icon = nav
    .locator('.slick-slide:not([aria-hidden="true"]) .service-icon, .service-icons__grid .service-icon')
    .first();
  const iconName = (await icon.textContent())?.trim();
  const chosen = services?.find((s) => s.title?.trim() === iconName) ?? target;
  await icon.click();
  await expect(page).toHaveURL(`/services/section-service-${chosen?.id}`);
  const section = page.locator(`#section-service-${chosen?.id}`);
  await expect.poll(() => placeOf(section)).toBe('just below the header');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await expect(section).toBeFocused();
});

// Hover belongs to pointer screens; the grid of icons shows on wide ones.
test('the icon shows its hover image on hover and keyboard focus', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/services');
  const icon = page.locator('.service-icons__grid .service-icon').first();
  const hover = icon.locator('.service-icon__image--hover');
  await expect(hover).toHaveCSS('opacity', '0');
  await icon.hover();
  await expect(hover).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await icon.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(hover).toHaveCSS('opacity', '1');
});

test('a deep link opens the page scrolled to that section; an unknown one stays at the top', async ({
  page,
  request,
}) => {
  const { services = [] } = await servicesPage(request);
  const target = services?.[services.length - 1];
  await page.goto(`/services/section-service-${target?.id}`);
  const section = page.locator(`#section-service-${target?.id}`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(section).toBeInViewport();
  await expect.poll(() => placeOf(section)).toBe('just below the header');

  await page.goto('/services/section-service-99999');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link from the home page lands on the section too', async ({ page, request }) => {
  const { services = [] } = await servicesPage(request);
  const first = services?.[0];
  await page.goto('/');
  const link = page
    .locator(`main .slick-slide[aria-hidden="false"] a[href="/services/section-service-${first?.id}"]`)
    .first();
  await link.scrollIntoViewIfNeeded();
  await page.getByRole('main').getByRole('button', { name: 'Pause slideshow' }).first().click();
  await link.click();
  await expect(page).toHaveURL(`/services/section-service-${first?.id}`);
  await expect(page.locator(`#section-service-${first?.id}`)).toBeInViewport();
});
