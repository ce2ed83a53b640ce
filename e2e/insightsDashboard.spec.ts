// The dashboard of visits and bookings in Chromium: an owner made on the command line signs in and
// reads a period's figures, the table behind the chart, the CSV's address and the period kept in the
// address through a reload and back, at 1440 and 375 px, with axe finding nothing. The report is
// built here and answered at the HTTP boundary (GET /api/admin/insights), so that every figure on
// the screen can be compared with the one it came from.
import type { Page } from '@playwright/test';
import { NO_VISITS, type InsightsReport, type InsightTotals } from '../src/api/insightsContract';
import { areaTest, expectAccessible, expectSoundStructure, openSignedIn } from './adminSupport';
import { expect, test } from './support';

const ZERO = NO_VISITS;

const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

const sum = (days: InsightTotals[]): InsightTotals =>
  Object.fromEntries(
    Object.keys(ZERO).map((key) => [key, days.reduce((total, day) => total + day[key as keyof InsightTotals], 0)]),
  ) as unknown as InsightTotals;

/** A day's figures, different from day to day; a day's number `seed` keeps them the same for a day. */
function dayFigures(seed: number): InsightTotals {
  const visitors = 2 + (seed % 5);
  const opened = seed % 3;
  return {
    ...ZERO,
    visitors,
    pageViews: visitors * 3 + (seed % 4),
    bookingOpened: opened,
    bookingTypeViewed: opened,
    bookingTimePicked: Math.min(opened, seed % 2),
    booked: seed % 4 === 0 ? Math.min(opened, 1) : 0,
    messages: seed % 6 === 0 ? 1 : 0,
    catalogueOpened: seed % 2,
  };
}

/** The report for a period, as the server answers it. */
function reportFor(from: string, to: string): InsightsReport {
  const length = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const dayList = (first: string) =>
    Array.from({ length }, (_, i) => {
      const date = addDays(first, i);
      return { date, ...dayFigures(Date.parse(date) / 86_400_000) };
    });
  const days = dayList(from);
  const previousFrom = addDays(from, -length);
  const previous = dayList(previousFrom);
  const totals = sum(days);
  return {
    period: { from, to },
    previous: { from: previousFrom, to: addDays(from, -1) },
    totals,
    previousTotals: sum(previous),
    days,
    topPages: [
      { path: '/', views: Math.ceil(totals.pageViews / 2), visitors: totals.visitors },
      { path: '/services', views: Math.floor(totals.pageViews / 2), visitors: Math.ceil(totals.visitors / 2) },
    ],
    sources: [
      { source: '', visitors: totals.visitors - 2 },
      { source: 'instagram.com', visitors: 2 },
    ],
    campaigns: [{ source: 'flyer', medium: 'print', campaign: 'winter-curls', visitors: 1 }],
    devices: [
      { device: 'phone', visitors: totals.visitors - 1 },
      { device: 'desktop', visitors: 1 },
    ],
    browsers: [
      { browser: 'Safari', visitors: totals.visitors - 1 },
      { browser: 'Chrome', visitors: 1 },
    ],
    bookingStarts: [{ from: 'header', path: '/services', opened: totals.bookingOpened }],
    catalogues: [{ catalogue: 'Shampoos', opened: totals.catalogueOpened, downloaded: 1 }],
    products: [{ product: 'Curl cream', opened: 2 }],
    outbound: [
      { channel: 'whatsapp', clicks: 2 },
      { channel: 'instagram', clicks: 1 },
    ],
    vitals: [
      { path: '/', device: 'phone', metric: 'LCP', p75: 2300, samples: 12, rating: 'good' },
      { path: '/', device: 'phone', metric: 'INP', p75: 240, samples: 9, rating: 'needs-improvement' },
      { path: '/', device: 'phone', metric: 'CLS', p75: 0.02, samples: 12, rating: 'good' },
      { path: '/', device: 'phone', metric: 'TTFB', p75: 1900, samples: 12, rating: 'poor' },
      { path: '/services', device: 'desktop', metric: 'LCP', p75: 1200, samples: 4, rating: 'good' },
    ],
    speed: [{ metric: 'LCP', p75: 2300, samples: 16, rating: 'good' }],
    collecting: true,
    retentionDays: 90,
  };
}

/** Answers the report for each period asked, and records the periods asked. */
async function serveReports(page: Page) {
  const asked: { from: string; to: string }[] = [];
  await page.route(
    (url) => url.pathname === '/api/admin/insights',
    async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const period = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
      asked.push(period);
      await route.fulfill({ json: reportFor(period.from, period.to) });
    },
  );
  return asked;
}

