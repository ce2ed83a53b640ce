// `npm run qa:record-journeys [-- name…] [--base URL]`: records the site's main journeys as a QA
// person would, with ?qa=record on the built site in Chromium, and saves each recording the panel
// downloads into e2e/recordings/. `npm test` replays them (e2e/qa.spec.ts). Run it again after
// a change that alters what a journey shows, and commit the new recordings.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, root, startSite } from './qa/site';

const OUT_DIR = path.join(root, 'e2e', 'recordings');
const VIEWPORT = { width: 1280, height: 800 };

interface Journey {
  name: string;
  /** Where the recording starts. */
  start: string;
  run: (page: Page) => Promise<void>;
}

const dialog = (page: Page, name?: string | RegExp) => page.getByRole('dialog', name ? { name } : {});

/** Once the app holds the drawn page: before, a link or the form would go to the server. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps'));
  });
}

const JOURNEYS: Journey[] = [
  {
    name: 'home-booking',
    start: '/',
    run: async (page) => {
      await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().click();
      const booking = dialog(page, 'Book your appointment');
      await booking.waitFor();
      await booking.getByRole('button', { name: 'Close' }).click();
      await booking.waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'products',
    start: '/products',
    run: async (page) => {
      await page.locator('.category-filter__chip').nth(1).click();
      await page.locator('.products-category:not([hidden]) .product-card__button').first().click();
      const modal = page.locator('dialog.product-modal');
      await modal.waitFor();
      await modal.locator('button[aria-expanded]').first().click();
      await modal.locator('.product-gallery__thumb').nth(1).click();
    },
  },
  {
    name: 'gallery',
    start: '/gallery',
    run: async (page) => {
      const end = page.locator('.gallery-grid__end');
      for (let i = 0; i < 40 && !(await end.isVisible()); i += 1) {
        await page.mouse.wheel(0, 1200);
        await page.waitForTimeout(400);
      }
      await end.waitFor();
      await page.locator('.gallery-grid__tile').last().click();
      await dialog(page, 'Gallery slideshow').waitFor();
    },
  },
  {
    name: 'contact',
    start: '/contact',
    run: async (page) => {
      const form = page.locator('form.contact-form');
      // A message the server refuses (422): the popup lists why, the fields say it too.
      await form.locator('[name="first_name"]').fill('Ada');
      await form.locator('[name="email"]').fill('not-an-email');
      await form.locator('[name="mobile"]').fill('12');
      await form.locator('.contact-form__submit').click();
      const popup = page.getByRole('alertdialog');
      await popup.waitFor();
      await popup.getByRole('button', { name: 'OK' }).click();
      await popup.waitFor({ state: 'hidden' });
      // Then one it accepts.
      await form.locator('[name="last_name"]').fill('Lovelace');
      await form.locator('[name="email"]').fill('ada@example.com');
      await form.locator('[name="mobile"]').fill('5035550100');
      await form.locator('[name="message"]').fill('Do you have an appointment on Friday afternoon?');
      await form.locator('.contact-form__submit').click();
      await page.locator('dialog.contact-success').waitFor();
    },
  },
  {
    name: 'errors',
    start: '/',
    run: async (page) => {
      // The about page's content fails with a 500 (an alert), the contact page's is not found (404).
      await page.route('**/api/about-page', (route) =>
        route.fulfill({ status: 500, json: { message: 'The content could not be loaded.' } }),
      );
      await page.route('**/api/contact-page', (route) =>
        route.fulfill({ status: 404, json: { message: 'Not found.' } }),
      );
      const alerted = page.waitForEvent('dialog');
      await page.locator('header a[href="/about"]').first().click();
      await (await alerted).dismiss();
      await page.waitForURL('**/about');
      await page.locator('header a[href="/contact"]').first().click();
      await page.waitForURL('**/404');
      await page.getByRole('main').getByRole('heading').first().waitFor();
    },
  },
];

async function record(page: Page, base: string, journey: Journey): Promise<string> {
  await page.goto(`${base}${journey.start}?qa=record`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'QA recorder' });
  await panel.waitFor();
  await journey.run(page);
  // Let the last checkpoint be taken, then stop and download as QA would.
  await page.waitForTimeout(500);
  await panel.getByRole('button', { name: 'Stop recording' }).click();
  const downloaded = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download recording' }).click();
  const download = await downloaded;
  const file = path.join(OUT_DIR, `${journey.name}.json`);
  await download.saveAs(file);
  return file;
}

async function main() {
  const args = process.argv.slice(2);
  const baseIndex = args.indexOf('--base');
  const given = baseIndex >= 0 ? args[baseIndex + 1] : undefined;
  const names = args.filter((arg, i) => !arg.startsWith('--') && (baseIndex < 0 || i !== baseIndex + 1));
  const unknown = names.filter((name) => !JOURNEYS.some((j) => j.name === name));
  if (unknown.length) throw new Error(`No journey ${unknown.join(', ')}: ${JOURNEYS.map((j) => j.name).join(', ')}`);
  const site = given ? { base: given.replace(/\/+$/, ''), stop: async () => {} } : await startSite();
  const browser = await launchChromium();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  try {
    for (const journey of JOURNEYS.filter((j) => names.length === 0 || names.includes(j.name))) {
      const context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
      // Nothing leaves the machine: the booking calendar and the map are refused.
      const origin = new URL(site.base).origin;
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.abort(),
      );
      const page = await context.newPage();
      try {
        const file = await record(page, site.base, journey);
        console.log(`Recorded ${journey.name}: ${path.relative(root, file)}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
