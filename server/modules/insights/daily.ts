// Every figure of the report, per day, as rows of (measure, keys, value): computed from the raw
// events of the days not yet over, or read from the daily totals each day is rolled up into once it
// is over. The report adds these rows up, so a figure is the same whichever way its days are kept,
// and a report reads a few rows per day, however many visits the days had.
import type { Db } from '../../db/types';
import { addDays, type DayRange } from './days';
import { rollUpSpeed, type VitalRow } from './speed';

/** The day's totals: distinct visitors for visitors and the booking funnel, counts of events for the rest. */
export const TOTAL_MEASURES = {
  visitors: null,
  pageViews: 'page_view',
  bookingOpened: 'booking_opened',
  bookingTypeViewed: 'booking_type_viewed',
  bookingTimePicked: 'booking_time_picked',
  booked: 'booking_booked',
  messages: 'contact_sent',
  catalogueOpened: 'catalogue_opened',
  catalogueDownloaded: 'catalogue_downloaded',
  productOpened: 'product_opened',
  outboundClicks: 'outbound_click',
} as const;
export type TotalMeasure = keyof typeof TOTAL_MEASURES;

/** Totals that count distinct visitors of the day rather than events. */
const VISITOR_MEASURES = new Set<TotalMeasure>(['bookingOpened', 'bookingTypeViewed', 'bookingTimePicked', 'booked']);

/** The measures with keys: k1, k2, k3 are the keys' parts, in this order. */
export type KeyedMeasure =
  | 'page.views' // path
  | 'page.visitors' // path
  | 'source' // referrer host ('' straight in): the visitor's first one of the day
  | 'campaign' // utm source, medium, campaign: the visitor's first of the day
  | 'device' // the visitor's first event's device class
  | 'browser' // the visitor's browser family
  | 'bookingStart' // from, path
  | 'catalogue.opened' // catalogue
  | 'catalogue.downloaded' // catalogue
  | 'product' // product
  | 'outbound'; // channel

export interface DailyRow {
  day: string;
  measure: TotalMeasure | KeyedMeasure;
  k1: string;
  k2: string;
  k3: string;
  value: number;
}

const IN_RANGE = 'day BETWEEN @from AND @to';

/** One visitor's row per day, chosen by `order` among `where`'s events. */
const firstPerVisitor = (columns: string, order: string, where = 'TRUE') => `
  SELECT day, ${columns} FROM (
    SELECT day, ${columns}, ROW_NUMBER() OVER (PARTITION BY day, visitor ORDER BY ${order}) AS n
    FROM insight_events WHERE ${IN_RANGE} AND ${where}
  ) WHERE n = 1`;

const prop = (name: string) => `COALESCE(json_extract(props, '$.${name}'), '')`;

const KEYED_QUERIES: Record<KeyedMeasure, string> = {
  'page.views': `SELECT day, path AS k1, '' AS k2, '' AS k3, COUNT(*) AS value FROM insight_events
    WHERE ${IN_RANGE} AND name = 'page_view' GROUP BY day, path`,
  'page.visitors': `SELECT day, path AS k1, '' AS k2, '' AS k3, COUNT(DISTINCT visitor) AS value FROM insight_events
    WHERE ${IN_RANGE} AND name = 'page_view' GROUP BY day, path`,
  source: `SELECT day, referrer AS k1, '' AS k2, '' AS k3, COUNT(*) AS value
    FROM (${firstPerVisitor('referrer', "referrer = '', at, id")}) GROUP BY day, referrer`,
  campaign: `SELECT day, utm_source AS k1, utm_medium AS k2, utm_campaign AS k3, COUNT(*) AS value
    FROM (${firstPerVisitor('utm_source, utm_medium, utm_campaign', 'at, id', "(utm_source || utm_medium || utm_campaign) <> ''")})
    GROUP BY day, utm_source, utm_medium, utm_campaign`,
  device: `SELECT day, device AS k1, '' AS k2, '' AS k3, COUNT(*) AS value
    FROM (${firstPerVisitor('device', 'at, id')}) GROUP BY day, device`,
  browser: `SELECT day, browser AS k1, '' AS k2, '' AS k3, COUNT(*) AS value
    FROM (${firstPerVisitor('browser', 'at, id')}) GROUP BY day, browser`,
  bookingStart: `SELECT day, ${prop('from')} AS k1, path AS k2, '' AS k3, COUNT(*) AS value FROM insight_events
    WHERE ${IN_RANGE} AND name = 'booking_opened' GROUP BY day, k1, path`,
  'catalogue.opened': `SELECT day, ${prop('catalogue')} AS k1, '' AS k2, '' AS k3, COUNT(*) AS value FROM insight_events
    WHERE ${IN_RANGE} AND name = 'catalogue_opened' GROUP BY day, k1`,
  'catalogue.downloaded': `SELECT day, ${prop('catalogue')} AS k1, '' AS k2, '' AS k3, COUNT(*) AS value FROM insight_events
    WHERE ${IN_RANGE} AND name = 'catalogue_downloaded' GROUP BY day, k1`,
  product: `SELECT day, ${prop('product')} AS k1, '' AS k2, '' AS k3, COUNT(*) AS value FROM insight_events
    WHERE ${IN_RANGE} AND name = 'product_opened' GROUP BY day, k1`,
  outbound: `SELECT day, ${prop('channel')} AS k1, '' AS k2, '' AS k3, COUNT(*) AS value FROM insight_events
    WHERE ${IN_RANGE} AND name = 'outbound_click' GROUP BY day, k1`,
};

