// The visit counter's days are the salon's, cut at midnight on the clocks of the time zone an owner
// chose, whatever zone the server runs in (here its own, the machine's): a visit late in the evening
// or early in the morning counts on that salon day, the report's default period ends on the salon's
// today, a day is rolled up once it is over on the salon's clocks, days of 23 and 25 hours hold all
// their hours, and a change of zone leaves the days already closed as they were, with no visit
// counted twice or lost. On the real server, a temporary SQLite file kept across restarts (each
// start does the housekeeping), and a clock the test moves.
import type { InsightBeacon, InsightsReport } from '../../src/api/insightsContract';
import { addDays, localTimeAt, momentOfLocalTime } from '../../src/api/zonedTime';
import { dayOf } from '../../server/modules/insights/days';
import type { AreaSession } from '../support/admin';
import { startInsightsServer, UA, type InsightsTestServer, type Visitor } from '../support/insights';
import { databaseFileEachTest } from '../support/tempDatabase';

const dbFile = databaseFileEachTest('salon-days');

const AUCKLAND = 'Pacific/Auckland';
const LOS_ANGELES = 'America/Los_Angeles';

const visitors: Visitor[] = Array.from({ length: 12 }, (_, n) => ({
  address: `203.0.113.${n + 1}`,
  userAgent: UA.chromeDesktop,
}));
const pageView: InsightBeacon = { width: 1280, events: [{ name: 'page_view', path: '/' }] };

/** The instant the clocks of `zone` show `date` at `time` (the first, should they show it twice). */
const wall = (zone: string, date: string, time: string) => momentOfLocalTime(date, time, zone);

const clock = { now: 0 };
let server: InsightsTestServer;
let session: AreaSession;

async function start(): Promise<void> {
  server = await startInsightsServer({}, { prefix: 'salon-days-server', dbPath: dbFile() }, clock);
  session = await server.signIn();
}

/** The server stopped and started again on the same file, at the clock's time: its housekeeping runs. */
async function restart(): Promise<void> {
  await server.close();
  await start();
}

afterEach(async () => {
  await server.close();
});

async function chooseZone(timeZone: string): Promise<void> {
  const answer = await server.request('PUT', '/api/admin/settings', { session, payload: { timeZone } });
  expect(answer.statusCode).toBe(200);
}

/** The server started days before `day`, before it rolled up a day of the weeks tested, and the salon's zone chosen. */
async function startIn(zone: string, day: string): Promise<void> {
  clock.now = wall(zone, addDays(day, -3), '12:00');
  await start();
  await chooseZone(zone);
}

/** A page view from `visitor` at `at`. */
async function visit(at: number, visitor = visitors[0]!): Promise<void> {
  clock.now = at;
  expect((await server.beacon(visitor, pageView)).statusCode).toBe(204);
}

async function report(query = ''): Promise<InsightsReport> {
  const answer = await server.request('GET', `/api/admin/insights${query}`, { session });
  expect(answer.statusCode).toBe(200);
  return answer.json<InsightsReport>();
}

/** Page views by day, over `from`–`to`, as the report counts them (days with none left out). */
async function viewsByDay(from: string, to: string): Promise<Record<string, number>> {
  const { days } = await report(`?from=${from}&to=${to}`);
  return Object.fromEntries(days.filter((day) => day.pageViews > 0).map((day) => [day.date, day.pageViews]));
}

const storedDays = () =>
  server.app.db.prepare('SELECT day, COUNT(*) AS n FROM insight_events GROUP BY day ORDER BY day').all();
const rolledThrough = () =>
  server.app.db.prepare("SELECT value FROM meta WHERE key = 'insights_rolled_through'").pluck().get();

it.each([AUCKLAND, LOS_ANGELES])(
  'counts visits at 23:30 and 00:30 on the salon’s clocks (%s) on their salon days',
  async (zone) => {
    await startIn(zone, '2026-03-10');
    await visit(wall(zone, '2026-03-10', '23:30'), visitors[0]);
    await visit(wall(zone, '2026-03-11', '00:30'), visitors[1]);
    expect(storedDays()).toEqual([
      { day: '2026-03-10', n: 1 },
      { day: '2026-03-11', n: 1 },
    ]);
    expect(await viewsByDay('2026-03-09', '2026-03-12')).toEqual({ '2026-03-10': 1, '2026-03-11': 1 });
    // The default period, the 7 days up to the salon's today.
    expect((await report()).period).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    clock.now = wall(zone, '2026-03-10', '23:59');
    expect((await report()).period).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  },
);

it.each([AUCKLAND, LOS_ANGELES])(
  'rolls a day up once it is over on the salon’s clocks (%s), not before',
  async (zone) => {
    await startIn(zone, '2026-03-10');
    await visit(wall(zone, '2026-03-10', '23:00'));
    clock.now = wall(zone, '2026-03-10', '23:50');
    await restart();
    expect(rolledThrough()).toBe('2026-03-09');
    // Still the salon's day: a visit now counts on it, and in its report.
    await visit(wall(zone, '2026-03-10', '23:55'), visitors[1]);
    clock.now = wall(zone, '2026-03-11', '00:10');
    await restart();
    expect(rolledThrough()).toBe('2026-03-10');
    expect(await viewsByDay('2026-03-09', '2026-03-11')).toEqual({ '2026-03-10': 2 });
  },
);

