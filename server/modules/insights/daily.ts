// Every figure of the report, per day, as rows of (measure, keys, value): computed from the raw
// events, or read from the daily totals they are folded into once older than the retention. The
// report adds these rows up, so a figure is the same whichever way its days are stored.
import type { Db } from '../../db/types';
import { addDays } from './days';

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

export interface VitalRow {
  day: string;
  path: string;
  device: string;
  metric: string;
  /** The bucket's upper edge (server/modules/insights/classify.ts). */
  value: number;
  samples: number;
}

/** Which raw events: those of days from `from` to `to` (both included). */
export interface DayRange {
  from: string;
  to: string;
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

/** The daily rows of the raw events of `range`. */
export function rawDailyRows(db: Db, range: DayRange): DailyRow[] {
  const rows: DailyRow[] = [];
  for (const measure of Object.keys(TOTAL_MEASURES) as TotalMeasure[]) {
    for (const row of db.prepare(totalQuery(measure)).all(range) as Array<{ day: string; value: number }>)
      rows.push({ day: row.day, measure, k1: '', k2: '', k3: '', value: row.value });
  }
  for (const [measure, sql] of Object.entries(KEYED_QUERIES) as Array<[KeyedMeasure, string]>) {
    for (const row of db.prepare(sql).all(range) as Array<Omit<DailyRow, 'measure'>>) rows.push({ ...row, measure });
  }
  return rows;
}

export function rawVitalRows(db: Db, range: DayRange): VitalRow[] {
  return db.prepare(VITALS_QUERY).all(range) as VitalRow[];
}

/** The folded totals of the days of `range`. */
export function foldedDailyRows(db: Db, range: DayRange): DailyRow[] {
  return db
    .prepare(`SELECT day, measure, k1, k2, k3, value FROM insight_daily WHERE ${IN_RANGE}`)
    .all(range) as DailyRow[];
}

export function foldedVitalRows(db: Db, range: DayRange): VitalRow[] {
  return db
    .prepare(`SELECT day, path, device, metric, value, samples FROM insight_daily_vitals WHERE ${IN_RANGE}`)
    .all(range) as VitalRow[];
}

/**
 * Folds the raw events of the days before `before` into daily totals and deletes them, in one
 * transaction. Returns how many raw events were folded.
 */
export function foldBefore(db: Db, before: string): number {
  const range = { from: '0000-01-01', to: addDays(before, -1) };
  const addRow = db.prepare(
    `INSERT INTO insight_daily (day, measure, k1, k2, k3, value) VALUES (@day, @measure, @k1, @k2, @k3, @value)
     ON CONFLICT (day, measure, k1, k2, k3) DO UPDATE SET value = value + excluded.value`,
  );
  const addVital = db.prepare(
    `INSERT INTO insight_daily_vitals (day, path, device, metric, value, samples)
     VALUES (@day, @path, @device, @metric, @value, @samples)
     ON CONFLICT (day, path, device, metric, value) DO UPDATE SET samples = samples + excluded.samples`,
  );
  return db.transaction(() => {
    for (const row of rawDailyRows(db, range)) addRow.run(row);
    for (const row of rawVitalRows(db, range)) addVital.run(row);
    return db.prepare(`DELETE FROM insight_events WHERE ${IN_RANGE}`).run(range).changes;
  })();
}
