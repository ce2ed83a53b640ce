// The menu and booking are native dialogs that the browser opens and closes by itself (a button's
// command, Escape, a click outside), before the app runs and while it does; the store follows them
// either way, so DevTools and QA recordings show every change. Read here from a QA recording.
import type { Page } from '@playwright/test';
import { expect, fakeBookingPage, holdRequests, PHONE_ONLY, test, waitForAppStart } from './support';

/** The types of the actions the store has received so far, from the QA recorder. */
const actions = (page: Page) =>
  page.evaluate(() =>
    (window.__salonQa?.recording()?.entries ?? []).flatMap((entry) =>
      entry.kind === 'action' ? [entry.action.type] : [],
    ),
  );
const count = (list: string[], type: string) => list.filter((item) => item === type).length;

test.describe('before the app starts', () => {
  test.use({ appStarts: false });

  // The burger shows on small screens only.
  test(
    'a menu opened then is in the store when the app starts, and follows it from then on',
    PHONE_ONLY,
    async ({ page }) => {
      const release = await holdRequests(page, /\/static\/js\/app[.-][^/]*\.chunk\.js$/);
      // The page's load waits on the held code: the page itself is there before.
      await page.goto('/?qa=record', { waitUntil: 'domcontentloaded' });
      const burger = page.getByRole('button', { name: 'Open menu' });
      await burger.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();

      release();
      await waitForAppStart(page);
      await expect.poll(async () => count(await actions(page), 'ui/menuOpened')).toBe(1);
      // No flash: the menu the visitor opened stays open as the app takes the page.
      await expect(menu).toBeVisible();

      await menu.getByRole('button', { name: 'Close' }).click();
      await expect(menu).toBeHidden();
      await expect.poll(async () => count(await actions(page), 'ui/menuClosed')).toBe(1);
    },
  );
});

test('the store follows the booking dialog, opened by its button or by the browser, closed either way', async ({
  page,
}) => {
  await fakeBookingPage(page);
  await page.goto('/?qa=record');
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await page.locator('main .home-banner__cta').click();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => count(await actions(page), 'booking/bookingOpened')).toBe(1);

  // Escape is the browser's own.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => count(await actions(page), 'booking/bookingClosed')).toBe(1);

  // Opened by the browser alone (as its button does before the app runs), closed by a click outside.
  await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.booking-overlay')?.showModal());
  await expect(dialog).toBeVisible();
  await expect.poll(async () => count(await actions(page), 'booking/bookingOpened')).toBe(2);
  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();
  await expect.poll(async () => count(await actions(page), 'booking/bookingClosed')).toBe(2);
});
