// A database from before daily roll-ups (schema 7): the days folded past the retention, with their
// speed as a row per bucket, and raw events of the days after. Brought up to date, it reports the
// same figures, its speed kept as histograms per day and per month, and the next housekeeping rolls
// up the raw days.
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, SCHEMA_VERSION } from '../../server/db/database';
import { createInsights, DEFAULT_ANALYTICS } from '../../server/modules/insights';
import { noon } from '../support/insights';
import { tempFolderEachTest } from '../support/tempDatabase';

const tmp = tempFolderEachTest('salon-rollups');

it('brings folded days and their speed rows into the roll-ups, with the same report', async () => {
  const db = new Database(path.join(tmp(), 'salon.sqlite'));
  try {
    migrate(db, 7);
    const folded = db.prepare('INSERT INTO insight_daily (day, measure, value) VALUES (?, ?, ?)');
    folded.run('2026-01-05', 'visitors', 4);
    folded.run('2026-01-05', 'pageViews', 6);
    folded.run('2026-02-01', 'visitors', 1);
    const speed = db.prepare(
      "INSERT INTO insight_daily_vitals (day, path, device, metric, value, samples) VALUES (?, '/', 'phone', ?, ?, ?)",
    );
    speed.run('2026-01-05', 'LCP', 2100, 3);
    speed.run('2026-01-05', 'LCP', 2500, 1);
    speed.run('2026-01-05', 'CLS', 0.05, 2);
    speed.run('2026-02-01', 'LCP', 4000, 2);
    // A raw event of a later day, not folded yet.
    db.prepare(
      `INSERT INTO insight_events (at, day, visitor, name, path, device, browser)
       VALUES (?, '2026-02-03', '0123456789abcdef', 'page_view', '/about', 'desktop', 'Firefox')`,
    ).run(noon('2026-02-03'));

    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare("SELECT value FROM meta WHERE key = 'insights_rolled_through'").pluck().get()).toBe('2026-02-01');
    expect(
      db
        .prepare("SELECT histogram FROM insight_monthly_speed WHERE month = '2026-01' AND metric = 'LCP'")
        .pluck()
        .get(),
    ).toBe('{"2100":3,"2500":1}');

    const insights = createInsights(db, { ...DEFAULT_ANALYTICS, now: () => noon('2026-02-04') });
    const before = await insights.report({ from: '2026-01-01', to: '2026-02-04' });
    expect(before.totals).toMatchObject({ visitors: 6, pageViews: 7 });
    const lcp = before.vitals.find((v) => v.metric === 'LCP');
    // Six samples: 2100 ×3, 2500, 4000 ×2; the 75th percentile by nearest rank is the 5th.
    expect(lcp).toMatchObject({ path: '/', device: 'phone', samples: 6, p75: 4000 });
    expect(before.vitals.find((v) => v.metric === 'CLS')).toMatchObject({ samples: 2, p75: 0.05 });

    expect(insights.housekeeping()).toEqual({ rolled: 1, deleted: 0 });
    expect(db.prepare("SELECT value FROM meta WHERE key = 'insights_rolled_through'").pluck().get()).toBe('2026-02-03');
    expect(await insights.report({ from: '2026-01-01', to: '2026-02-04' })).toEqual(before);
    // January alone, from its month's histogram; a few days of it, from the days'.
    expect((await insights.report({ from: '2026-01-01', to: '2026-01-31' })).vitals).toEqual(
      (await insights.report({ from: '2026-01-04', to: '2026-01-06' })).vitals,
    );
  } finally {
    db.close();
  }
});
