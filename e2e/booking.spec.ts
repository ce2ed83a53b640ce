// The booking overlay in a real browser: opening, closing (icon, outside click, Escape), scroll
// lock, focus, the widget script loaded once on demand, and the fallback link when it cannot load.
// Calendly itself is never reached: its script URL is aborted or answered by a tiny stand-in.
import type { Page } from '@playwright/test';
import { expect, settleMotion, test } from './support';

const SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';

/** A stand-in for widget.js: fills inline widgets on load, as the real one does, and exposes initInlineWidget. */
const FAKE_WIDGET_JS = `
(function () {
  function fill(parent) {
    var frame = document.createElement('iframe');
    frame.title = 'Booking calendar';
    frame.setAttribute('data-fake-calendly', '');
    frame.style.width = '100%';
    frame.style.height = '100%';
    parent.appendChild(frame);
  }
  window.Calendly = {
    initInlineWidget: function (options) { window.__calendlyInits = (window.__calendlyInits || 0) + 1; fill(options.parentElement); },
  };
  document.querySelectorAll('.calendly-inline-widget').forEach(function (element) {
    if (element.getAttribute('data-processed')) return;
    element.setAttribute('data-processed', 'true');
    fill(element);
  });
})();
`;

async function fakeScript(page: Page): Promise<{ requests: number }> {
  const seen = { requests: 0 };
  await page.route(SCRIPT_URL, async (route) => {
    seen.requests += 1;
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WIDGET_JS });
  });
  return seen;
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function openFromServices(page: Page) {
  await page.goto('/services');
  const opener = page.locator('main .services-hero button[aria-haspopup="dialog"]');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test('loads the widget script only when the overlay first opens, and shows the calendar', async ({ page }) => {
  const script = await fakeScript(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  expect(script.requests).toBe(0);

  const { dialog } = await openFromServices(page);
  const widget = dialog.locator('.calendly-inline-widget');
  await expect(widget).toHaveAttribute('data-url', /^https:\/\//);
  await expect(widget).toHaveCSS('min-width', '320px');
  await expect(widget).toHaveCSS('height', '630px');
  await expect(widget.locator('iframe[data-fake-calendly]')).toHaveCount(1);
  await expect(dialog.getByRole('link', { name: /Open the booking page/ })).toHaveCount(0);
  expect(script.requests).toBe(1);
  await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(1);
  await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveAttribute('async', '');

  // Opening again re-uses the script: the calendar is started explicitly, once.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.locator('main .services-hero button[aria-haspopup="dialog"]').click();
  await expect(dialog.locator('iframe[data-fake-calendly]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __calendlyInits?: number }).__calendlyInits)).toBe(1);
  expect(script.requests).toBe(1);
  await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(1);
});

test('locks scrolling while open, and closes on the close icon with focus back on its button', async ({ page }) => {
  await fakeScript(page);
  const { opener, dialog } = await openFromServices(page);
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  await expect(opener).toBeFocused();
});

test('closes on Escape and on a click outside the widget, but not on a click inside', async ({ page }) => {
  await fakeScript(page);
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

test('keeps keyboard focus off the page behind the overlay', async ({ page }) => {
  await fakeScript(page);
  const { dialog } = await openFromServices(page);
  let insideCount = 0;
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    // The modal dialog makes the page behind it inert: focus is in the dialog, or briefly in the
    // browser's own controls (document.body) before it cycles back.
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement)
        ? 'inside'
        : document.activeElement === document.body
          ? 'browser'
          : 'page',
    );
    expect(where).not.toBe('page');
    if (where === 'inside') insideCount += 1;
  }
  expect(insideCount).toBeGreaterThan(3);
});

test('offers a link to the booking page when the widget script cannot load', async ({ page }) => {
  await page.route(SCRIPT_URL, (route) => route.abort());
  const { dialog } = await openFromServices(page);
  const link = dialog.getByRole('link', { name: /Open the booking page/ });
  await expect(link).toBeVisible();
  const bookingUrl = await dialog.locator('.calendly-inline-widget').getAttribute('data-url');
  await expect(link).toHaveAttribute('href', bookingUrl ?? '');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('offers the link when the script loads but no calendar appears', async ({ page }) => {
  test.slow();
  await page.route(SCRIPT_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'window.Calendly = { initInlineWidget: function () {} };',
    }),
  );
  const { dialog } = await openFromServices(page);
  await expect(dialog.getByRole('status')).toHaveText(/Loading the booking calendar/);
  await expect(dialog.getByRole('link', { name: /Open the booking page/ })).toBeVisible({ timeout: 15_000 });
});

test('opens from each service section', async ({ page }) => {
  await fakeScript(page);
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

test('on a 320 px screen the calendar gets its full 320 px and nothing scrolls sideways', async ({ page }) => {
  await fakeScript(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const { dialog } = await openFromServices(page);
  const widget = dialog.locator('.calendly-inline-widget');
  await expect(widget.locator('iframe[data-fake-calendly]')).toHaveCount(1);
  // Measured once the dialog's entrance (a slight scale) has finished; half a pixel for rounding.
  await settleMotion(page);
  const box = (await widget.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(320.5);
  expect(box.width).toBeGreaterThanOrEqual(319.5);
  const overflow = await dialog
    .locator('.booking-overlay__box')
    .evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
