// The booking overlay in a real browser: opening, closing (icon, outside click, Escape), scroll
// lock, focus, the booking page's frame loaded only once it opens, and the plain link beneath it.
// The booking page itself is never reached: a small stand-in answers for it.
import type { Page } from '@playwright/test';
import { BOOKING_ORIGIN, DESKTOP_ONLY, expect, fakeBookingPage, PHONE_ONLY, settleMotion, test } from './support';

const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

async function openFromServices(page: Page) {
  await page.goto('/services');
  const opener = page.locator('main .services-hero button[aria-haspopup="dialog"]');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test('loads the booking page only when the overlay first opens, in a frame of the right size', async ({ page }) => {
  const booking = await fakeBookingPage(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  // Drawn with the page, closed: its frame waits until it is shown.
  await expect(page.locator('dialog.booking-overlay')).toBeAttached();
  expect(booking.requests).toBe(0);

  const { dialog } = await openFromServices(page);
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${BOOKING_ORIGIN}/.*embed_type=Inline`));
  await expect(frame).toHaveCSS('min-width', '320px');
  await expect(frame).toHaveCSS('height', '630px');
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  expect(booking.requests).toBe(1);

  // Opening again shows the same page: nothing is fetched again.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.locator('main .services-hero button[aria-haspopup="dialog"]').click();
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  expect(booking.requests).toBe(1);
});

test('locks scrolling while open, and closes on the close icon with focus back on its button', async ({ page }) => {
  await fakeBookingPage(page);
  const { opener, dialog } = await openFromServices(page);
  await expect.poll(() => pageOverflow(page)).toBe('hidden');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => pageOverflow(page)).not.toBe('hidden');
  await expect(opener).toBeFocused();
});

test('closes on Escape and on a click outside the calendar, but not on a click inside', async ({ page }) => {
  await fakeBookingPage(page);
  const { opener, dialog } = await openFromServices(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('heading', { name: 'Book your appointment' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();
});

test('the store follows the overlay, however it was opened or closed', DESKTOP_ONLY, async ({ page }) => {
  await fakeBookingPage(page);
  const { dialog } = await openFromServices(page);
  const open = () =>
    page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.booking-overlay')?.open ?? false);
  // Escape is the browser's own: the store learns of it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await open()).toBe(false);
});

test('keeps keyboard focus off the page behind the overlay', async ({ page }) => {
  await fakeBookingPage(page);
  const { dialog } = await openFromServices(page);
  const iframe = dialog.locator('iframe');
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  const calendar = (await (await iframe.elementHandle()).contentFrame())!;
  // Where focus is: on one of the dialog's controls, in the calendar's frame (a page of its own,
  // whose focus the page around it may not see: Chromium can hand focus straight to the frame's
  // document), in the browser's own keeping (no document of the page has it), or on the page behind.
  const where = async () => {
    const inCalendar = await calendar.evaluate(() => document.hasFocus());
    const outside = await dialog.evaluate((element) => {
      const active = document.activeElement;
      if (active instanceof HTMLIFrameElement && element.contains(active)) return 'calendar';
      if (active && active !== document.body && element.contains(active)) return active.tagName.toLowerCase();
      return active === null || active === document.body ? 'none' : 'page';
    });
    return outside === 'none' && inCalendar ? 'calendar' : outside === 'none' ? 'browser' : outside;
  };

  // Forward from the close button: the link beneath the heading, then the calendar.
  expect(await where()).toBe('button');
  await page.keyboard.press('Tab');
  expect(await where()).toBe('a');
  await page.keyboard.press('Tab');
  expect(await where()).toBe('calendar');

  // Past the calendar, the modal dialog gives focus to the browser, and it comes back into the
  // dialog (where, is the browser's choice): never onto the page behind, either way round.
  for (const key of ['Tab', 'Shift+Tab']) {
    let insideCount = 0;
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press(key);
      const now = await where();
      expect(now).not.toBe('page');
      if (now !== 'browser') insideCount += 1;
    }
    expect(insideCount).toBeGreaterThan(3);
  }
});

test('offers a plain link to the booking page, should the calendar not show', async ({ page }) => {
  await page.route(`${BOOKING_ORIGIN}/**`, (route) => route.abort());
  const { dialog } = await openFromServices(page);
  const link = dialog.getByRole('link', { name: /Open the booking page/ });
  await expect(link).toBeVisible();
  const frameUrl = new URL((await dialog.locator('iframe').getAttribute('src')) ?? '');
  expect(await link.getAttribute('href')).toBe(`${frameUrl.origin}${frameUrl.pathname}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('opens from each service section', async ({ page }) => {
  await fakeBookingPage(page);
  await page.goto('/services');
  const sections = page.locator('section[id^="section-service-"]');
  await sections.first().waitFor();
  const button = sections.last().getByRole('button');
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

// Sets its own screen size, a small phone's.
test(
  'on a 320 px screen the calendar gets its full 320 px and nothing scrolls sideways',
  PHONE_ONLY,
  async ({ page }) => {
    await fakeBookingPage(page);
    await page.setViewportSize({ width: 320, height: 640 });
    const { dialog } = await openFromServices(page);
    const frame = dialog.locator('iframe');
    await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
    // Measured once the dialog's entrance (a slight scale) has finished; half a pixel for rounding.
    await settleMotion(page);
    const box = (await frame.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(-0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(320.5);
    expect(box.width).toBeGreaterThanOrEqual(319.5);
    const overflow = await dialog
      .locator('.booking-overlay__box')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  },
);
