// Publishing at a set time in Chromium against the real server, with the real clock: an owner changes a
// service's price and schedules it for the first minute the form offers (a little over a minute
// ahead, on the salon's clock); a visitor keeps seeing the old price until then and the new one after,
// with no one publishing by hand; the history then names the version as published as scheduled. The
// schedule's dialog, the scheduled bar, the history and the account page's time zone pass axe, and
// nothing is wider than a phone's screen or a desktop's.
//
// On a server of its own: the wait for the minute holds no lock on the shared draft, and no other test
// publishes over it.
import type { Locator, Page } from '@playwright/test';
import { addOwner, expectAccessible, expectSoundStructure, openSignedIn, visitorSees } from './adminSupport';
import { onOwnServer } from './ownServer';
import { DESKTOP, PHONE } from './serverEnv';
import { expect } from './support';

const test = onOwnServer();

/**
 * Axe, one h1, nothing wider than the screen, and a picture of `shown` to look at, at a phone's width
 * and a desktop's.
 */
async function checkAtBothWidths(page: Page, shown: Locator, name: string, outputPath: (name: string) => string) {
  for (const [width, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await expectSoundStructure(page);
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: false });
  }
}

test('a price change scheduled a minute ahead goes live at its minute without a publish by hand', async ({
  page,
  browser,
  server,
}, testInfo) => {
  // The minute offered is one to two minutes away; the page is then drawn afresh until it shows.
  test.setTimeout(300_000);
  const email = addOwner('schedule', testInfo.project.name, server.databasePath);
  const newPrice = `From $${Date.now() % 100000}`;

  await openSignedIn(page, '/admin/website/services', email);
  const services = page.getByRole('group', { name: 'Services', exact: true }).first();
  await services.getByRole('button', { name: /^Service 1\b/ }).click();
  const price = services.getByLabel('Price', { exact: true }).first();
  const oldPrice = (await price.inputValue()).trim();
  await price.fill('');
  await price.pressSequentially(newPrice);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Publish your changes later?' });
  await expect(dialog.getByLabel('Time')).not.toHaveValue('');
  await expect(dialog.getByText(/On the (salon|server)’s clock/)).toBeVisible();
  await dialog.getByLabel('Note').fill('Prices at the minute');
  await checkAtBothWidths(page, dialog, 'schedule-dialog', (name) => testInfo.outputPath(name));
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();

  const scheduled = page.locator('.draft-bar').getByText(/^Scheduled for /);
  await expect(scheduled).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel schedule' })).toBeVisible();
  await checkAtBothWidths(page, scheduled, 'scheduled-bar', (name) => testInfo.outputPath(name));
  expect(await visitorSees(browser, '/services', newPrice)).toBe(false);
  expect(await visitorSees(browser, '/services', oldPrice)).toBe(true);

  await page.getByRole('link', { name: 'History', exact: true }).click();
  const coming = page.getByRole('heading', { name: /^Scheduled for / });
  await expect(coming).toBeVisible();
  await checkAtBothWidths(page, coming, 'history-scheduled', (name) => testInfo.outputPath(name));

  // No one publishes: the server does at the minute, and the visitor's next load shows it.
  await expect
    .poll(() => visitorSees(browser, '/services', newPrice), { timeout: 240_000, intervals: [5_000] })
    .toBe(true);
  expect(await visitorSees(browser, '/services', oldPrice)).toBe(false);

  await page.reload();
  const newest = page.locator('.history__list > li').first();
  await expect(newest).toContainText(`Published as scheduled by ${email}`);
  await expect(newest).toContainText('Prices at the minute');
  await expect(page.getByRole('heading', { name: /^Scheduled for / })).toHaveCount(0);

  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page.getByText('Website changes published as scheduled').first()).toBeVisible();
  await expect(page.getByText('Website changes scheduled to publish').first()).toBeVisible();

  await page.getByRole('link', { name: 'Account', exact: true }).click();
  const zone = page.getByLabel('The salon’s time zone');
  await expect(zone).toBeVisible();
  await checkAtBothWidths(page, zone, 'account-time-zone', (name) => testInfo.outputPath(name));
});