function totalQuery(measure: TotalMeasure): string {
  const name = TOTAL_MEASURES[measure];
  if (name === null)
    return `SELECT day, COUNT(DISTINCT visitor) AS value FROM insight_events WHERE ${IN_RANGE} GROUP BY day`;
  const counted = VISITOR_MEASURES.has(measure) ? 'COUNT(DISTINCT visitor)' : 'COUNT(*)';
  return `SELECT day, ${counted} AS value FROM insight_events WHERE ${IN_RANGE} AND name = '${name}' GROUP BY day`;
}

const VITALS_QUERY = `SELECT e.day AS day, e.path AS path, e.device AS device, j.key AS metric, j.value AS value,
    COUNT(*) AS samples
  FROM insight_events AS e, json_each(e.props) AS j
  WHERE e.day BETWEEN @from AND @to AND e.name = 'vitals' GROUP BY e.day, e.path, e.device, j.key, j.value`;

/** The daily rows of the raw events of `range`: every measure, or the totals alone. */
export function rawDailyRows(db: Db, range: DayRange, which: 'all' | 'totals' = 'all'): DailyRow[] {
  const rows: DailyRow[] = [];
  if (range.from > range.to) return rows;
  for (const measure of Object.keys(TOTAL_MEASURES) as TotalMeasure[]) {
    for (const row of db.prepare(totalQuery(measure)).all(range) as Array<{ day: string; value: number }>)
      rows.push({ day: row.day, measure, k1: '', k2: '', k3: '', value: row.value });
  }
  if (which === 'totals') return rows;
  for (const [measure, sql] of Object.entries(KEYED_QUERIES) as Array<[KeyedMeasure, string]>) {
    for (const row of db.prepare(sql).all(range) as Array<Omit<DailyRow, 'measure'>>) rows.push({ ...row, measure });
  }
  return rows;
}

export function rawVitalRows(db: Db, range: DayRange): VitalRow[] {
  return range.from > range.to ? [] : (db.prepare(VITALS_QUERY).all(range) as VitalRow[]);
}

const TOTALS_LIST = Object.keys(TOTAL_MEASURES)
  .map((measure) => `'${measure}'`)
  .join(', ');

/** The rolled-up totals of each day of `range`. */
export function rolledTotalRows(db: Db, range: DayRange): DailyRow[] {
  return db
    .prepare(
      `SELECT day, measure, k1, k2, k3, value FROM insight_daily WHERE ${IN_RANGE} AND measure IN (${TOTALS_LIST})`,
    )
    .all(range) as DailyRow[];
}

/** The rolled-up keyed measures of `range`, summed over its days (their `day` is ''). */
export function rolledKeyedSums(db: Db, range: DayRange): DailyRow[] {
  return db
    .prepare(
      `SELECT '' AS day, measure, k1, k2, k3, SUM(value) AS value FROM insight_daily
       WHERE ${IN_RANGE} AND measure NOT IN (${TOTALS_LIST}) GROUP BY measure, k1, k2, k3`,
    )
    .all(range) as DailyRow[];
}

const ROLLED_THROUGH = 'insights_rolled_through';

/** The last day rolled up into the daily totals ('' before the first): the raw events of later days count. */
export function rolledThrough(db: Db): string {
  return (db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(ROLLED_THROUGH) as string | undefined) ?? '';
}

/**
 * Rolls up each day after the last one rolled up, through `lastDay` (a day that is over: no event
 * arrives for it any more), into the daily totals, a transaction per day so that none holds the
 * database long. The raw events stay, for the retention. Returns how many days with events were rolled.
 */
export function rollUpThrough(db: Db, lastDay: string): number {
  // A day is rolled up once: a second time would fail on its keys, and leave the day to the next try.
  const addRow = db.prepare(
    `INSERT INTO insight_daily (day, measure, k1, k2, k3, value) VALUES (@day, @measure, @k1, @k2, @k3, @value)`,
  );
  const nextDay = db.prepare('SELECT MIN(day) FROM insight_events WHERE day > ? AND day <= ?').pluck();
  const mark = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  let rolled = 0;
  for (;;) {
    const through = rolledThrough(db);
    if (through >= lastDay) return rolled;
    const day = nextDay.get(through, lastDay) as string | null;
    db.transaction(() => {
      if (day !== null) {
        const range = { from: day, to: day };
        for (const row of rawDailyRows(db, range)) addRow.run(row);
        rollUpSpeed(db, day, rawVitalRows(db, range));
      }
      mark.run(ROLLED_THROUGH, day ?? lastDay);
    })();
    if (day === null) return rolled;
    rolled += 1;
  }
}

/** Deletes the raw events of the days before `before` that are rolled up. Returns how many. */
export function deleteRawBefore(db: Db, before: string): number {
  const through = rolledThrough(db);
  const last = through < before ? through : addDays(before, -1);
  return db.prepare('DELETE FROM insight_events WHERE day <= ?').run(last).changes;
}
