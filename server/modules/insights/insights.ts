// The visit counter's storage: beacons in, as raw events under today's visitor key; the storage
// cap (./storage.ts); each day rolled up into daily totals once it is over, and raw events deleted past the
// retention; and the report. Days are the salon's: cut at midnight in its time zone.
import type { InsightsPeriod, InsightsReport } from '../../../src/api/insightsContract';
import type { Db } from '../../db/types';
import { browserFamily, deviceClass, referrerHost, vitalBucket } from './classify';
import { deleteRawBefore, rolledThrough, rollUpThrough } from './daily';
import { addDays, dayOf } from './days';
import { parsePeriod, type PeriodAnswer } from './report';
import { reportsInPlace } from './reportWorker';
import { dailySalts } from './salts';
import { eventBytes, makeRoom, storedEventBytes } from './storage';
import type { ParsedBeacon } from './schema';

export interface AnalyticsOptions {
  /** ANALYTICS: false, and nothing is collected (the route answers 204 and stores nothing). */
  enabled: boolean;
  /** ANALYTICS_RETENTION_DAYS: raw events older than this are deleted (their days' totals stay). */
  retentionDays: number;
  /**
   * ANALYTICS_MAX_MB, in bytes: what the raw events may take (./storage.ts). Past it, the raw events
   * of days already rolled up make room; only when today's fill it are new events dropped.
   */
  maxBytes: number;
  /** ANALYTICS_RATE_PER_MINUTE: beacons one address may send a minute; past it they are answered 429 and dropped. */
  perMinute: number;
  /** How often days that are over are rolled up, old raw events deleted and old salts dropped (also at start). */
  housekeepingMs: number;
  /** The clock, for the tests (Date.now by default). */
  now?: () => number;
  /**
   * The salon's time zone (an IANA name), asked afresh for each day it cuts, as an owner may change
   * it: the server's own zone when not given.
   */
  timeZone?: () => string;
}

export const DEFAULT_ANALYTICS: AnalyticsOptions = {
  enabled: true,
  retentionDays: 90,
  maxBytes: 100 * 1024 * 1024,
  perMinute: 60,
  housekeepingMs: 60 * 60_000,
};

/** What is known of the visitor from the request, used and forgotten. */
export interface BeaconSender {
  address: string;
  userAgent: string;
  /** The site's own hosts: a referrer on one of them is the visitor moving between pages. */
  ownHosts: readonly string[];
}

export interface Insights {
  readonly collecting: boolean;
  readonly retentionDays: number;
  /** Stores the beacon's events (as many as the cap leaves room for); returns how many were kept. */
  collect(beacon: ParsedBeacon, sender: BeaconSender): number;
  /** The period of a report's query, checked, or why not. */
  period(query: unknown): PeriodAnswer;
  /** The report of `period`, built where `createInsights` was told (in place by default). */
  report(period: InsightsPeriod): Promise<InsightsReport>;
  /** Each day of `period` with its totals: what the CSV holds, without the rest of the report. */
  days(period: InsightsPeriod): Promise<InsightsReport['days']>;
  /**
   * Rolls each day that is over up into daily totals, deletes raw events past the retention and
   * drops salts of other days. Says how many days were rolled up and events deleted.
   */
  housekeeping(): { rolled: number; deleted: number };
}

/**
 * The visit counter on `db`. Reports and their days are built by `reports` (a thread of their own in
 * the server: ./reportWorker.ts), in place when none is given.
 */
export function createInsights(db: Db, options: AnalyticsOptions, reports = reportsInPlace(db)): Insights {
  const now = options.now ?? Date.now;
  const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const timeZone = options.timeZone ?? (() => serverZone);
  /** The last day rolled up: kept here, as only this module rolls days up (and the migrations, before it). */
  let closed = rolledThrough(db);
  const rollUp = (lastDay: string) => {
    const rolled = rollUpThrough(db, lastDay);
    closed = rolledThrough(db);
    return rolled;
  };
  /**
   * The salon's day at `ms`. A day rolled up stays as it was: should an owner move the salon's zone
   * west, the hours the new zone still calls a closed day go on the first day that is not.
   */
  const dayAt = (ms: number) => {
    const day = dayOf(ms, timeZone());
    return day > closed ? day : addDays(closed, 1);
  };
  const salts = dailySalts(db);
  // Kept in memory: summing half a million rows for every beacon would cost more than the beacon.
  let stored = storedEventBytes(db);
  /** Whether the last beacon found no room for all its events. */
  let full = false;
  const insert = db.prepare(
    `INSERT INTO insight_events
       (at, day, visitor, name, path, referrer, utm_source, utm_medium, utm_campaign, device, browser, props)
     VALUES (@at, @day, @visitor, @name, @path, @referrer, @utmSource, @utmMedium, @utmCampaign, @device, @browser, @props)`,
  );

  const propsOf = (event: ParsedBeacon['events'][number]): string | null => {
    const props = event.props;
    if (!props || Object.keys(props).length === 0) return null;
    if (event.name !== 'vitals') return JSON.stringify(props);
    const rounded = Object.fromEntries(
      Object.entries(props).map(([metric, value]) => [metric, vitalBucket(metric as 'LCP', Number(value))]),
    );
    return JSON.stringify(rounded);
  };

  return {
    collecting: options.enabled,
    retentionDays: options.retentionDays,
    collect(beacon, sender) {
      if (!options.enabled) return 0;
      const at = now();
      const day = dayAt(at);
      const common = {
        at,
        day,
        visitor: salts.visitorKey(day, sender.address, sender.userAgent),
        referrer: referrerHost(beacon.referrer, sender.ownHosts),
        // Each kept as given, or '' when not given.
        utmSource: beacon.utm?.source ?? '',
        utmMedium: beacon.utm?.medium ?? '',
        utmCampaign: beacon.utm?.campaign ?? '',
        device: deviceClass(beacon.width),
        browser: browserFamily(sender.userAgent),
      };
      const rows = beacon.events.map((event) => ({
        ...common,
        name: event.name,
        path: event.path,
        props: propsOf(event),
      }));
      const sizes = rows.map(eventBytes);
      const incoming = sizes.reduce((sum, size) => sum + size, 0);
      if (stored + incoming > options.maxBytes) {
        // Yesterday's totals first (the housekeeping may not have come round yet): its raw events can go.
        rollUp(addDays(day, -1));
        stored -= makeRoom(db, stored, incoming, options.maxBytes);
      }
      let kept = 0;
      let added = 0;
      while (kept < rows.length && stored + added + sizes[kept]! <= options.maxBytes) added += sizes[kept++]!;
      full = kept < rows.length;
      if (kept === 0) return 0;
      db.transaction(() => {
        for (const row of rows.slice(0, kept)) insert.run(row);
      })();
      stored += added;
      return kept;
    },
    period: (query) => parsePeriod(query, dayAt(now())),
    report(period) {
      const settings = {
        collecting: options.enabled,
        retentionDays: options.retentionDays,
        storageFull: full,
      };
      return reports.report(period, settings);
    },
    days: (period) => reports.days(period),
    housekeeping() {
      const today = dayAt(now());
      salts.prune(today);
      const rolled = rollUp(addDays(today, -1));
      const deleted = deleteRawBefore(db, addDays(today, -options.retentionDays));
      if (deleted > 0) stored = storedEventBytes(db);
      return { rolled, deleted };
    },
  };
}
