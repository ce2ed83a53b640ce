// The visit counter from end to end, on a content server of its own (so that it counts nothing but
// this test): three visitors, each from their own address and browser, look at pages, open the
// booking calendar, book, write and open a catalogue; a visitor who asks not to be followed and a
// search engine's robot come by too. The owner's dashboard then shows exactly what the three did;
// nothing the counter stored, and nothing the site kept in their browsers, tells who they were.
import Database from 'better-sqlite3';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { ContactPageData } from '../src/api/types';
import { addOwner, openSignedIn } from './adminSupport';
import { startOwnServer, type OwnServer } from './ownServer';
import { BOOKING_ORIGIN, expect, openCatalogue, SCHEDULING_STAND_IN, schedulingStep, test } from './support';

const VISITORS = {
  /** On a computer, from a flyer's link. */
  flyer: {
    address: '198.51.100.11',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    viewport: { width: 1440, height: 900 },
  },
  /** On a phone, from Instagram. */
  instagram: {
    address: '198.51.100.22',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 375, height: 812 },
  },
  /** On a tablet, typing the address. */
  writer: {
    address: '198.51.100.33',
    userAgent: 'Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0',
    viewport: { width: 800, height: 1100 },
  },
} as const;

const MESSAGE = {
  first: 'Imogen',
  last: 'Quillfeather',
  email: 'imogen.quillfeather@example.org',
  mobile: '0412 555 019',
  text: 'Do you cut dry curls on Saturdays?',
};

test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let origin: string;

test.beforeAll(async () => {
  server = await startOwnServer();
  origin = server.origin;
});

test.afterAll(() => server?.stop());

