// Migration 8: each day of visits is rolled up into daily totals once it is over, not only past the
// retention (server/modules/insights/daily.ts), and speed samples are kept as histograms (how many
// samples fell in each bucket) per page, device and measure, for each day and each month: a year's
// report reads about a thousand months' histograms and the days at either end, not 270,000 rows of
// a bucket each. The days folded so far are the ones rolled up; the next housekeeping rolls up the
// raw events of the days after them.
import type { Db } from '../types';

export function rollUpInsights(db: Db): void {
  db.exec(`
    INSERT INTO meta (key, value)
    SELECT 'insights_rolled_through', MAX(day) FROM (
      SELECT MAX(day) AS day FROM insight_daily UNION ALL SELECT MAX(day) FROM insight_daily_vitals
    ) HAVING MAX(day) IS NOT NULL;

    -- A day's speed samples of one page, device and measure: {"<bucket's upper edge>": samples, …}.
    CREATE TABLE insight_daily_speed (
      day TEXT NOT NULL,
      path TEXT NOT NULL,
      device TEXT NOT NULL,
      metric TEXT NOT NULL,
      histogram TEXT NOT NULL CHECK (json_valid(histogram)),
      PRIMARY KEY (day, path, device, metric)
    ) WITHOUT ROWID;

    -- The same, for every day of a month (YYYY-MM) rolled up so far.
    CREATE TABLE insight_monthly_speed (
      month TEXT NOT NULL,
      path TEXT NOT NULL,
      device TEXT NOT NULL,
      metric TEXT NOT NULL,
      histogram TEXT NOT NULL CHECK (json_valid(histogram)),
      PRIMARY KEY (month, path, device, metric)
    ) WITHOUT ROWID;
  `);
  const daily = new Map<string, Record<string, number>>();
  const monthly = new Map<string, Record<string, number>>();
  const add = (map: Map<string, Record<string, number>>, key: string, edge: string, samples: number) => {
    const histogram = map.get(key) ?? {};
    histogram[edge] = (histogram[edge] ?? 0) + samples;
    map.set(key, histogram);
  };
  const rows = db
    .prepare('SELECT day, path, device, metric, value, samples FROM insight_daily_vitals')
    .raw()
    .iterate() as IterableIterator<[string, string, string, string, number, number]>;
  for (const [day, path, device, metric, value, samples] of rows) {
    const keys = JSON.stringify([path, device, metric]);
    add(daily, `${day}${keys}`, String(value), samples);
    add(monthly, `${day.slice(0, 7)}${keys}`, String(value), samples);
  }
  for (const [table, period, map] of [
    ['insight_daily_speed', 'day', daily],
    ['insight_monthly_speed', 'month', monthly],
  ] as const) {
    const insert = db.prepare(
      `INSERT INTO ${table} (${period}, path, device, metric, histogram) VALUES (?, ?, ?, ?, ?)`,
    );
    for (const [key, histogram] of map) {
      const at = period === 'day' ? 10 : 7;
      const [path, device, metric] = JSON.parse(key.slice(at)) as [string, string, string];
      insert.run(key.slice(0, at), path, device, metric, JSON.stringify(histogram));
    }
  }
  db.exec('DROP TABLE insight_daily_vitals');
}
