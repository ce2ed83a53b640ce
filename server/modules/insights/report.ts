// The salon's report for a period, added up from the daily rows (daily.ts) of the raw events and
// of the rolled-up totals, and the period asked for, checked.
import type {
  DeviceClass,
  InsightTotals,
  InsightsPeriod,
  InsightsReport,
  OutboundChannel,
  VitalName,
} from '../../../src/api/insightsContract';
import { INSIGHTS_MAX_PERIOD_DAYS, VITALS } from '../../../src/api/insightsContract';
import type { Db } from '../../db/types';
import { vitalRating } from './classify';
import {
  rawDailyRows,
  rawVitalRows,
  rolledKeyedSums,
  rolledThrough,
  rolledTotalRows,
  TOTAL_MEASURES,
  type DailyRow,
  type TotalMeasure,
} from './daily';
import { addDays, daysBetween, eachDay, isDay, type DayRange } from './days';
import { rolledVitalSums, type VitalRow } from './speed';

/** The longest period a report covers: any 25 calendar months (two years beside each other, with a month to spare). */
export const MAX_REPORT_DAYS = INSIGHTS_MAX_PERIOD_DAYS;
/** Entries at most in each of the report's lists (pages, sources, campaigns…), the largest first. */
export const REPORT_LIST_LIMIT = 100;

export type PeriodAnswer = { ok: true; period: InsightsPeriod } | { ok: false; message: string };

/**
 * The period of `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both included), at most MAX_REPORT_DAYS long;
 * without either, the 7 days up to today.
 */
export function parsePeriod(query: unknown, today: string): PeriodAnswer {
  const { from, to } = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  if (from === undefined && to === undefined) return { ok: true, period: { from: addDays(today, -6), to: today } };
  if (typeof from !== 'string' || typeof to !== 'string' || !isDay(from) || !isDay(to)) {
    return { ok: false, message: 'Give the period as from=YYYY-MM-DD and to=YYYY-MM-DD, two real days.' };
  }
  if (from > to) return { ok: false, message: 'The period must start on or before its last day.' };
  if (daysBetween(from, to) > MAX_REPORT_DAYS) {
    return { ok: false, message: `A period may cover at most ${MAX_REPORT_DAYS} days (25 months).` };
  }
  return { ok: true, period: { from, to } };
}

