// Every page view is counted, however long the visitor stays and whatever they do next: three
// visitors stay 1, 3 and 6 s on each of four pages, first by full loads (typed addresses, one after
// another) and then by the app's own links; a fourth, whose browser never gets the app's code,
// stays 1 s on each page it loads; a fifth, whose pages' code takes longer to arrive than it stays
// (a slow phone network), moves on by the links before the page it left is shown. On a content
// server of the spec's own, the owner's dashboard then shows every view, page by page.
import type { Browser, BrowserContext, Request } from '@playwright/test';
import { INSIGHTS_COLLECT_PATH, type InsightBeacon } from '../src/api/insightsContract';
import { addOwner, openSignedIn } from './adminSupport';
import { startOwnServer, type OwnServer } from './ownServer';
import { expect, test, waitForHydration } from './support';

test.describe.configure({ mode: 'serial' });

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer();
});

test.afterAll(() => server?.stop());

const PAGES = ['/', '/services', '/gallery', '/about'];
/** A browser's own signature: the headless one's names itself, and robots are not counted. */
const USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const STAYS_S = [1, 3, 6];

/** How the app's code reaches a visitor: at once, a page's code later than the visitor stays, or never. */
type AppCode = 'at once' | 'slowly' | 'never';

/** The code of the pages visited, each a chunk of its own that the app fetches on the way to its page. */
const PAGE_CODE = /\/static\/js\/(home|services|gallery|about)\.[^/]*\.chunk\.js$/;

/**
 * A visitor's beacons: the pages of the page views its browser sent, those the server took (204), and
 * any beacon that ended otherwise.
 */
function beaconsOf(context: BrowserContext): { sent: string[]; taken: string[]; otherwise: string[] } {
  const sent: string[] = [];
  const taken: string[] = [];
  const otherwise: string[] = [];
  const isBeacon = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === `/api${INSIGHTS_COLLECT_PATH}`;
  const viewsIn = (request: Request) =>
    ((JSON.parse(request.postData() ?? '{}') as Partial<InsightBeacon>).events ?? [])
      .filter((event) => event.name === 'page_view')
      .map((event) => event.path);
  context.on('request', (request) => {
    if (isBeacon(request)) sent.push(...viewsIn(request));
  });
  context.on('requestfinished', async (request) => {
    if (!isBeacon(request)) return;
    const status = (await request.response())?.status();
    if (status === 204) taken.push(...viewsIn(request));
    else otherwise.push(`${status} [${viewsIn(request).join(' ')}]`);
  });
  context.on('requestfailed', (request) => {
    if (isBeacon(request)) otherwise.push(`${request.failure()?.errorText} [${viewsIn(request).join(' ')}]`);
  });
  return { sent, taken, otherwise };
}

/**
 * A visitor of their own address, who stays `stay` seconds on each page, then leaves. Without the
 * app (its code never arrives), the footer's links load each page in full.
 */
async function visitor(browser: Browser, stay: number, address: string, code: AppCode = 'at once') {
  const context = await browser.newContext({
    baseURL: server.origin,
    userAgent: USER_AGENT,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  if (code === 'never') await context.route('**/static/js/**', (route) => route.abort());
  const page = await context.newPage();
  const beacons = beaconsOf(context);
  const reads = () => page.waitForTimeout(stay * 1000);
  for (const path of PAGES) {
    await page.goto(path);
    await reads();
  }
  // From the last page, by the links of the footer: each page once more.
  if (code === 'slowly') {
    // The app holds the page (its links are the app's), and each page's code arrives after the
    // visitor has moved on: each page but the last is never shown.
    await waitForHydration(page);
    await context.route(PAGE_CODE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, (stay + 1) * 1000));
      await route.continue().catch(() => undefined);
    });
  }
  for (const path of PAGES) {
    await page.locator(`footer a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
    await reads();
  }
  // The server has taken every view before the visitor goes to another site: a beacon still on its
  // way when the browser closes is lost with it, which says nothing about the site.
  await expect
    .poll(() => beacons.taken.length, {
      message: `${address}'s page views: sent ${beacons.sent.join(' ')}; taken ${beacons.taken.join(' ')}; other ends: ${beacons.otherwise.join(', ') || 'none'}`,
    })
    .toBe(PAGES.length * 2);
  await page.goto('about:blank');
  await context.close();
}

test('visitors who stay 1, 3 or 6 s on each page are counted with every view', async ({ browser }) => {
  test.setTimeout(180_000);
  await Promise.all([
    ...STAYS_S.map((stay, i) => visitor(browser, stay, `198.51.100.${40 + i}`)),
    visitor(browser, 1, '198.51.100.50', 'never'),
    visitor(browser, 1, '198.51.100.51', 'slowly'),
  ]);
  const visitors = STAYS_S.length + 2;

  const owner = await browser.newContext({ baseURL: server.origin, viewport: { width: 1440, height: 900 } });
  const page = await owner.newPage();
  await openSignedIn(page, '/admin/insights?period=today', addOwner('page views', 'desktop', server.databasePath));
  const views = page
    .getByRole('list', { name: 'The period in figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText('Page views', { exact: true }) })
    .locator('.insights-figure__value');
  await expect(views).toHaveText(String(visitors * PAGES.length * 2));
  const pages = page.getByRole('region', { name: 'Pages, most viewed first' });
  for (const path of ['/services', '/gallery', '/about']) {
    await expect(pages.getByRole('row').filter({ hasText: path })).toContainText(String(visitors * 2));
  }
  await owner.close();
});
