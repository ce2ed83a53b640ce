// Speed samples once rolled up: per page, device and measure, a histogram of how many samples fell
// in each bucket (server/modules/insights/classify.ts), one for each day and one for each month. A
// period reads the histograms of its whole months and of the days at either end.
import type { Db } from '../../db/types';
import { lastDayOfMonth, nextMonth, type DayRange } from './days';

/** Speed samples of one bucket: `samples` fell at or under `value`. */
export interface VitalRow {
  day: string;
  path: string;
  device: string;
  metric: string;
  /** The bucket's upper edge (server/modules/insights/classify.ts). */
  value: number;
  samples: number;
}

type Histogram = Record<string, number>;

/** Adds `more`'s samples into `into`. */
function merge(into: Histogram, more: Histogram): Histogram {
  for (const [edge, samples] of Object.entries(more)) into[edge] = (into[edge] ?? 0) + samples;
  return into;
}

/**
 * Where the speed samples of `range` (days rolled up through `through`) are read: the months whose
 * every rolled-up day lies in it, from their monthly histograms, and the days of the others (at
 * either end) from the daily ones.
 */
function speedParts(range: DayRange, through: string): { months: DayRange | null; days: DayRange[] } {
  const months: string[] = [];
  const days: DayRange[] = [];
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7); month = nextMonth(month)) {
    const first = `${month}-01`;
    const last = lastDayOfMonth(month);
    const from = range.from > first ? range.from : first;
    const to = range.to < last ? range.to : last;
    if (from === first && (to === last || to === through)) months.push(month);
    else days.push({ from, to });
  }
  return { months: months.length > 0 ? { from: months[0]!, to: months.at(-1)! } : null, days };
}

/** The rolled-up speed samples of `range`, summed over its days (their `day` is ''). */
export function rolledVitalSums(db: Db, range: DayRange, through: string): VitalRow[] {
  if (range.from > range.to) return [];
  const { months, days } = speedParts(range, through);
  type Row = [path: string, device: string, metric: string, histogram: string];
  const rows: Row[] = [];
  if (months) {
    const sql = 'SELECT path, device, metric, histogram FROM insight_monthly_speed WHERE month BETWEEN @from AND @to';
    rows.push(...(db.prepare(sql).raw().all(months) as Row[]));
  }
  for (const part of days) {
    const sql = `SELECT path, device, metric, histogram FROM insight_daily_speed WHERE day BETWEEN @from AND @to`;
    rows.push(...(db.prepare(sql).raw().all(part) as Row[]));
  }
  const sums = new Map<string, { path: string; device: string; metric: string; histogram: Histogram }>();
  for (const [path, device, metric, histogram] of rows) {
    const id = `${path}\0${device}\0${metric}`;
    const sum = sums.get(id) ?? { path, device, metric, histogram: {} };
    sums.set(id, sum);
    merge(sum.histogram, JSON.parse(histogram) as Histogram);
  }
  return [...sums.values()].flatMap(({ path, device, metric, histogram }) =>
    Object.entries(histogram).map(([edge, samples]) => ({
      day: '',
      path,
      device,
      metric,
      value: Number(edge),
      samples,
    })),
  );
}

/** A day's speed samples as the histograms they are kept in: one per page, device and measure. */
function speedHistograms(rows: readonly VitalRow[]) {
  const histograms = new Map<
    string,
    { day: string; path: string; device: string; metric: string; histogram: Histogram }
  >();
  for (const row of rows) {
    const id = `${row.day}\0${row.path}\0${row.device}\0${row.metric}`;
    const entry = histograms.get(id) ?? {
      day: row.day,
      path: row.path,
      device: row.device,
      metric: row.metric,
      histogram: {},
    };
    histograms.set(id, entry);
    entry.histogram[String(row.value)] = (entry.histogram[String(row.value)] ?? 0) + row.samples;
  }
  return [...histograms.values()];
}

/** Keeps a day's speed samples (that day's raw ones) as its histograms, and adds them to its month's. */
export function rollUpSpeed(db: Db, day: string, rows: readonly VitalRow[]): void {
  const addDay = db.prepare(
    `INSERT INTO insight_daily_speed (day, path, device, metric, histogram) VALUES (@day, @path, @device, @metric, @histogram)`,
  );
  const monthSoFar = db
    .prepare(
      'SELECT histogram FROM insight_monthly_speed WHERE month = @month AND path = @path AND device = @device AND metric = @metric',
    )
    .pluck();
  const setMonth = db.prepare(
    `INSERT INTO insight_monthly_speed (month, path, device, metric, histogram) VALUES (@month, @path, @device, @metric, @histogram)
     ON CONFLICT (month, path, device, metric) DO UPDATE SET histogram = excluded.histogram`,
  );
  for (const { histogram, ...row } of speedHistograms(rows)) {
    addDay.run({ ...row, histogram: JSON.stringify(histogram) });
    const month = { month: day.slice(0, 7), path: row.path, device: row.device, metric: row.metric };
    const before = monthSoFar.get(month) as string | undefined;
    setMonth.run({
      ...month,
      histogram: JSON.stringify(merge(before ? (JSON.parse(before) as Histogram) : {}, histogram)),
    });
  }
}
