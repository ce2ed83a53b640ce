// The products page in a real browser: the PDF flipbook (pdf.js + react-pageflip) draws real pages
// and follows the category; pdf.js stays off every other route; the product modal and its accordion.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductCategory, ProductsPageData } from '../src/api/types';
import {
  apiData,
  DESKTOP_ONLY,
  expect,
  expectClosesEveryWay,
  expectNoAxeViolations,
  holdRequests,
  openCatalogue,
  recordRequests,
  test,
  waitForHydration,
} from './support';

const productsData = (request: APIRequestContext) => apiData<ProductsPageData>(request, '/api/products-page');

/** The categories of the demo content that have a catalogue and products. */
async function categories(request: APIRequestContext): Promise<ProductCategory[]> {
  const list = (await productsData(request)).products ?? [];
  expect(list.length, 'at least two categories in the demo content').toBeGreaterThanOrEqual(2);
  return list;
}

const isPdfJs = (url: string) => /pdf\.worker|\/pdfjs\.[\w]+\.chunk\.js|\/flipbook\.[\w]+\.chunk\.js/.test(url);

/** How many of the image's pixels differ clearly from white: a drawn page has plenty. */
async function inkedPixels(image: Locator): Promise<number> {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.min(img.naturalWidth, 400);
    canvas.height = Math.round((canvas.width / img.naturalWidth) * img.naturalHeight);
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 600) inked += 1;
    }
    return inked;
  });
}

/** The category's flipbook, asked for by a tap on its cover unless the visitor asked already. */
async function catalogue(page: Page, category: ProductCategory): Promise<Locator> {
  await openCatalogue(page);
  const region = page.getByRole('region', { name: `${category.title ?? ''} catalogue` });
  await region.scrollIntoViewIfNeeded();
  return region;
}

test(
  'on a backend that answers the contract alone, every catalogue draws its first page, and no image is broken',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    // Such a server knows no variants: it answers a stored file's address whatever the query, so the
    // cover asked of a PDF is the PDF itself.
    await page.route(/\/storage\/[^?]+\?.*fm=/, async (route) => {
      const plain = new URL(route.request().url());
      plain.search = '';
      await route.fulfill({ response: await route.fetch({ url: plain.toString() }) });
    });
    const all = await categories(request);
    await page.goto('/products');
    for (const [index, category] of all.entries()) {
      if (index > 0) {
        await page
          .locator('.category-filter')
          .getByRole('link', { name: category.title ?? '', exact: true })
          .click();
      }
      // Without a tap or a scroll: the cover that is no image asks for the viewer, which draws the page.
      const book = page.getByRole('region', { name: `${category.title ?? ''} catalogue` });
      const first = book.getByRole('img', { name: /^Page 1 of \d+$/ });
      await expect(first).toBeVisible({ timeout: 20_000 });
      expect(await inkedPixels(first)).toBeGreaterThan(1000);
    }
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.complete && image.currentSrc !== '' && image.naturalWidth === 0)
        .map((image) => image.currentSrc),
    );
    expect(broken).toEqual([]);
  },
);