/** A visitor's own browser: their address, their user agent, their screen. */
async function visitor(browser: Browser, who: keyof typeof VISITORS, extra: BrowserContextOptions = {}) {
  const { address, userAgent, viewport } = VISITORS[who];
  const context = await browser.newContext({
    baseURL: origin,
    userAgent,
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': address, ...extra.extraHTTPHeaders },
  });
  const page = await context.newPage();
  await page.route(`${BOOKING_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: SCHEDULING_STAND_IN }),
  );
  return page;
}

/**
 * Waits until the counter is at work: its first beacon has been taken, and the speed library (which
 * the collector fetches) has arrived.
 */
const counting = (page: Page) =>
  Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/insights'), { timeout: 30_000 }),
    page.waitForResponse((r) => /\/web-vitals\.[\w.]*\.js$/.test(r.url()), { timeout: 30_000 }),
  ]).then(([beacon]) => beacon);

/** What the visitor's browser keeps of the site: cookies and storage. */
async function keptInBrowser(page: Page) {
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  return { cookies: await page.context().cookies(), ...storage };
}

/** Hides the page, as switching to another app does: the counter sends what it holds, and the page's speed. */
async function hide(page: Page) {
  // The beacon sent from now on: an answer to one sent before (a page view's) would not say that
  // what the page held has arrived, and the visitor's browser may close right after.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/insights'), { timeout: 15_000 });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const answer = await (await sent).response();
  expect(answer?.status()).toBe(204);
}

/** Leaves the site, checking first that it kept nothing in the browser that could tell who they are. */
async function leave(page: Page) {
  const kept = await keptInBrowser(page);
  // The fonts' flag (a yes) is all the site keeps: no cookie, no identifier.
  expect(kept.cookies).toEqual([]);
  expect([...kept.local, ...kept.session].filter((key) => key !== 'salon.ownFacesKept')).toEqual([]);
  await hide(page);
  await page.context().close();
}

async function openBooking(page: Page) {
  await page.locator('main .service-section button[aria-haspopup="dialog"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
  await expect(dialog.frameLocator('iframe').getByRole('button', { name: '9:00' })).toBeVisible();
  return dialog;
}

test('the dashboard shows exactly what three visitors did, and nothing stored tells who they were', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // From a flyer: the home page, then the services, where they book.
  let page = await visitor(browser, 'flyer');
  let beacon = counting(page);
  await page.goto('/?utm_source=flyer&utm_medium=print&utm_campaign=winter-curls');
  await beacon;
  await page.locator('footer a[href="/services"]').first().click();
  await expect(page).toHaveURL(/\/services$/);
  let dialog = await openBooking(page);
  await schedulingStep(dialog, '9:00');
  await schedulingStep(dialog, 'Schedule event');
  await expect(dialog.getByRole('status')).toContainText('booked');
  await leave(page);

  // From Instagram, on a phone: the services, a time picked but not booked; then the products page
  // (a link they kept), where they open a catalogue.
  page = await visitor(browser, 'instagram');
  beacon = counting(page);
  await page.goto('/services', { referer: 'https://www.instagram.com/' });
  await beacon;
  dialog = await openBooking(page);
  await schedulingStep(dialog, '9:00');
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(dialog).toBeHidden();
  // They switch to another app for a while (a beacon sent as a page unloads does not reach the
  // server under Playwright: the hidden page sends what it holds).
  await hide(page);
  beacon = counting(page);
  await page.goto('/products');
  await beacon;
  await openCatalogue(page);
  const catalogue = await page
    .locator('.products-category:not([hidden]) [data-catalogue]')
    .getAttribute('data-catalogue');
  await leave(page);

  // Typing the address, on a tablet: the contact page, and a message.
  page = await visitor(browser, 'writer');
  beacon = counting(page);
  await page.goto('/contact');
  await beacon;
  const contact = (
    (await (await page.request.get('/api/contact-page', { headers: { Accept: 'application/json' } })).json()) as {
      data: ContactPageData;
    }
  ).data.contactSettings!;
  const field = (label: string | null | undefined) => page.getByLabel(label ?? '', { exact: true });
  await field(contact.first_name_label).fill(MESSAGE.first);
  await field(contact.last_name_label).fill(MESSAGE.last);
  await field(contact.email_label).fill(MESSAGE.email);
  await field(contact.mobile_label).fill(MESSAGE.mobile);
  await field(contact.message_label).fill(MESSAGE.text);
  const accepted = page.waitForResponse((r) => r.url().endsWith('/api/submit-contact-form'));
  await page.getByRole('button', { name: contact.button_label ?? '' }).click();
  expect((await accepted).ok()).toBe(true);
  await leave(page);

  // Not counted: a browser that asks not to be followed, and a robot.
  page = await visitor(browser, 'flyer', { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await page.goto('/about');
  await page.goto('about:blank');
  await page.context().close();
  const robot = await browser.newContext({
    baseURL: origin,
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  page = await robot.newPage();
  beacon = counting(page);
  await page.goto('/gallery');
  // The robot's page sends, as any page does: the server does not count it.
  expect((await beacon).status()).toBe(204);
  await robot.close();

  // The owner reads today's figures.
  const owner = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });
  page = await owner.newPage();
  await openSignedIn(
    page,
    '/admin/insights?period=today',
    addOwner('insights journey', 'desktop', server.databasePath),
  );
  const figure = (label: string) =>
    page
      .getByRole('list', { name: 'The period in figures' })
      .getByRole('listitem')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('.insights-figure__value');
  await expect(figure('Visitors')).toHaveText('3');
  await expect(figure('Page views')).toHaveText('5');
  await expect(figure('Bookings')).toHaveText('1');
  await expect(figure('Messages')).toHaveText('1');
  await expect(
    page
      .getByRole('region', { name: 'From visit to booking' })
      .getByRole('listitem')
      .locator('.insights-funnel__count'),
  ).toHaveText(['3', '2', '2', '1']);
  await expect(
    page
      .getByRole('region', { name: 'Catalogues' })
      .getByRole('row')
      .filter({ hasText: catalogue ?? '-' }),
  ).toContainText('1');
  const sources = page.getByRole('region', { name: 'Visitors by where they came from' });
  await expect(sources.getByRole('row').filter({ hasText: 'instagram.com' })).toContainText('1');
  await expect(sources.getByRole('row').filter({ hasText: 'Came straight in' })).toContainText('2');
  await expect(
    page
      .getByRole('region', { name: /^Campaigns/ })
      .getByRole('row')
      .filter({ hasText: 'winter-curls' }),
  ).toContainText('1');
  // Each visit's speed is filed under the page it arrived on.
  for (const [pagePath, device] of [
    ['Home page (/)', 'computers'],
    ['/services', 'phones'],
    ['/contact', 'tablets'],
  ]) {
    await expect(page.getByRole('table', { name: `Speed of ${pagePath} on ${device}` })).toBeVisible();
  }
  await owner.close();

  // Nothing the counter stored is an address, a browser's signature or anything the visitors typed.
  const db = new Database(server.databasePath, { readonly: true, fileMustExist: true });
  try {
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'insight%'").all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables.length).toBeGreaterThan(0);
    const stored = JSON.stringify(tables.map((name) => db.prepare(`SELECT * FROM "${name}"`).all()));
    for (const { address, userAgent } of Object.values(VISITORS)) {
      expect(stored).not.toContain(address);
      expect(stored).not.toContain(userAgent);
    }
    for (const typed of [MESSAGE.first, MESSAGE.last, MESSAGE.email, MESSAGE.mobile, '127.0.0.1', 'Googlebot']) {
      expect(stored).not.toContain(typed);
    }
  } finally {
    db.close();
  }
});