it.each([
  ['the clocks go forward (23 hours)', '2026-03-08', ['00:30', '01:30', '03:30', '23:30']],
  ['the clocks go back (25 hours)', '2026-11-01', ['00:30', '01:30', '01:30 again', '02:30', '23:30']],
])('counts every hour of a day %s on it', async (_, day, times) => {
  const zone = LOS_ANGELES;
  await startIn(zone, day);
  await visit(wall(zone, addDays(day, -1), '23:30'), visitors[0]);
  for (const [n, time] of times.entries()) {
    const again = time.endsWith(' again');
    const at = wall(zone, day, time.slice(0, 5)) + (again ? 60 * 60_000 : 0);
    await visit(at, visitors[n + 1]);
  }
  await visit(wall(zone, addDays(day, 1), '00:30'), visitors[11]);
  clock.now = wall(zone, addDays(day, 2), '12:00');
  await restart();
  expect(rolledThrough()).toBe(addDays(day, 1));
  expect(await viewsByDay(addDays(day, -1), addDays(day, 1))).toEqual({
    [addDays(day, -1)]: 1,
    [day]: times.length,
    [addDays(day, 1)]: 1,
  });
});

it('leaves the days closed as they were when the owner moves the salon’s zone, and loses or doubles no visit', async () => {
  await startIn(AUCKLAND, '2026-03-10');
  await visit(wall(AUCKLAND, '2026-03-10', '12:00'), visitors[0]);
  await visit(wall(AUCKLAND, '2026-03-10', '22:00'), visitors[1]);
  clock.now = wall(AUCKLAND, '2026-03-11', '01:00');
  await restart();
  expect(rolledThrough()).toBe('2026-03-10');
  const closedDay = await report('?from=2026-03-10&to=2026-03-10');

  // West, to a zone where it is still 10 March: that day is closed, the visits until the salon's
  // midnight go on the 11th, as do the next day's, the same visitor once.
  await chooseZone(LOS_ANGELES);
  expect(localTimeAt(clock.now, LOS_ANGELES).date).toBe('2026-03-10');
  await visit(wall(LOS_ANGELES, '2026-03-10', '05:00'), visitors[2]);
  clock.now = wall(LOS_ANGELES, '2026-03-10', '06:00');
  await restart();
  expect(rolledThrough()).toBe('2026-03-10');
  expect((await report()).period.to).toBe('2026-03-11');
  await visit(wall(LOS_ANGELES, '2026-03-10', '20:00'), visitors[2]);
  await visit(wall(LOS_ANGELES, '2026-03-11', '09:00'), visitors[2]);
  await visit(wall(LOS_ANGELES, '2026-03-11', '10:00'), visitors[3]);
  expect(await report('?from=2026-03-10&to=2026-03-10')).toEqual(closedDay);
  clock.now = wall(LOS_ANGELES, '2026-03-12', '01:00');
  await restart();
  expect(rolledThrough()).toBe('2026-03-11');
  const eleventh = await report('?from=2026-03-11&to=2026-03-11');
  expect(eleventh.totals).toMatchObject({ pageViews: 4, visitors: 2 });

  // East again, to clocks hours ahead: the 12th ends early, and the next visit is on the 13th.
  await visit(wall(LOS_ANGELES, '2026-03-12', '02:00'), visitors[4]);
  await chooseZone(AUCKLAND);
  await visit(wall(LOS_ANGELES, '2026-03-12', '12:00'), visitors[5]);
  expect(dayOf(clock.now, AUCKLAND)).toBe('2026-03-13');
  clock.now = wall(AUCKLAND, '2026-03-13', '10:00');
  await restart();
  expect(rolledThrough()).toBe('2026-03-12');
  expect(await viewsByDay('2026-03-01', '2026-03-31')).toEqual({
    '2026-03-10': 2,
    '2026-03-11': 4,
    '2026-03-12': 1,
    '2026-03-13': 1,
  });
  expect((await report('?from=2026-03-01&to=2026-03-31')).totals.pageViews).toBe(8);
  expect(await report('?from=2026-03-10&to=2026-03-10')).toEqual(closedDay);
  expect(await report('?from=2026-03-11&to=2026-03-11')).toEqual(eleventh);
});

it('reads the day of an instant as the zone’s clocks show it, every 25 minutes of a year, DST days too', () => {
  for (const zone of [AUCKLAND, LOS_ANGELES, 'Europe/London', 'Africa/Cairo', 'America/Santiago', 'Asia/Kolkata']) {
    const first = Date.parse('2026-01-01T00:07:00Z');
    for (let at = first; at < first + 366 * 24 * 60 * 60_000; at += 25 * 60_000) {
      const day = dayOf(at, zone);
      if (day !== localTimeAt(at, zone).date) throw new Error(`${zone} at ${new Date(at).toISOString()}: ${day}`);
    }
  }
});
