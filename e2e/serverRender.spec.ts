// Pages arrive drawn by the server: readable before (and without) any script, and then hydrated
// in place, the same nodes brought to life rather than drawn again.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

const ROUTES = ['/', '/about', '/services', '/gallery', '/products', '/contact', '/404'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route} shows its header, heading, content and footer`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.title()).not.toBe('');
    });
  }
});

for (const route of ROUTES) {
  test(`${route} is hydrated in place, without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The heading as the server drew it, before the site's script has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
        }
      });
    });
    await page.goto(route);
    await waitForHydration(page);
    // A mismatch would be found during hydration and the page drawn again: give it the time to show.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () => (window as unknown as { drawnHeading: Element | null }).drawnHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
}
