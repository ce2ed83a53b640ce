// Migration 15: the owners who asked for the weekly report by email. A row is the opt-in (no row, no
// report: off by default); it goes with the account. `since` keeps the report of a week whose
// sending time had passed before the owner asked for it from going out; `origin` is the site's
// address the owner asked from, for the email's links when SITE_URL is not set.
import type { Db } from '../types';

export function createWeeklyReportSubscribers(db: Db): void {
  db.exec(`
    CREATE TABLE weekly_report_subscribers (
      owner_id INTEGER PRIMARY KEY REFERENCES owners (id) ON DELETE CASCADE,
      since TEXT NOT NULL,
      origin TEXT NOT NULL
    );
  `);
}
