// The gallery in a real browser: the grid loads page by page as the visitor scrolls, each page
// once and never past last_page; the slideshow opens at the clicked photo and moves both ways.
import type { APIRequestContext, Page } from '@playwright/test';
import type { GalleryPageData } from '../src/api/types';
import {
  apiData,
  expect,
  expectClosesEveryWay,
  expectNoAxeViolations,
  recordRequests,
  test,
  waitForHydration,
} from './support';

async function firstPage(request: APIRequestContext) {
  const items = (await apiData<GalleryPageData>(request, '/api/gallery-page?page=1')).galleryItems;
  const lastPage = items?.last_page ?? 1;
  const perPage = items?.data?.length ?? 0;
  expect(lastPage, 'more than one page of photos in the demo content').toBeGreaterThan(1);
  return { lastPage, perPage };
}

const photos = (page: Page) => page.getByRole('link', { name: /in the slideshow$/ });

test('scrolling loads the next pages, each once, and stops at last_page', async ({ page, request }) => {
  const { lastPage, perPage } = await firstPage(request);
  const pageRequests = recordRequests(page, (url) => /\/api\/gallery-page\?(.*&)?page=/.test(url));
  await page.goto('/gallery');
  await expect(photos(page)).toHaveCount(perPage);
  await waitForHydration(page);
  await page.waitForTimeout(600);
  // The first page arrives with the HTML.
  const pageOf = (url: string) => Number(new URL(url).searchParams.get('page'));
  expect(pageRequests.map((r) => pageOf(r.url()))).toEqual([]);

  // Space is reserved for every photo before it arrives.
  const heights = await photos(page).evaluateAll((tiles) => tiles.map((t) => t.getBoundingClientRect().height));
  expect(heights.every((h) => h > 50)).toBe(true);

  // Scroll past 80% of the page: page 2 arrives (and, where the footer is a large share of a
  // phone's page, perhaps the next ones while the position stays past the threshold).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.85 - window.innerHeight));
  await expect.poll(() => photos(page).count()).toBeGreaterThanOrEqual(perPage * 2);

  // Keep going to the end.
  for (let i = 0; i < lastPage * 4; i += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(250);
  }
  await expect(page.getByText('You have seen every photo')).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.wheel(0, -300);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(250);
  }
  const requested = pageRequests.map((r) => pageOf(r.url()));
  expect(requested).toEqual(Array.from({ length: lastPage - 1 }, (_, i) => i + 2));
});

test('the slideshow opens at the clicked photo, moves with arrows and keys, and closes', async ({ page, request }) => {
  const { perPage } = await firstPage(request);
  await page.goto('/gallery');
  await expect(photos(page)).toHaveCount(perPage);
  const second = photos(page).nth(1);
  await second.click();

  const dialog = page.getByRole('dialog', { name: 'Gallery slideshow' });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText(/^2 \/ \d+$/);
  await expect(dialog.getByRole('img')).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(counter).toHaveText(/^3 \/ \d+$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(counter).not.toHaveText(/^1 \/ /);
  await expectNoAxeViolations(page, '.lightbox');

  await expectClosesEveryWay(page, dialog, second, {
    outside: { x: page.viewportSize()!.width / 2, y: 20 }, // the dark space above the photo
    close: dialog.getByRole('button', { name: 'Close' }),
  });
});

test('with the app, "More photos" loads the next page in place, as scrolling does', async ({ page, request }) => {
  const { perPage } = await firstPage(request);
  await page.goto('/gallery');
  await waitForHydration(page);
  const more = page.getByRole('link', { name: 'More photos' });
  await expect(more).toHaveAttribute('href', `/gallery?page=2#photo-${perPage + 1}`);
  // Clicked where it is, without scrolling to it (which would load the next page by itself).
  await more.dispatchEvent('click');
  await expect.poll(() => photos(page).count()).toBeGreaterThanOrEqual(perPage * 2);
  await expect(page).toHaveURL(/\/gallery$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
