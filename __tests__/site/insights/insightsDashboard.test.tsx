// The dashboard page in the real app and store: the report's figures as the owner reads them, the
// period in the address (presets, a checked range, back), "today" on the salon's clocks wherever this
// computer is, the CSV's address, and the loading, error, empty and switched-off states. The content
// server is faked at the network (msw).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NO_VISITS, type InsightsReport, type InsightTotals } from '../../../src/api/insightsContract';
import { addDays, dayIn } from '../../../src/api/zonedTime';
import { loadPageAt } from '../../../src/app/router';
import { answerApiWith, server, SIGNED_IN } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

/** A day on this computer's calendar, `offset` days from today, as YYYY-MM-DD. */
function localDay(offset = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

const zero = NO_VISITS;

/** A report for `from`–`to`, as the server answers it, with `figures` on the first day. */
function reportFor(
  from: string,
  to: string,
  figures: Partial<InsightTotals> = {},
  extra: Partial<InsightsReport> = {},
) {
  const days: InsightsReport['days'] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push({ date: day.toISOString().slice(0, 10), ...zero, ...(days.length === 0 ? figures : {}) });
  const report: InsightsReport = {
    period: { from, to },
    previous: { from: '2026-01-01', to: '2026-01-07' },
    totals: { ...zero, ...figures },
    previousTotals: { ...zero, visitors: 2, pageViews: 12, booked: 1, messages: 1 },
    days,
    topPages: [],
    sources: [],
    campaigns: [],
    devices: [],
    browsers: [],
    bookingStarts: [],
    catalogues: [],
    products: [],
    outbound: [],
    vitals: [],
    speed: [],
    collecting: true,
    retentionDays: 90,
    ...extra,
  };
  return report;
}

const busy = {
  topPages: [
    { path: '/', views: 9, visitors: 3 },
    { path: '/services', views: 4, visitors: 2 },
  ],
  sources: [
    { source: '', visitors: 2 },
    { source: 'instagram.com', visitors: 1 },
  ],
  campaigns: [{ source: 'flyer', medium: 'print', campaign: 'winter-curls', visitors: 1 }],
  devices: [
    { device: 'phone' as const, visitors: 2 },
    { device: 'desktop' as const, visitors: 1 },
  ],
  browsers: [{ browser: 'Safari', visitors: 2 }],
  bookingStarts: [{ from: 'header', path: '/services', opened: 3 }],
  catalogues: [{ catalogue: 'Shampoos', opened: 2, downloaded: 1 }],
  products: [{ product: 'Curl cream', opened: 4 }],
  outbound: [{ channel: 'whatsapp' as const, clicks: 2 }],
  vitals: [
    { path: '/', device: 'phone' as const, metric: 'LCP' as const, p75: 2100, samples: 3, rating: 'good' as const },
    {
      path: '/',
      device: 'phone' as const,
      metric: 'INP' as const,
      p75: 320,
      samples: 3,
      rating: 'needs-improvement' as const,
    },
    { path: '/', device: 'phone' as const, metric: 'CLS' as const, p75: 0.31, samples: 3, rating: 'poor' as const },
  ],
};
const figures = {
  visitors: 3,
  pageViews: 13,
  bookingOpened: 3,
  bookingTimePicked: 2,
  booked: 1,
  messages: 1,
  catalogueOpened: 2,
};

let asked: { from: string | null; to: string | null }[] = [];
/** Answers each period asked with `answer`, and records the periods. */
const answerReports = (answer: (from: string, to: string) => Response | InsightsReport) =>
  server.use(
    http.get('*/api/admin/insights', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({ from: query.get('from'), to: query.get('to') });
      const result = answer(query.get('from') ?? '', query.get('to') ?? '');
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );

/** This computer's zone. */
const HERE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The salon's time zone, as its settings say: this computer's, unless a test moves the salon. */
let salonZone = HERE;

answerApiWith(
  ...SIGNED_IN,
  http.get('*/api/admin/messages/counts', () => HttpResponse.json({ data: { unread: 0, inbox: 0, archived: 0 } })),
  http.get('*/api/admin/settings', () => HttpResponse.json({ data: { timeZone: salonZone, timeZoneChosen: true } })),
);

beforeEach(() => {
  asked = [];
  salonZone = HERE;
});

/** A zone whose clocks show another day than this computer's now: of two 25 hours apart, one always does. */
const farZone = () =>
  ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => dayIn(Date.now(), zone) !== localDay())!;

// React builds a FormData of a form whose submit starts a transition (a navigation); the test
// environment's FormData (Node's) takes no form, so it stands in for the browser's here.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor(form?: HTMLFormElement) {
      super();
      for (const field of Array.from(form?.elements ?? []))
        if (field instanceof HTMLInputElement && field.name) this.append(field.name, field.value);
    }
  };
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

async function openDashboard(route = '/admin/insights') {
  await loadPageAt(route);
  return renderWithProviders(undefined, { route, services: { alert: jest.fn() } });
}

const card = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