/** Opens the table behind the chart, unless it is open already. */
async function showDaysTable(page: Page) {
  const disclosure = page.getByRole('region', { name: 'Day by day' }).locator('details');
  if (!(await disclosure.evaluate((details: HTMLDetailsElement) => details.open)))
    await disclosure.getByText('Show the days as a table').click();
  await expect(disclosure.getByRole('table')).toBeVisible();
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'The period in figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

areaTest(
  'the owner reads a period’s visits and bookings, keeps the period in the address, and gets its CSV',
  async ({ owner: { email }, page }) => {
    test.slow();
    const asked = await serveReports(page);
    await openSignedIn(page, '/admin/insights', email);
    await expect(page.getByRole('heading', { level: 1, name: 'Visits and bookings' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Salon area' }).getByRole('link', { name: 'Visits' }),
    ).toHaveAttribute('aria-current', 'page');

    // The last 7 days, ending today on this computer.
    await expect(figure(page, 'Visitors')).toBeVisible();
    const week = asked.at(-1)!;
    const report = reportFor(week.from, week.to);
    expect(report.days).toHaveLength(7);
    for (const [label, key] of [
      ['Visitors', 'visitors'],
      ['Page views', 'pageViews'],
      ['Bookings', 'booked'],
      ['Messages', 'messages'],
    ] as const) {
      await expect(figure(page, label).locator('.insights-figure__value')).toHaveText(String(report.totals[key]));
      const change = report.totals[key] - report.previousTotals[key];
      await expect(figure(page, label)).toContainText(
        change === 0 ? 'Same as the 7 days before' : `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)}`,
      );
    }
    const funnel = page.getByRole('region', { name: 'From visit to booking' }).getByRole('listitem');
    await expect(funnel.locator('.insights-funnel__count')).toHaveText(
      [report.totals.visitors, report.totals.bookingOpened, report.totals.bookingTimePicked, report.totals.booked].map(
        String,
      ),
    );

    // The chart is drawn, hidden from screen readers, with the days as a table behind it.
    const days = page.getByRole('region', { name: 'Day by day' });
    await expect(days.locator('.insights-chart canvas').first()).toBeVisible();
    await expect(days.locator('.insights-chart')).toHaveAttribute('aria-hidden', 'true');
    await showDaysTable(page);
    const rows = days.getByRole('table', { name: 'Each day of the period' }).locator('tbody tr');
    await expect(rows).toHaveCount(7);
    for (const [i, day] of report.days.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText(
        [day.visitors, day.pageViews, day.bookingOpened, day.booked, day.messages].map(String),
      );
    }
    await expect(
      page.getByRole('table', { name: 'Visitors by where they came from' }).locator('tbody tr').first(),
    ).toContainText('Came straight in');
    await expect(page.getByRole('table', { name: /^Speed of/ })).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Speed of Home page (/) on phones' }).locator('tbody tr')).toHaveText([
      /LCP.*2\.3 s.*Good/,
      /INP.*240 ms.*Needs improvement/,
      /CLS.*0\.02.*Good/,
      /TTFB.*1\.9 s.*Poor/,
    ]);
    await expect(page.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
      'href',
      `/api/admin/insights.csv?from=${week.from}&to=${week.to}`,
    );

    await expectAccessible(page);
    await expectSoundStructure(page);

    // The period is in the address: a reload keeps it, back returns to the one before.
    await page.getByRole('link', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/\/admin\/insights\?period=30d$/);
    await expect(page.getByText(/the 30 days before/).first()).toBeVisible();
    const month = asked.at(-1)!;
    expect(month).toEqual({ from: addDays(week.to, -29), to: week.to });
    await expect(figure(page, 'Visitors').locator('.insights-figure__value')).toHaveText(
      String(reportFor(month.from, month.to).totals.visitors),
    );
    await page.reload();
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/the 30 days before/).first()).toBeVisible();
    expect(asked.at(-1)).toEqual(month);

    // Two days of one's choosing: the wrong way round is refused in words, then shown.
    const from = addDays(week.to, -12);
    const to = addDays(week.to, -3);
    await page.getByLabel('First day').fill(to);
    await page.getByLabel('Last day').fill(from);
    await page.getByRole('button', { name: 'Show these days' }).click();
    await expect(page.getByRole('alert')).toHaveText('The first day must be on or before the last day.');
    await expect(page).toHaveURL(/\?period=30d$/);
    await page.getByLabel('First day').fill(from);
    await page.getByLabel('Last day').fill(to);
    await page.getByRole('button', { name: 'Show these days' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
    await expect(page.getByText(/the 10 days before/).first()).toBeVisible();
    expect(asked.at(-1)).toEqual({ from, to });
    await expect(page.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
      'href',
      `/api/admin/insights.csv?from=${from}&to=${to}`,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\?period=30d$/);
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');

    // A phone's width: nothing wider than the screen, axe finds nothing.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page.getByText(/the 7 days before/).first()).toBeVisible();
    await showDaysTable(page);
    await expectAccessible(page);
    await expectSoundStructure(page);
  },
);

areaTest(
  'the dashboard says when the figures could not be loaded, and when counting is switched off',
  async ({ owner: { email }, page }) => {
    let answer: 'error' | 'off' = 'error';
    await page.route(
      (url) => url.pathname === '/api/admin/insights',
      async (route) => {
        const query = new URL(route.request().url()).searchParams;
        if (answer === 'error') await route.fulfill({ status: 503, json: { message: 'The database is busy.' } });
        else {
          const report = reportFor(query.get('from')!, query.get('to')!);
          const days = report.days.map((day) => ({ ...day, ...ZERO }));
          await route.fulfill({ json: { ...report, days, totals: ZERO, collecting: false } });
        }
      },
    );
    await openSignedIn(page, '/admin/insights', email);
    await expect(page.getByText('The figures could not be loaded: The database is busy.')).toBeVisible();
    answer = 'off';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No visits yet in this period.')).toBeVisible();
    await expect(page.getByText(/Counting is switched off\. The server runs with ANALYTICS=off/)).toBeVisible();
    await expectAccessible(page);
  },
);
