// The shared layout in a real browser: navigation, the mobile menu, the footer, SEO tags,
// the not-found screen and the error catalogue when the API fails.
import type { APIRequestContext } from '@playwright/test';
import type { GeneralData, SocialFeedItem } from '../src/api/types';
import { apiData, DESKTOP_ONLY, expect, PHONE_ONLY, test, waitForHydration } from './support';

const generalData = (request: APIRequestContext) => apiData<GeneralData>(request, '/api/general-data');

const menu = [
  { key: 'home_menu_label', path: '/' },
  { key: 'about_menu_label', path: '/about' },
  { key: 'services_menu_label', path: '/services' },
  { key: 'gallery_menu_label', path: '/gallery' },
  { key: 'contact_us_menu_label', path: '/contact' },
] as const;

// A phone's header has the menu dialog instead.
test('the header links every page and marks the active one', DESKTOP_ONLY, async ({ page, request }) => {
  const { headerTitles } = await generalData(request);
  await page.goto('/about');
  const nav = page.getByRole('banner').getByRole('navigation');
  for (const item of menu) {
    const label = headerTitles?.[item.key];
    expect(label, `${item.key} in the demo content`).toBeTruthy();
    const link = nav.getByRole('link', { name: label ?? '', exact: true });
    await link.click();
    await expect(page).toHaveURL(item.path);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await expect(page.getByRole('banner').getByRole('link', { name: /, home$/ })).toHaveAttribute('href', '/');
});

// The burger shows on small screens only.
test('the mobile menu opens, locks scrolling, navigates and closes', PHONE_ONLY, async ({ page, request }) => {
  const { headerTitles } = await generalData(request);
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await expect(burger).toBeFocused();

  await burger.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await burger.click();
  await dialog.getByRole('link', { name: headerTitles?.gallery_menu_label ?? '', exact: true }).click();
  await expect(page).toHaveURL('/gallery');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('the footer shows at most three feed items, its links and the visit button', async ({ page, request }) => {
  const { footerTitles, socialChannels } = await generalData(request);
  const feed = await apiData<SocialFeedItem[]>(request, '/api/instagram');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  if (footerTitles?.instagram_title) await expect(footer.getByText(footerTitles.instagram_title)).toBeVisible();

  const shown = feed.slice(0, 3);
  for (const item of shown) {
    const link = footer.locator(`a[href="${item.permalink}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link.locator('img')).toHaveAttribute('src', item.thumbnail_url ?? item.media_url ?? '');
  }
  for (const item of feed.slice(3)) await expect(footer.locator(`a[href="${item.permalink}"]`)).toHaveCount(0);

  for (const [key, path] of [
    ['about_label', '/about'],
    ['services_label', '/services'],
    ['gallery_label', '/gallery'],
    ['contact_us_label', '/contact'],
  ] as const) {
    await expect(footer.getByRole('link', { name: footerTitles?.[key] ?? '', exact: true })).toHaveAttribute(
      'href',
      path,
    );
  }
  const visit = footer.getByRole('link', { name: footerTitles?.instagram_button_label ?? '' });
  await expect(visit).toHaveAttribute('href', footerTitles?.instagram_url ?? '');
  await expect(visit).toHaveAttribute('target', '_blank');

  const mail = socialChannels?.find((c) => Number(c.is_mail) === 1);
  if (mail?.url) await expect(footer.locator('a[href^="mailto:"]').first()).toHaveAttribute('href', /^mailto:.+@/);
  for (const channel of socialChannels?.filter((c) => Number(c.is_mail) !== 1 && c.url) ?? []) {
    const link = footer.locator(`a[href="${channel.url}"]`).first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

const seoRoutes = [
  { path: '/', index: 0 },
  { path: '/about', index: 1 },
  { path: '/services', index: 2 },
  { path: '/gallery', index: 3 },
  { path: '/contact', index: 4 },
  { path: '/products', index: 5 },
];

test('every page sets its title, description and share-preview tags', DESKTOP_ONLY, async ({ page, request }) => {
  const { seoPages } = await generalData(request);
  for (const { path, index } of seoRoutes) {
    const seo = seoPages?.[index];
    expect(seo?.title, `seoPages[${index}]`).toBeTruthy();
    await page.goto(path);
    await expect(page).toHaveTitle(seo?.title ?? '');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo?.description ?? '');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', seo?.title ?? '');
    const image = index === 3 ? seo?.image_path : seo?.image;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/storage/${image}`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/$' : path}`),
    );
  }
});

test(
  "the head follows the app's own navigation, one tag of each kind, once its manager has taken over",
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const { seoPages } = await generalData(request);
    await page.goto('/');
    // The server's tags stand until the head manager (loaded once the page is idle) writes its own.
    await expect(
      page.locator('head :is(title, meta, link[rel="canonical"])[data-server-head]'),
      "the server's copies of the manager's tags",
    ).toHaveCount(0);
    await expect(page).toHaveTitle(seoPages?.[0]?.title ?? '');
    // The footer's link: the header's are in the menu on a phone.
    await page.locator('footer a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(seoPages?.[1]?.title ?? '');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', seoPages?.[1]?.title ?? '');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    for (const selector of ['title', 'meta[name="description"]', 'meta[property="og:title"]', 'link[rel="canonical"]'])
      await expect(page.locator(`head ${selector}`), selector).toHaveCount(1);
  },
);

test('an unknown route shows the not-found screen with a way home', DESKTOP_ONLY, async ({ page }) => {
  for (const path of ['/no-such-page', '/404']) {
    await page.goto(path);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to Homepage' });
    await expect(back).toHaveAttribute('href', '/');
  }
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL('/');
});

// The first page's content comes embedded in its HTML, so these calls are made by pages reached in the app.
test('a 404 from the API leads to /404', DESKTOP_ONLY, async ({ page }) => {
  await page.route('**/api/about-page', (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }));
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('footer a[href="/about"]').click();
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
});

test('a 401 from the API forgets the token and leads to /login', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('auth_token', 'expired-token'));
  let sentToken: string | undefined;
  await page.route('**/api/contact-page', async (route) => {
    sentToken = route.request().headers().authorization;
    await route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } });
  });
  await waitForHydration(page);
  await page.locator('footer a[href="/contact"]').click();
  await expect(page).toHaveURL('/login');
  expect(sentToken).toBe('Bearer expired-token');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('any other API failure is shown in a browser alert', DESKTOP_ONLY, async ({ page }) => {
  await page.route('**/api/gallery-page*', (route) =>
    route.fulfill({ status: 500, json: { message: 'The gallery is resting, try again soon.' } }),
  );
  const alerted = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('footer a[href="/gallery"]').click();
  expect(await alerted).toBe('alert: The gallery is resting, try again soon.');
});

test('a page chunk that cannot load offers a reload instead of a blank page', DESKTOP_ONLY, async ({ page }) => {
  await page.route(/static\/js\/about\.[^/]*\.chunk\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test(
  'a page chunk that cannot load on a navigation offers a reload, and other pages still open',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.route(/static\/js\/about\.[^/]*\.chunk\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.locator('footer a[href="/about"]').click();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.locator('footer a[href="/gallery"]').click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);
