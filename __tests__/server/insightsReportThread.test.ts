// The visit report and its CSV's days built in a thread of their own, on a read-only connection to
// the database file: the same as in place, the thread started by the first report, stopped on close.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { createInsights, createReportThread, DEFAULT_ANALYTICS } from '../../server/modules/insights';
import { noon, UA } from '../support/insights';
import { tempFolderEachTest } from '../support/tempDatabase';

const tmp = tempFolderEachTest('salon-report-thread');

it('builds the same report as in place, in a thread started by the first report', async () => {
  const file = path.join(tmp(), 'salon.sqlite');
  const db = openDatabase(file);
  const thread = createReportThread(db, file);
  try {
    const clock = { now: noon('2026-03-09') };
    const inPlace = createInsights(db, { ...DEFAULT_ANALYTICS, now: () => clock.now });
    const threaded = createInsights(db, { ...DEFAULT_ANALYTICS, now: () => clock.now }, thread.runner);
    const sender = { address: '203.0.113.9', userAgent: UA.chromeDesktop, ownHosts: [] };
    for (const day of ['2026-03-09', '2026-03-10']) {
      clock.now = noon(day);
      inPlace.collect(
        {
          width: 390,
          events: [
            { name: 'page_view', path: '/' },
            { name: 'vitals', path: '/', props: { LCP: 2200 } },
          ],
        },
        sender,
      );
      inPlace.housekeeping();
    }
    const period = { from: '2026-03-01', to: '2026-03-10' };
    expect(thread.threadId()).toBeUndefined();
    const report = await threaded.report(period);
    expect(thread.threadId()).toEqual(expect.any(Number));
    expect(report.totals).toMatchObject({ visitors: 2, pageViews: 2 });
    expect(report).toEqual(await inPlace.report(period));
    expect(await threaded.days(period)).toEqual(await inPlace.days(period));
  } finally {
    await thread.close();
    db.close();
  }
  expect(thread.threadId()).toBeUndefined();
});

/** The priority (nice value) of each of this process's threads, from Linux's /proc. */
function threadPriorities(): number[] {
  const tasks = `/proc/${process.pid}/task`;
  // The fields after the command's name (which may hold spaces) start with the state; nice is the 17th.
  return readdirSync(tasks).map((tid) => {
    const stat = readFileSync(path.join(tasks, tid, 'stat'), 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

(process.platform === 'linux' ? it : it.skip)(
  'runs the reports at a lower priority than the thread that answers visitors',
  async () => {
    const file = path.join(tmp(), 'salon.sqlite');
    const db = openDatabase(file);
    const thread = createReportThread(db, file);
    try {
      const server = os.getPriority();
      expect(threadPriorities().every((nice) => nice === server)).toBe(true);
      await createInsights(db, DEFAULT_ANALYTICS, thread.runner).report({ from: '2026-03-01', to: '2026-03-10' });
      expect(os.getPriority()).toBe(server);
      expect(threadPriorities()).toContain(Math.min(19, server + 10));
    } finally {
      await thread.close();
      db.close();
    }
  },
);