it('shows the last 7 days’ figures, each with its change in words, and the funnel’s shares', async () => {
  answerReports((from, to) => reportFor(from, to, figures, busy));
  await openDashboard();
  const headlines = await screen.findByRole('list', { name: 'The period in figures' });
  expect(asked).toEqual([{ from: localDay(-6), to: localDay() }]);
  expect(screen.getByRole('link', { name: 'Visits' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');

  const figure = (label: string) =>
    within(headlines).getByText(label, { selector: '.insights-figure__label' }).closest('li')!;
  expect(figure('Visitors')).toHaveTextContent('3▲ Up 1 (+50%) on the 7 days before');
  expect(figure('Page views')).toHaveTextContent('13▲ Up 1 (+8%) on the 7 days before');
  expect(figure('Bookings')).toHaveTextContent('1● Same as the 7 days before');
  expect(figure('Messages')).toHaveTextContent('1● Same as the 7 days before');
  for (const label of ['Visitors', 'Page views', 'Bookings', 'Messages'])
    expect(figure(label).querySelector('.insights-figure__about')).not.toBeEmptyDOMElement();

  const funnel = within(card('From visit to booking')).getAllByRole('listitem');
  expect(funnel.map((step) => step.textContent)).toEqual([
    expect.stringMatching(/^Visitors3/),
    expect.stringMatching(/^Opened the booking3100% of visitors\./),
    expect.stringMatching(/^Picked a time267% of visitors, 67% of those who opened the booking\./),
    expect.stringMatching(/^Booked133% of visitors, 50% of those who picked a time\./),
  ]);

  expect(screen.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
    'href',
    `/api/admin/insights.csv?from=${localDay(-6)}&to=${localDay()}`,
  );
  expect(screen.getByText(/Each visit is kept for 90 days, then only the day’s totals/)).toBeInTheDocument();
});

it('has a table behind the chart, and lists pages, sources, devices, interest and speed in words', async () => {
  answerReports((from, to) => reportFor(from, to, figures, busy));
  await openDashboard();
  const days = await screen.findByRole('table', { name: 'Each day of the period' });
  expect(rowsOf(days)).toHaveLength(7);
  expect(rowsOf(days)[0]!.slice(1)).toEqual(['3', '13', '3', '1', '1']);
  expect(rowsOf(days)[1]!.slice(1)).toEqual(['0', '0', '0', '0', '0']);
  // The chart itself is left to the eyes: the table says the same.
  expect(card('Day by day').querySelector('.insights-chart')).toHaveAttribute('aria-hidden', 'true');

  expect(rowsOf(screen.getByRole('table', { name: 'Pages, most viewed first' }))).toEqual([
    ['Home page (/)', '9', '3'],
    ['/services', '4', '2'],
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'Visitors by where they came from' }))).toEqual([
    ['Came straight in', '2', '67%'],
    ['instagram.com', '1', '33%'],
  ]);
  expect(within(card('Where visitors came from')).getByText(/“Came straight in” means/)).toBeInTheDocument();
  expect(rowsOf(screen.getByRole('table', { name: 'Campaigns' }))).toEqual([['winter-curls', 'flyer', 'print', '1']]);
  expect(rowsOf(screen.getByRole('table', { name: 'Devices' }))).toEqual([
    ['Phones', '2', '67%'],
    ['Computers', '1', '33%'],
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'Browsers' }))).toEqual([['Safari', '2']]);
  expect(rowsOf(screen.getByRole('table', { name: 'Buttons that opened the booking' }))).toEqual([
    ['The “Book” button at the top', '/services', '3'],
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'Catalogues' }))).toEqual([['Shampoos', '2', '1']]);
  expect(rowsOf(screen.getByRole('table', { name: 'Products' }))).toEqual([['Curl cream', '4']]);
  expect(rowsOf(screen.getByRole('table', { name: 'Clicks out' }))).toEqual([['WhatsApp', '2']]);

  const speed = screen.getByRole('table', { name: 'Speed of Home page (/) on phones' });
  expect(rowsOf(speed)).toEqual([
    ['Main content shown (LCP)', '2.1 s● Good'],
    ['Reaction to taps (INP)', '320 ms▲ Needs improvement'],
    ['Steadiness (CLS)', '0.31■ Poor'],
    ['Server answer (TTFB)', 'not measured'],
  ]);
  expect(speed.closest('li')).toHaveTextContent('Phones · 3 visits measured');
  expect(screen.getAllByRole('table', { name: /^Speed of/ })).toHaveLength(1);
  const about = card('How fast the pages were for real visitors');
  for (const measure of [
    'Main content shown (LCP)',
    'Reaction to taps (INP)',
    'Steadiness (CLS)',
    'Server answer (TTFB)',
  ])
    expect(within(about).getByText(measure, { selector: 'dt' }).nextElementSibling).not.toBeEmptyDOMElement();
});

