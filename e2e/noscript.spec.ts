// Every journey with scripts off, in Chromium: the page the server draws is the whole site. The
// menu and booking are native dialogs opened by their buttons, the catalogue's categories and
// products, the gallery's pages and photos are links, and the contact form is posted to the server.
// One phone is enough: the menu's button shows on small screens, and no journey depends on the width.
import type { ProductsPageData } from '../src/api/types';
import { expect, expectNoAxeViolations, runTimersWithoutScripts, test } from './support';
import { appHoldsThePage, everyJourney } from './withoutTheApp';

test.use({ javaScriptEnabled: false });

test.skip(({ hasTouch }) => !hasTouch, 'one phone is enough');

test("the page is the server's alone: no script runs", async ({ page }) => {
  await page.goto('/');
  expect(await appHoldsThePage(page)).toBe(false);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

everyJourney('noscript');

test("the home page's rows of slides scroll by keyboard too, and the page is as accessible as the rest", async ({
  page,
}) => {
  await page.goto('/');
  const row = page.locator('main .carousel__placeholder').last();
  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await runTimersWithoutScripts(page);
  await expectNoAxeViolations(page, 'main');
});

test("a product's address, drawn open, is as accessible as the rest", async ({ page, request }) => {
  const response = await request.get('/api/products-page', { headers: { Accept: 'application/json' } });
  const category = ((await response.json()) as { data: ProductsPageData }).data.products?.[0];
  const product = category?.products?.[0];
  await page.goto(`/products?category=${category?.id}&product=${product?.id}`);
  await expect(page.getByRole('dialog', { name: product?.title ?? '' })).toBeVisible();
  await runTimersWithoutScripts(page);
  await expectNoAxeViolations(page);
});
