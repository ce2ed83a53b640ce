// The about page in a real browser: every block from content, at phone and desktop widths.
import type { APIRequestContext } from '@playwright/test';
import type { AboutPageData } from '../src/api/types';
import { apiData, expect, test } from './support';

const aboutPage = (request: APIRequestContext) => apiData<AboutPageData>(request, '/api/about-page');

const plain = (html: string | null | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test('shows the banner, info boxes, mission, story, founder and products from content', async ({ page, request }) => {
  const {
    aboutSettings: about,
    aboutBoxes = [],
    aboutProductFeatures = [],
    aboutProductBrands = [],
  } = await aboutPage(request);
  expect(about, 'about settings in the demo content').toBeTruthy();
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(about?.banner_title ?? '');
  const bannerImages = main.locator('.about-banner img');
  await expect(bannerImages).toHaveCount([about?.banner_image_one, about?.banner_image_two].filter(Boolean).length);
  await expect(bannerImages.first()).toHaveAttribute('fetchpriority', 'high');

  for (const box of aboutBoxes ?? []) {
    if (box.title) await expect(main.getByRole('heading', { name: box.title, exact: true })).toBeVisible();
  }
  for (const title of [about?.mission_title, about?.story_title, about?.founder_title, about?.products_title]) {
    const heading = main.getByRole('heading', { name: title ?? '', exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  const firstStoryWords = plain(about?.story_description).split(' ').slice(0, 4).join(' ');
  await expect(main.getByText(firstStoryWords, { exact: false }).first()).toBeVisible();

  const features = main.getByRole('list', { name: 'Product features' });
  await expect(features.getByRole('listitem')).toHaveText((aboutProductFeatures ?? []).map((f) => f.title ?? ''));
  const brands = main.getByRole('list', { name: 'Brands' });
  await expect(brands.getByRole('listitem')).toHaveText((aboutProductBrands ?? []).map((b) => b.title ?? ''));

  const missing = await main
    .locator('img')
    .evaluateAll((images) => images.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length);
  expect(missing).toBe(0);
});