/** The period of the same length just before `period`. */
export function previousPeriod(period: InsightsPeriod): InsightsPeriod {
  const length = daysBetween(period.from, period.to);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

const emptyTotals = (): InsightTotals =>
  Object.fromEntries(Object.keys(TOTAL_MEASURES).map((measure) => [measure, 0])) as unknown as InsightTotals;

const isTotal = (measure: string): measure is TotalMeasure => measure in TOTAL_MEASURES;

/** The days of `period` already rolled up, and those whose raw events count (today, mostly). */
function split(period: InsightsPeriod, through: string): { rolled: DayRange; raw: DayRange } {
  return {
    rolled: { from: period.from, to: period.to < through ? period.to : through },
    raw: { from: period.from > through ? period.from : addDays(through, 1), to: period.to },
  };
}

function totalsOf(rows: readonly DailyRow[]): InsightTotals {
  const totals = emptyTotals();
  for (const row of rows) if (isTotal(row.measure)) totals[row.measure] += row.value;
  return totals;
}

/** Sums `rows` of `measure` by their keys, the largest first (ties by key), at most REPORT_LIST_LIMIT. */
function summed(rows: readonly DailyRow[], measure: string): Array<{ keys: [string, string, string]; value: number }> {
  const sums = new Map<string, { keys: [string, string, string]; value: number }>();
  for (const row of rows) {
    if (row.measure !== measure) continue;
    const id = JSON.stringify([row.k1, row.k2, row.k3]);
    const entry = sums.get(id) ?? { keys: [row.k1, row.k2, row.k3], value: 0 };
    entry.value += row.value;
    sums.set(id, entry);
  }
  return [...sums.values()]
    .sort((a, b) => b.value - a.value || a.keys.join('\0').localeCompare(b.keys.join('\0')))
    .slice(0, REPORT_LIST_LIMIT);
}

/** The 75th percentile by nearest rank: the smallest kept value at or under which 75% of the samples lie. */
function p75(buckets: ReadonlyMap<number, number>): { p75: number; samples: number } {
  const values = [...buckets].sort((a, b) => a[0] - b[0]);
  const samples = values.reduce((sum, [, n]) => sum + n, 0);
  const rank = Math.ceil(0.75 * samples);
  let seen = 0;
  for (const [value, n] of values) {
    seen += n;
    if (seen >= rank) return { p75: value, samples };
  }
  return { p75: values.at(-1)?.[0] ?? 0, samples };
}

/** Each measure over every page and device: the samples of all of them in one histogram. */
function siteSpeedOf(rows: readonly VitalRow[]): InsightsReport['speed'] {
  return VITALS.flatMap((metric) => {
    const buckets = new Map<number, number>();
    for (const row of rows) {
      if (row.metric === metric) buckets.set(row.value, (buckets.get(row.value) ?? 0) + row.samples);
    }
    if (buckets.size === 0) return [];
    const { p75: value, samples } = p75(buckets);
    return [{ metric, p75: value, samples, rating: vitalRating(metric, value) }];
  });
}

function vitalsOf(rows: readonly VitalRow[]): InsightsReport['vitals'] {
  const groups = new Map<
    string,
    { path: string; device: DeviceClass; metric: VitalName; buckets: Map<number, number> }
  >();
  for (const row of rows) {
    if (!(VITALS as readonly string[]).includes(row.metric)) continue;
    const id = JSON.stringify([row.path, row.device, row.metric]);
    let group = groups.get(id);
    if (!group) {
      group = {
        path: row.path,
        device: row.device as DeviceClass,
        metric: row.metric as VitalName,
        buckets: new Map(),
      };
      groups.set(id, group);
    }
    group.buckets.set(row.value, (group.buckets.get(row.value) ?? 0) + row.samples);
  }
  // The pages measured most, whole (every device and measure of a page), up to REPORT_LIST_LIMIT
  // entries: beacons naming thousands of made-up addresses make no longer a list.
  const samplesOf = new Map<string, number>();
  const entriesOf = new Map<string, number>();
  for (const { path, buckets } of groups.values()) {
    for (const samples of buckets.values()) samplesOf.set(path, (samplesOf.get(path) ?? 0) + samples);
    entriesOf.set(path, (entriesOf.get(path) ?? 0) + 1);
  }
  const kept = new Set<string>();
  let entries = 0;
  for (const [path] of [...samplesOf].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    const more = entriesOf.get(path)!;
    if (entries + more > REPORT_LIST_LIMIT) break;
    kept.add(path);
    entries += more;
  }
  return [...groups.values()]
    .filter(({ path }) => kept.has(path))
    .map(({ path, device, metric, buckets }) => {
      const { p75: value, samples } = p75(buckets);
      return { path, device, metric, p75: value, samples, rating: vitalRating(metric, value) };
    })
    .sort(
      (a, b) =>
        a.path.localeCompare(b.path) ||
        a.device.localeCompare(b.device) ||
        VITALS.indexOf(a.metric) - VITALS.indexOf(b.metric),
    );
}

export interface ReportSettings {
  collecting: boolean;
  retentionDays: number;
  storageFull: boolean;
}

/** Each day of `period` with its totals. */
export function reportDays(db: Db, period: InsightsPeriod): InsightsReport['days'] {
  const { rolled, raw } = split(period, rolledThrough(db));
  return daysOf(period, [...rolledTotalRows(db, rolled), ...rawDailyRows(db, raw, 'totals')]);
}

function daysOf(period: InsightsPeriod, rows: readonly DailyRow[]): InsightsReport['days'] {
  const byDay = new Map<string, DailyRow[]>();
  for (const row of rows) if (isTotal(row.measure)) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  return eachDay(period.from, period.to).map((date) => ({ date, ...totalsOf(byDay.get(date) ?? []) }));
}

export function buildReport(db: Db, period: InsightsPeriod, settings: ReportSettings): InsightsReport {
  const through = rolledThrough(db);
  const { rolled, raw } = split(period, through);
  // Totals per day; the keyed measures of rolled-up days already summed over them (day '').
  const rows = [...rolledTotalRows(db, rolled), ...rolledKeyedSums(db, rolled), ...rawDailyRows(db, raw)];
  const previous = previousPeriod(period);
  const before = split(previous, through);
  const previousRows = [...rolledTotalRows(db, before.rolled), ...rawDailyRows(db, before.raw, 'totals')];
  const vitalRows = [...rolledVitalSums(db, rolled, through), ...rawVitalRows(db, raw)];

  return {
    period,
    previous,
    totals: totalsOf(rows),
    previousTotals: totalsOf(previousRows),
    days: daysOf(period, rows),
    topPages: (() => {
      const visitors = new Map(summed(rows, 'page.visitors').map((e) => [e.keys[0], e.value]));
      return summed(rows, 'page.views').map((e) => ({
        path: e.keys[0],
        views: e.value,
        visitors: visitors.get(e.keys[0]) ?? 0,
      }));
    })(),
    sources: summed(rows, 'source').map((e) => ({ source: e.keys[0], visitors: e.value })),
    campaigns: summed(rows, 'campaign').map((e) => ({
      source: e.keys[0],
      medium: e.keys[1],
      campaign: e.keys[2],
      visitors: e.value,
    })),
    devices: summed(rows, 'device').map((e) => ({ device: e.keys[0] as DeviceClass, visitors: e.value })),
    browsers: summed(rows, 'browser').map((e) => ({ browser: e.keys[0], visitors: e.value })),
    bookingStarts: summed(rows, 'bookingStart').map((e) => ({ from: e.keys[0], path: e.keys[1], opened: e.value })),
    catalogues: (() => {
      const downloaded = new Map(summed(rows, 'catalogue.downloaded').map((e) => [e.keys[0], e.value]));
      const opened = new Map(summed(rows, 'catalogue.opened').map((e) => [e.keys[0], e.value]));
      return [...new Set([...opened.keys(), ...downloaded.keys()])]
        .map((catalogue) => ({
          catalogue,
          opened: opened.get(catalogue) ?? 0,
          downloaded: downloaded.get(catalogue) ?? 0,
        }))
        .sort((a, b) => b.opened - a.opened || b.downloaded - a.downloaded || a.catalogue.localeCompare(b.catalogue));
    })(),
    products: summed(rows, 'product').map((e) => ({ product: e.keys[0], opened: e.value })),
    outbound: summed(rows, 'outbound').map((e) => ({ channel: e.keys[0] as OutboundChannel, clicks: e.value })),
    vitals: vitalsOf(vitalRows),
    speed: siteSpeedOf(vitalRows),
    collecting: settings.collecting,
    retentionDays: settings.retentionDays,
    ...(settings.storageFull ? { storageFull: true } : {}),
  };
}
