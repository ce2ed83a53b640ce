// The visit counter's tables (server/modules/insights, docs/analytics.md): raw events, each under
// its day's visitor key (a hash: never an address or a user agent); the day's random salt, deleted
// when the day is over; and the daily totals raw events are folded into after the retention.
import type { Db } from '../types';

export function createInsightTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS insight_events (
      id INTEGER PRIMARY KEY,
      -- When it arrived (milliseconds since 1970) and on which day, in the server's time zone.
      at INTEGER NOT NULL,
      day TEXT NOT NULL,
      -- The first 16 hex characters of SHA-256(day's salt, address, user agent): one day's visitor.
      visitor TEXT NOT NULL CHECK (length(visitor) = 16),
      name TEXT NOT NULL,
      path TEXT NOT NULL,
      -- The host the visit came from ('' straight in, or from the site itself).
      referrer TEXT NOT NULL DEFAULT '',
      utm_source TEXT NOT NULL DEFAULT '',
      utm_medium TEXT NOT NULL DEFAULT '',
      utm_campaign TEXT NOT NULL DEFAULT '',
      device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
      browser TEXT NOT NULL,
      -- The event's few properties (src/api/insightsContract.ts), speed figures rounded to buckets.
      props TEXT CHECK (props IS NULL OR json_valid(props))
    );
    CREATE INDEX IF NOT EXISTS insight_events_day ON insight_events (day, name);

    -- Today's salt only: a new day's salt replaces the last one in the same transaction.
    CREATE TABLE IF NOT EXISTS insight_salts (
      day TEXT PRIMARY KEY,
      salt BLOB NOT NULL
    );

    -- Each day's figures once its raw events are folded: a measure ('visitors', 'page.views'…), its
    -- keys (a path, a source…) and its value (server/modules/insights/daily.ts).
    CREATE TABLE IF NOT EXISTS insight_daily (
      day TEXT NOT NULL,
      measure TEXT NOT NULL,
      k1 TEXT NOT NULL DEFAULT '',
      k2 TEXT NOT NULL DEFAULT '',
      k3 TEXT NOT NULL DEFAULT '',
      value INTEGER NOT NULL,
      PRIMARY KEY (day, measure, k1, k2, k3)
    ) WITHOUT ROWID;

    -- Speed figures once folded: how many samples fell in each bucket, per day, page, device and measure.
    CREATE TABLE IF NOT EXISTS insight_daily_vitals (
      day TEXT NOT NULL,
      path TEXT NOT NULL,
      device TEXT NOT NULL,
      metric TEXT NOT NULL,
      value REAL NOT NULL,
      samples INTEGER NOT NULL,
      PRIMARY KEY (day, path, device, metric, value)
    ) WITHOUT ROWID;
  `);
}