it('keeps the chosen period in the address: presets, a checked range of days, and back', async () => {
  answerReports((from, to) => reportFor(from, to, figures));
  const { user, router } = await openDashboard();
  await screen.findByRole('list', { name: 'The period in figures' });

  await user.click(screen.getByRole('link', { name: 'Last 30 days' }));
  expect(router.location.search).toBe('?period=30d');
  expect(await screen.findByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
  await screen.findAllByText(/on the 30 days before/);
  expect(asked.at(-1)).toEqual({ from: localDay(-29), to: localDay() });

  await user.click(screen.getByRole('link', { name: 'Today' }));
  await screen.findAllByText(/on the day before/);
  expect(asked.at(-1)).toEqual({ from: localDay(), to: localDay() });
  expect(screen.getByText(/The chart needs more than one day/)).toBeInTheDocument();

  // A range the wrong way round is refused in words, and the address stays.
  const from = screen.getByLabelText('First day');
  const to = screen.getByLabelText('Last day');
  fireEvent.change(from, { target: { value: localDay(-3) } });
  fireEvent.change(to, { target: { value: localDay(-10) } });
  await user.click(screen.getByRole('button', { name: 'Show these days' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The first day must be on or before the last day.');
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(router.location.search).toBe('?period=today');

  fireEvent.change(from, { target: { value: localDay(-10) } });
  fireEvent.change(to, { target: { value: localDay(-3) } });
  await user.click(screen.getByRole('button', { name: 'Show these days' }));
  expect(router.location.search).toBe(`?from=${localDay(-10)}&to=${localDay(-3)}`);
  await screen.findAllByText(/on the 8 days before/);
  expect(asked.at(-1)).toEqual({ from: localDay(-10), to: localDay(-3) });
  expect(screen.getByLabelText('First day')).toHaveValue(localDay(-10));
  expect(screen.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
    'href',
    `/api/admin/insights.csv?from=${localDay(-10)}&to=${localDay(-3)}`,
  );

  await act(() => router.navigate(-1));
  expect(router.location.search).toBe('?period=today');
  await screen.findAllByText(/on the day before/);
  expect(screen.getByLabelText('First day')).toHaveValue('');
});

it('takes today from the salon’s clocks, not this computer’s, for the presets', async () => {
  salonZone = farZone();
  const today = dayIn(Date.now(), salonZone);
  answerReports((from, to) => reportFor(from, to, figures));
  const { user } = await openDashboard();
  await screen.findByRole('list', { name: 'The period in figures' });
  expect(asked).toEqual([{ from: addDays(today, -6), to: today }]);
  await user.click(screen.getByRole('link', { name: 'Today' }));
  await screen.findAllByText(/on the day before/);
  expect(asked.at(-1)).toEqual({ from: today, to: today });
  await user.click(screen.getByRole('link', { name: 'Last 30 days' }));
  await screen.findAllByText(/on the 30 days before/);
  expect(asked.at(-1)).toEqual({ from: addDays(today, -29), to: today });
});

it('refuses a range past the salon’s today, and shows the salon’s last 7 days instead', async () => {
  salonZone = farZone();
  const today = dayIn(Date.now(), salonZone);
  answerReports((from, to) => reportFor(from, to, figures));
  await openDashboard(`/admin/insights?from=${addDays(today, -1)}&to=${addDays(today, 1)}`);
  await screen.findByRole('list', { name: 'The period in figures' });
  expect(screen.getByRole('alert')).toHaveTextContent('The last day cannot be after today');
  expect(asked).toEqual([{ from: addDays(today, -6), to: today }]);
});

it('opens a range named in the address, and says what is wrong with one that cannot be shown', async () => {
  answerReports((from, to) => reportFor(from, to, figures));
  await openDashboard(`/admin/insights?from=${localDay(-2)}&to=${localDay(5)}`);
  await screen.findByRole('list', { name: 'The period in figures' });
  expect(screen.getByRole('alert')).toHaveTextContent('The last day cannot be after today');
  expect(asked).toEqual([{ from: localDay(-6), to: localDay() }]);
});

it('says when the figures could not be loaded, and tries again', async () => {
  let fail = true;
  answerReports((from, to) =>
    fail ? HttpResponse.json({ message: 'The database is busy.' }, { status: 503 }) : reportFor(from, to, figures),
  );
  const { user } = await openDashboard();
  expect(await screen.findByText('The figures could not be loaded: The database is busy.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'The period in figures' })).toBeInTheDocument();
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});

it('says so when a period has no visits, and when counting is switched off on the server', async () => {
  answerReports((from, to) => reportFor(from, to, {}, { collecting: false }));
  await openDashboard();
  expect(await screen.findByText('No visits yet in this period.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Counting is switched off. The server runs with ANALYTICS=off');
  expect(screen.queryByRole('list', { name: 'The period in figures' })).not.toBeInTheDocument();
});

it('shows a loading state until the report arrives, and nothing about counting being off while it is on', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/admin/insights', async ({ request }) => {
      await held;
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(reportFor(query.get('from')!, query.get('to')!, figures));
    }),
  );
  await openDashboard();
  expect(await screen.findByText('Loading the figures…')).toBeInTheDocument();
  release();
  await screen.findByRole('list', { name: 'The period in figures' });
  expect(screen.queryByText('Loading the figures…')).not.toBeInTheDocument();
  expect(screen.queryByText(/Counting is switched off/)).not.toBeInTheDocument();
});
