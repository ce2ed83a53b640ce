// The visitor's journeys as they go without the app: with scripts off (e2e/noscript.spec.ts), and
// with the app's code failing to arrive (e2e/failedChunks.spec.ts). Native dialogs, links and the
// contact page's own form carry each of them; the server draws what each address asks for.
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { ContactPageData, GalleryPageData, ProductsPageData } from '../src/api/types';
import { databasePath, expect, fakeBookingPage, test } from './support';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function openAndCloseTheMenu(page: Page) {
  await page.goto('/about');
  const burger = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /About/ })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // Its links are plain links.
  await burger.click();
  await menu.getByRole('link', { name: /Gallery/ }).click();
  await expect(page).toHaveURL(/\/gallery$/);
}

export async function bookInTheFrame(page: Page) {
  const booking = await fakeBookingPage(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await page.locator('main .home-banner__cta').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  expect(booking.requests).toBeGreaterThanOrEqual(1);
  await expect(dialog.getByRole('link', { name: /Open the booking page/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

export async function chooseACategoryAndAProduct(page: Page, request: APIRequestContext) {
  const { products: categories = [] } = await api<ProductsPageData>(request, '/products-page');
  const second = categories?.[1];
  const product = second?.products?.[0];
  expect(product, 'a product in the second category of the demo content').toBeTruthy();
  await page.goto('/products');

  const chip = page.locator('.category-filter').getByRole('link', { name: second!.title ?? '', exact: true });
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${second!.id}$`));
  await expect(
    page.locator('.category-filter').getByRole('link', { name: second!.title ?? '', exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  const grid = page.getByRole('list', { name: `${second!.title ?? ''} products` });
  await expect(grid).toBeVisible();

  // The catalogue's viewer needs scripts: until it runs, its cover (the PDF's first page) and a link to the PDF.
  const catalogue = page.locator('.products-category:not([hidden]) .catalogue-cover');
  const cover = catalogue.locator('img');
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const pdf = await catalogue.getByRole('link', { name: 'Download the catalogue (PDF)' }).getAttribute('href');
  expect(pdf).toContain(second!.pdf_file ?? '-');
  expect((await request.get(pdf!)).headers()['content-type']).toContain('application/pdf');

  await grid.getByRole('link', { name: product!.title ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${second!.id}&product=${product!.id}$`));
  const details = page.getByRole('dialog', { name: product!.title ?? '' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { name: product!.title ?? '' })).toBeVisible();

  await details.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${second!.id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(grid).toBeVisible();
}

export async function loadTheGallerysSecondPage(page: Page, request: APIRequestContext) {
  const { galleryItems } = await api<GalleryPageData>(request, '/gallery-page?page=1');
  const perPage = galleryItems?.data?.length ?? 0;
  expect(galleryItems?.last_page ?? 1, 'two pages of photos in the demo content').toBeGreaterThan(1);
  await page.goto('/gallery');
  const photos = page.getByRole('link', { name: /in the slideshow$/ });
  await expect(photos).toHaveCount(perPage);
  await page.getByRole('link', { name: 'More photos' }).click();
  await expect(page).toHaveURL(new RegExp(`/gallery\\?page=2#photo-${perPage + 1}$`));
  await expect(photos).toHaveCount(perPage * 2);
  // The address leads to the first new photo.
  await expect(page.locator(`#photo-${perPage + 1}`)).toBeInViewport();
}

export async function openAGalleryPhoto(page: Page) {
  await page.goto('/gallery');
  const photo = page.getByRole('link', { name: /in the slideshow$/ }).first();
  const href = await photo.getAttribute('href');
  expect(href).toMatch(/^\/storage\/.+\?w=1600&fm=webp$/);
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(href!)), photo.click()]);
  expect(response.headers()['content-type']).toBe('image/webp');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/gallery$/);
}

function storedMessages(email: string) {
  const db = new Database(databasePath(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT first_name, email, message FROM contact_messages WHERE email = ?').all(email);
  } finally {
    db.close();
  }
}

export async function sendTheContactForm(page: Page, request: APIRequestContext, sender: string) {
  const { contactSettings: settings } = await api<ContactPageData>(request, '/contact-page');
  const field = (label: string | null | undefined) => page.getByLabel(label ?? '', { exact: true });
  // Sends the form to the page itself; the server's answer, refused or not, is for this visitor alone.
  const sendAnswered = async (status: number) => {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/contact'),
      page.getByRole('button', { name: settings?.button_label ?? '' }).click(),
    ]);
    expect(answer.status()).toBe(status);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
  };
  await page.goto('/contact');

  // Refused: the page again, the messages in the spec's order, the visitor's words kept.
  await field(settings?.first_name_label).fill('Amara');
  await field(settings?.email_label).fill('not-an-email');
  await field(settings?.mobile_label).fill('12');
  await sendAnswered(422);
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the following' });
  await expect(summary).toBeVisible();
  const items = (await summary.getByRole('listitem').allTextContents()).map((text) => text.toLowerCase());
  const order = ['email', 'mobile', 'last name', 'message'];
  expect(items).toHaveLength(order.length);
  items.forEach((text, i) => expect(text).toContain(order[i]));
  await expect(field(settings?.first_name_label)).toHaveValue('Amara');
  await expect(field(settings?.email_label)).toHaveValue('not-an-email');
  await expect(field(settings?.email_label)).toHaveAttribute('aria-invalid', 'true');

  // Corrected and sent: a redirect to the page that says so; a reload sends nothing again.
  const email = `${sender}.${Date.now()}@example.com`;
  await field(settings?.last_name_label).fill('Okafor');
  await field(settings?.email_label).fill(email);
  await field(settings?.mobile_label).fill('5035550142');
  await field(settings?.message_label).fill('Could I book a curl cut next week, in the morning?');
  await sendAnswered(303);
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByRole('status').filter({ hasText: settings?.success_message?.trim() ?? '' })).toBeVisible();
  await expect(field(settings?.email_label)).toHaveValue('');
  await page.reload();
  expect(storedMessages(email)).toEqual([
    { first_name: 'Amara', email, message: 'Could I book a curl cut next week, in the morning?' },
  ]);
}

/** Whether the app has taken the page the server drew. */
export function appHoldsThePage(page: Page): Promise<boolean> {
  return page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')));
}

/** Every journey, as tests of the suite that calls it; `sender` tells its contact messages apart. */
export function everyJourney(sender: string) {
  test('the menu opens and closes', async ({ page }) => openAndCloseTheMenu(page));
  test('booking opens with the scheduling page in its frame', async ({ page }) => bookInTheFrame(page));
  test('a category, then a product, then back', async ({ page, request }) => chooseACategoryAndAProduct(page, request));
  test("the gallery's second page", async ({ page, request }) => loadTheGallerysSecondPage(page, request));
  test('the contact form, refused then sent', async ({ page, request }) => sendTheContactForm(page, request, sender));
  test('a gallery photo, on its own', async ({ page }) => openAGalleryPhoto(page));
}
