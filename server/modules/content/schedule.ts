// Publishing at a set time. Scheduling keeps the draft as it is then (checked as a publish by hand is),
// and at its minute that copy is checked again and published through the same store as a publish by
// hand, the schedule marked done in the same transaction: it happens once, whatever restarts. Changes
// made to the draft after scheduling stay in the draft. A publish by hand puts the whole draft on the
// site, so it cancels the schedule waiting.
import { SCHEDULE_MAX_DAYS_AHEAD, SCHEDULE_MIN_LEAD_MS, type ScheduledPublish } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import { recordActivity } from '../auth';
import {
  checkedNote,
  discardDraft,
  draftRow,
  publishable,
  publishDraft,
  STALE,
  type DraftChange,
  type PublishCheck,
  type Refusal,
} from './drafts';
import { scheduledInstant, whenScheduled } from './scheduleTimes';
import { latestVersionId, publishParsed, type VersionSummary } from './store';

interface ScheduleRow {
  id: number;
  state: ScheduledPublish['state'];
  content: string | null;
  draft_revision: number;
  based_on: number | null;
  restored_from: number | null;
  note: string | null;
  publish_at: string;
  local_date: string;
  local_time: string;
  time_zone: string;
  scheduled_by: string;
  scheduled_at: string;
  settled_at: string | null;
  failure: string | null;
}

const scheduleOf = (row: ScheduleRow): ScheduledPublish => ({
  id: row.id,
  state: row.state,
  publishAt: row.publish_at,
  date: row.local_date,
  time: row.local_time,
  timeZone: row.time_zone,
  note: row.note,
  scheduledBy: row.scheduled_by,
  scheduledAt: row.scheduled_at,
  failure: row.failure,
  settledAt: row.settled_at,
});

const pendingRow = (db: Db) =>
  db.prepare("SELECT * FROM content_schedules WHERE state = 'pending'").get() as ScheduleRow | undefined;

/** The publish waiting for its minute, or else the last one that failed, until it is cleared. */
export function currentSchedule(db: Db): ScheduledPublish | null {
  const row = db
    .prepare(
      `SELECT * FROM content_schedules WHERE state = 'pending' OR (state = 'failed' AND cleared = 0)
       ORDER BY state = 'pending' DESC, id DESC LIMIT 1`,
    )
    .get() as ScheduleRow | undefined;
  return row ? scheduleOf(row) : null;
}

/** When the next schedule is due (ms since the epoch), or null with none waiting. */
export function nextScheduledAt(db: Db): number | null {
  const row = pendingRow(db);
  return row ? Date.parse(row.publish_at) : null;
}

/** Ends the schedule waiting, if any ('cancelled', by whom); failures not yet seen are cleared with it. */
function cancelPending(db: Db, by: string, at: number): ScheduledPublish | null {
  const row = pendingRow(db);
  db.prepare("UPDATE content_schedules SET cleared = 1 WHERE state = 'failed'").run();
  if (!row) return null;
  db.prepare(
    `UPDATE content_schedules SET state = 'cancelled', content = NULL, settled_at = ?, settled_by = ?, cleared = 1
     WHERE id = ?`,
  ).run(new Date(at).toISOString(), by, row.id);
  return scheduleOf({ ...row, state: 'cancelled' });
}

export interface ScheduleChange extends DraftChange {
  author: string;
  date: string;
  time: string;
  note?: string | null;
}

/**
 * Schedules the draft as it is now for `date` and `time` in `timeZone`: refused as a publish would be
 * (no changes, a stale revision, content that cannot be published), and for a time that is not at
 * least a minute ahead, does not exist that day, or is more than a year away. Replaces the one waiting.
 */
export function scheduleDraft(
  db: Db,
  change: ScheduleChange,
  { check, timeZone, now }: { check: PublishCheck; timeZone: string; now: number },
): { ok: true; schedule: ScheduledPublish; replaced: ScheduledPublish | null } | Refusal {
  const kept = checkedNote(change.note);
  if (!kept.ok) return kept;
  const when = scheduledInstant(change.date, change.time, timeZone, now, {
    minLeadMs: SCHEDULE_MIN_LEAD_MS,
    maxDaysAhead: SCHEDULE_MAX_DAYS_AHEAD,
  });
  if (!when.ok) return when;
  const schedule = db.transaction(() => {
    const row = draftRow(db);
    if (!row) return { ok: false as const, status: 409 as const, message: 'There are no changes to publish.' };
    if (change.revision !== undefined && change.revision !== row.revision) return STALE;
    const content = publishable(db, JSON.parse(row.content), check);
    if (!content.ok) return content;
    const replaced = cancelPending(db, change.author, now);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO content_schedules (state, content, draft_revision, based_on, restored_from, note, publish_at,
           local_date, local_time, time_zone, scheduled_by, scheduled_at)
         VALUES ('pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        row.content,
        row.revision,
        latestVersionId(db),
        row.restored_from,
        kept.note,
        new Date(when.at).toISOString(),
        change.date,
        change.time,
        timeZone,
        change.author,
        new Date(now).toISOString(),
      );
    const made = db.prepare('SELECT * FROM content_schedules WHERE id = ?').get(lastInsertRowid) as ScheduleRow;
    return { ok: true as const, schedule: scheduleOf(made), replaced };
  });
  return schedule.immediate();
}

