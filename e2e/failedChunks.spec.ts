// Every journey when the app's code never arrives (a tunnel, a captive portal, a content blocker):
// its chunks are answered with 500. The entry runs, and the page the server drew carries the
// visitor as it does without scripts. One phone is enough, as in e2e/noscript.spec.ts.
import { expect, test } from './support';
import { appHoldsThePage, everyJourney } from './withoutTheApp';

test.use({ appStarts: false });

test.skip(({ hasTouch }) => !hasTouch, 'one phone is enough');

test.beforeEach(async ({ page }) => {
  await page.route(/\/static\/js\/[^/]+\.chunk\.js$/, (route) => route.fulfill({ status: 500, body: 'Unavailable' }));
});

test('the app does not start, and the drawn page stays', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 500) failed.push(response.url());
  });
  await page.goto('/');
  await expect.poll(() => failed.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await appHoldsThePage(page)).toBe(false);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

everyJourney('failed-chunks');