test('the flipbook draws the first PDF page, turns pages and switches PDF with the category', async ({
  page,
  request,
}) => {
  const [first, second] = await categories(request);
  const pdfRequests = recordRequests(page, (url) => url.includes('.pdf') && !url.includes('pdf.worker'));
  await page.goto('/products');

  const book = await catalogue(page, first!);
  const cover = book.getByRole('img', { name: /^Page 1 of \d+$/ });
  await expect(cover).toBeVisible({ timeout: 20_000 });
  expect(await inkedPixels(cover)).toBeGreaterThan(1000);
  const indicator = book.getByText(/^Pages? [\d–]+ of \d+$/);
  await expect(indicator).toHaveText(/^Page 1 of \d+$/);
  await expect(book.getByRole('link', { name: 'Download the catalogue (PDF)' })).toHaveAttribute(
    'href',
    `/storage/${first!.pdf_file ?? ''}`,
  );
  expect(pdfRequests.some((r) => r.url().endsWith(first!.pdf_file ?? '-'))).toBe(true);

  // Turning the page, by button and by key.
  await expect(book.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await book.getByRole('button', { name: 'Next page' }).click();
  await expect(indicator).toHaveText(/^Pages? 2(–3)? of \d+$/, { timeout: 10_000 });
  await book.getByRole('group', { name: /Pages/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(indicator).toHaveText(/^Page 1 of \d+$/, { timeout: 10_000 });

  // Another category, another PDF.
  const chip = page.locator('.category-filter').getByRole('link', { name: second!.title ?? '', exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-current', 'true');
  // In place, the address replaced: no page load.
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${second!.id}$`));
  const secondBook = await catalogue(page, second!);
  const secondCover = secondBook.getByRole('img', { name: /^Page 1 of \d+$/ });
  await expect(secondCover).toBeVisible({ timeout: 20_000 });
  expect(await inkedPixels(secondCover)).toBeGreaterThan(1000);
  expect(pdfRequests.some((r) => r.url().endsWith(second!.pdf_file ?? '-'))).toBe(true);
  await expect(secondBook.getByRole('link', { name: 'Download the catalogue (PDF)' })).toHaveAttribute(
    'href',
    `/storage/${second!.pdf_file ?? ''}`,
  );
  await expect(page.getByRole('region', { name: `${first!.title ?? ''} catalogue` })).toHaveCount(0);
});

// Resized from the desktop's width, the book crosses the breakpoint between one page and a spread.
test('the flipbook keeps its page when the window is resized', DESKTOP_ONLY, async ({ page, request }) => {
  const [first] = await categories(request);
  await page.goto('/products');
  const book = await catalogue(page, first!);
  await expect(book.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 20_000 });
  await book.getByRole('button', { name: 'Next page' }).click();
  const indicator = book.getByText(/^Pages? [\d–]+ of \d+$/);
  await expect(indicator).toHaveText(/^Pages 2–3 of \d+$/, { timeout: 10_000 });

  await page.setViewportSize({ width: 600, height: 900 });
  await expect(indicator).toHaveText(/^Page 2 of \d+$/, { timeout: 10_000 });
  await expect(book.getByRole('img', { name: /^Page 2 of \d+$/ })).toBeVisible({ timeout: 20_000 });
});

/**
 * Starts counting the style rewrites in the book; the function returned reads the count so far. The
 * observer is in place before the test acts, and the count only grows: a slow frame delays it, never
 * loses it.
 */
async function countStyleRewrites(book: Locator): Promise<() => Promise<number>> {
  const counter = await book.evaluateHandle((element) => {
    const seen = { rewrites: 0 };
    new MutationObserver((records) => {
      seen.rewrites += records.filter((record) => record.attributeName === 'style').length;
    }).observe(element, { subtree: true, attributes: true, attributeFilter: ['style'] });
    return seen;
  });
  return () => counter.evaluate((seen) => seen.rewrites);
}

/** The style rewrites in a book left alone for a second. */
async function rewritesAtRest(book: Locator): Promise<number> {
  const rewrites = await countStyleRewrites(book);
  await book.page().waitForTimeout(1000);
  return rewrites();
}

test.describe(() => {
  // Turning and folding are motion: a visitor who asks for less gets the page at once.
  test.use({ reducedMotion: 'no-preference' });

  test('a book at rest leaves the page alone, and still turns and folds its pages', async ({
    page,
    request,
  }, testInfo) => {
    const [first] = await categories(request);
    await page.goto('/products');
    const book = await catalogue(page, first!);
    await expect(book.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const pages = book.locator('.flipbook__book');

    expect(await rewritesAtRest(pages)).toBe(0);

    const turning = await countStyleRewrites(pages);
    await book.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(turning).toBeGreaterThan(10);
    await expect(book.getByText(/^Pages? [\d–]+ of \d+$/)).toHaveText(/^Pages? 2(–3)? of \d+$/, { timeout: 10_000 });
    expect(await rewritesAtRest(pages)).toBe(0);

    if (testInfo.project.name !== 'phone') {
      // A pointer over a page's corner lifts it.
      await pages.scrollIntoViewIfNeeded();
      const box = await pages.boundingBox();
      expect(box).not.toBeNull();
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      const folding = await countStyleRewrites(pages);
      await page.mouse.move(box!.x + box!.width - 6, box!.y + box!.height - 6, { steps: 8 });
      await expect.poll(folding).toBeGreaterThan(0);
      await expect(pages.locator('[style*="clip-path"]').first()).toBeAttached();
    }
  });
});

test('pdf.js and the flipbook are fetched on the products page only', DESKTOP_ONLY, async ({ page }) => {
  const fetched = recordRequests(page, isPdfJs);
  for (const route of ['/', '/about', '/services', '/gallery', '/contact', '/404']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(fetched.map((r) => r.url())).toEqual([]);

  await page.goto('/products');
  await openCatalogue(page);
  await expect(page.locator('.flipbook__page-image').first()).toBeVisible({ timeout: 20_000 });
  const urls = fetched.map((r) => r.url());
  expect(urls.some((u) => u.includes('pdf.worker'))).toBe(true);
  expect(urls.some((u) => /\/pdfjs\.[\w]+\.chunk\.js/.test(u))).toBe(true);
});

/** A PDF itself, not the picture of its first page the media server draws (`?w=`). */
const isPdf = (url: string) => {
  const { pathname, searchParams } = new URL(url);
  return pathname.endsWith('.pdf') && !searchParams.has('w');
};

test('the catalogue viewer and its PDF load only when the visitor asks: a tap on the cover', async ({ page }) => {
  const fetched = recordRequests(page, (url) => isPdfJs(url) || isPdf(url));
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  // Idle a while, as a visitor reading the first view: still nothing of the viewer.
  await page.waitForTimeout(2000);
  expect(fetched.map((r) => r.url())).toEqual([]);
  const cover = page.locator('.products-category:not([hidden]) .catalogue-cover__book');
  await expect(cover.locator('img')).toBeVisible();

  // Scrolled so that only its top shows (a scroll that shows it well asks by itself), then tapped.
  await cover.evaluate((element) => {
    const top = element.getBoundingClientRect().top - window.innerHeight * 0.8;
    if (top > 0) window.scrollBy({ top, behavior: 'instant' });
  });
  await page.waitForTimeout(1500);
  expect(fetched.map((r) => r.url())).toEqual([]);
  const box = await cover.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + 20);
  // In place: the cover's link to the PDF does not open, the viewer does.
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('.flipbook__page-image').first()).toBeVisible({ timeout: 20_000 });
  const urls = fetched.map((r) => r.url());
  expect(urls.some((u) => /\/flipbook\.[\w]+\.chunk\.js/.test(u))).toBe(true);
  expect(urls.some(isPdf)).toBe(true);
});

test('the catalogue viewer loads when the visitor scrolls its cover well into view', async ({ page }) => {
  const fetched = recordRequests(page, (url) => isPdfJs(url) || isPdf(url));
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  expect(fetched.map((r) => r.url())).toEqual([]);
  await page
    .locator('.products-category:not([hidden]) .catalogue-cover__book')
    .evaluate((cover) => cover.scrollIntoView({ block: 'center' }));
  await expect(page.locator('.flipbook__page-image').first()).toBeVisible({ timeout: 20_000 });
  expect(fetched.map((r) => r.url()).some(isPdf)).toBe(true);
});

test('a scroll to the cover made while the page still loads asks for the viewer once it has loaded', async ({
  page,
}) => {
  // The page's pictures are held: its load waits for them.
  const release = await holdRequests(page, /\/storage\/.*\.(?:jpe?g|png|webp|avif)(?:\?|$)/);
  await page.goto('/products', { waitUntil: 'commit' });
  await page
    .locator('.products-category:not([hidden]) .catalogue-cover__book')
    .evaluate((cover) => cover.scrollIntoView({ block: 'center' }));
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
  // No other scroll: the one made before the load is the visitor's ask.
  await expect(page.locator('.flipbook__page-image').first()).toBeVisible({ timeout: 20_000 });
});

test('a product opens in a modal with its images, details and a one-at-a-time accordion', async ({ page, request }) => {
  const [first] = await categories(request);
  const product = (first!.products ?? []).find((p) => (p.product_features ?? []).length >= 2);
  expect(product, 'a product with two features in the demo content').toBeTruthy();
  await page.goto('/products');

  const open = page.getByRole('link', { name: product!.title ?? '' });
  // Before the app holds the card, its link loads the product's address from the server instead.
  await waitForHydration(page, open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: product!.title ?? '' });
  await expect(dialog).toBeVisible();
  // The address names the product, in place of the page's: no page load, no new history entry.
  await expect(page).toHaveURL(new RegExp(`/products\\?product=${product!.id}$`));
  await expect(dialog.getByText(first!.title ?? '', { exact: true })).toBeVisible();
  if (product!.price) await expect(dialog.getByText(String(product!.price), { exact: true })).toBeVisible();
  if (product!.size) await expect(dialog.getByText(product!.size, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img').first()).toBeVisible();

  const [one, two] = (product!.product_features ?? []).map((f) => dialog.getByRole('button', { name: f.title ?? '' }));
  await one!.click();
  await expect(one!).toHaveAttribute('aria-expanded', 'true');
  await two!.click();
  await expect(one!).toHaveAttribute('aria-expanded', 'false');
  await expect(two!).toHaveAttribute('aria-expanded', 'true');
  await two!.click();
  await expect(two!).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page, '.product-modal');

  // Escape, a click outside and the close button all close it; focus returns to the card, and the
  // page scrolls again once the modal is gone.
  await expectClosesEveryWay(page, dialog, open, {
    outside: { x: 4, y: page.viewportSize()!.height - 4 },
    close: dialog.getByRole('link', { name: 'Close' }),
  });
  await expect(page).toHaveURL(/\/products$/);
});

test(
  "a product's address shows the page with its details open, and previews the product when shared",
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const [, second] = await categories(request);
    const product = second!.products?.[0];
    expect(product, 'a product in the second category').toBeTruthy();
    await page.goto(`/products?category=${second!.id}&product=${product!.id}`);
    const dialog = page.getByRole('dialog', { name: product!.title ?? '' });
    await expect(dialog).toBeVisible();
    // Drawn open by the server, it is modal once the app runs: the page behind is inert. Visible comes
    // first (the server's drawing), so the check waits for the app to have taken the page over.
    await waitForHydration(page);
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(
      page.locator('.category-filter').getByRole('link', { name: second!.title ?? '', exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', product!.title ?? '');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`/products\\?category=${second!.id}&product=${product!.id}$`),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/products\\?category=${second!.id}$`));
  },
);