/** Cancels the schedule waiting, or clears the failure shown; null when there is neither. */
export function cancelSchedule(db: Db, by: string, now: number): ScheduledPublish | null {
  return db
    .transaction(() => {
      const shown = currentSchedule(db);
      if (!shown) return null;
      if (shown.state === 'pending') return cancelPending(db, by, now);
      db.prepare('UPDATE content_schedules SET cleared = 1 WHERE id = ?').run(shown.id);
      return shown;
    })
    .immediate();
}

/** A publish by hand: the whole draft goes on the site, and the schedule waiting is cancelled with it. */
export function publishNow(
  db: Db,
  change: DraftChange & { author: string; note?: string | null },
  check: PublishCheck,
  now: number,
): { ok: true; version: VersionSummary; cancelled: ScheduledPublish | null } | Refusal {
  return db
    .transaction(() => {
      const published = publishDraft(db, change, check);
      if (!published.ok) return published;
      return { ...published, cancelled: cancelPending(db, change.author, now) };
    })
    .immediate();
}

export type SettledSchedule =
  | { state: 'published'; schedule: ScheduledPublish; version: VersionSummary }
  | { state: 'failed'; schedule: ScheduledPublish };

/** Why a refused publish was refused, in a line: its message and the first places it names. */
function reasonOf(refusal: Refusal): string {
  if (refusal.status !== 422) return refusal.message;
  const places = Object.entries(refusal.errors).map(([at, messages]) => `${at}: ${messages.join(' ')}`);
  const more = places.length > 3 ? ` (and ${places.length - 3} more)` : '';
  return `${refusal.message} ${places.slice(0, 3).join('; ')}${more}`.trim();
}

/**
 * Publishes the earliest schedule whose minute has come, checked again as a publish by hand is and
 * against a site changed meanwhile (by an import, say). Published, the schedule is marked so in the
 * same transaction, with the version it made, and the draft goes if it holds nothing more; refused,
 * it is marked failed with the reason and nothing is published. Both are in the activity log.
 */
export function publishDueSchedule(db: Db, check: PublishCheck, now: number): SettledSchedule | null {
  return db
    .transaction((): SettledSchedule | null => {
      const row = db
        .prepare("SELECT * FROM content_schedules WHERE state = 'pending' AND publish_at <= ?")
        .get(new Date(now).toISOString()) as ScheduleRow | undefined;
      if (!row) return null;
      const settledAt = new Date(now).toISOString();
      const latest = latestVersionId(db);
      const content: ReturnType<typeof publishable> =
        row.based_on === latest
          ? publishable(db, JSON.parse(row.content ?? 'null'), check)
          : {
              ok: false,
              status: 409,
              message: `The site was changed after the publish was scheduled (version ${latest} was published).`,
            };
      const when = whenScheduled(row.local_date, row.local_time, row.time_zone);
      if (!content.ok) {
        const failure = reasonOf(content);
        db.prepare(
          "UPDATE content_schedules SET state = 'failed', content = NULL, settled_at = ?, failure = ? WHERE id = ?",
        ).run(settledAt, failure, row.id);
        recordActivity(db, {
          action: 'scheduled-publish-failed',
          account: row.scheduled_by,
          address: null,
          detail: `the publish scheduled for ${when}: nothing was published. ${failure}`,
        });
        return { state: 'failed', schedule: scheduleOf({ ...row, state: 'failed', settled_at: settledAt, failure }) };
      }
      const version = publishParsed(db, content.content, {
        source: 'publish',
        author: row.scheduled_by,
        note: row.note,
        restoredFrom: row.restored_from,
      });
      db.prepare(
        "UPDATE content_schedules SET state = 'published', content = NULL, settled_at = ?, version_id = ? WHERE id = ?",
      ).run(settledAt, version.id, row.id);
      // As a publish by hand removes the draft; changes made after scheduling stay in it.
      if (draftRow(db)?.content === row.content) discardDraft(db);
      recordActivity(db, {
        action: 'published-as-scheduled',
        account: row.scheduled_by,
        address: null,
        detail: `version ${version.id}, scheduled by ${row.scheduled_by} for ${when}${row.note ? `: ${row.note}` : ''}`,
      });
      return {
        state: 'published',
        schedule: scheduleOf({ ...row, state: 'published', settled_at: settledAt }),
        version: { ...version, scheduledBy: row.scheduled_by },
      };
    })
    .immediate();
}
