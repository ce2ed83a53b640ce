// The database's schema, one step per version (PRAGMA user_version counts the steps run).
import type { Db } from '../types';
import { addAccountRoles } from './accountRoles';
import { storeContentByParts } from './contentParts';
import { createContentSchedules } from './contentSchedules';
import { moveContentToVersions } from './contentVersions';
import { createInitialTables } from './initialSchema';
import { indexInboxFolders } from './inboxFolders';
import { indexInbox } from './inboxSearch';
import { createInvitations } from './invitations';
import { rollUpInsights } from './insightRollups';
import { createInsightTables } from './insightTables';
import { createMailQueue } from './mailQueue';
import { createPasskeyTables } from './passkeyTables';
import { makePasswordOptional } from './passwordOptional';
import { createWeeklyReportSubscribers } from './weeklyReport';
import { createSalonSettings } from './salonSettings';

/**
 * Each entry moves the schema one version up; PRAGMA user_version records how many have run.
 * Never edit an entry that has shipped: append a new one.
 */
export const MIGRATIONS: ReadonlyArray<(db: Db) => void> = [
  // 1: the content tables, the contact inbox and a small key/value table for bookkeeping.
  createInitialTables,
  // 2: HTML from content stored sanitised. Superseded by 3, which moves the content out of these
  // tables and sanitises it on the way: a database still at 1 goes straight through it.
  () => undefined,
  // 3: content is kept whole, as versions (the newest is what visitors see), and beside it the
  // draft the editor saves; the tables of 1 go once their content is moved (server/db/migrations/contentVersions.ts).
  (db) => {
    db.exec(`
      CREATE TABLE content_versions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        content TEXT NOT NULL CHECK (json_valid(content)),
        source TEXT NOT NULL CHECK (source IN ('seed', 'upgrade', 'import', 'publish')),
        author TEXT,
        note TEXT,
        restored_from INTEGER REFERENCES content_versions (id),
        created_at TEXT NOT NULL
      );

      -- One draft of the whole content, for every owner: saved with each edit, gone once published.
      CREATE TABLE content_draft (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        content TEXT NOT NULL CHECK (json_valid(content)),
        based_on INTEGER REFERENCES content_versions (id),
        restored_from INTEGER REFERENCES content_versions (id),
        revision INTEGER NOT NULL,
        updated_at TEXT NOT NULL,
        updated_by TEXT
      );
    `);
    moveContentToVersions(db);
  },
  // 4: the salon's admin area: owner accounts, their sessions (ids stored hashed), failed
  // sign-ins for throttling, the activity log, each message's read and archived state, and the
  // queue of new-message emails.
  (db) => {
    db.exec(`
      CREATE TABLE owners (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL,
        last_sign_in_at TEXT
      );

      CREATE TABLE owner_sessions (
        id_hash TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        data TEXT NOT NULL CHECK (json_valid(data)),
        created_at INTEGER NOT NULL,
        seen_at INTEGER NOT NULL,
        ip TEXT,
        user_agent TEXT
      );
      CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);

      -- One row per address, account or device with failed sign-ins (see server/modules/auth/throttle.ts).
      CREATE TABLE sign_in_failures (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        locked_until INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL
      );

      CREATE TABLE activity_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        account TEXT,
        address TEXT,
        action TEXT NOT NULL,
        detail TEXT
      );
      CREATE INDEX activity_log_at ON activity_log (at);

      ALTER TABLE contact_messages ADD COLUMN read_at TEXT;
      ALTER TABLE contact_messages ADD COLUMN archived_at TEXT;
      CREATE INDEX contact_messages_folder ON contact_messages (archived_at IS NOT NULL, created_at);

      -- A message's email to the salon, until the mail server has taken it.
      CREATE TABLE mail_outbox (
        message_id INTEGER PRIMARY KEY REFERENCES contact_messages (id) ON DELETE CASCADE,
        queued_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at TEXT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (sent_at, next_attempt_at);
    `);
  },
  // 5: the media library: one record per stored file, with what the site needs to show it well.
  (db) => {
    db.exec(`
      CREATE TABLE media (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        -- Inside MEDIA_DIR, as content names it ("uploads/2025/06/3f9c….jpg"); chosen by the server.
        path TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('image', 'video', 'pdf')),
        mime TEXT NOT NULL,
        bytes INTEGER NOT NULL CHECK (bytes >= 0),
        width INTEGER,
        height INTEGER,
        pages INTEGER,
        -- The uploaded file's name, for the owner's search only: never part of a visitor's address.
        original_name TEXT NOT NULL,
        alt TEXT,
        decorative INTEGER NOT NULL DEFAULT 0 CHECK (decorative IN (0, 1)),
        -- Where the picture's subject is, from 0 to 1 across and down; NULL: not set (the centre).
        focal_x REAL CHECK (focal_x BETWEEN 0 AND 1),
        focal_y REAL CHECK (focal_y BETWEEN 0 AND 1),
        -- Counts replacements of the file, so its address can change and caches let go of the old one.
        revision INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((focal_x IS NULL) = (focal_y IS NULL))
      );
      CREATE INDEX media_created_at ON media (created_at);
    `);
  },
  // 6: owners' passkeys, the passkey requirement, recovery codes and challenges under way
  // (server/db/migrations/passkeyTables.ts).
  createPasskeyTables,
  // 7: the visit counter: raw events under a daily visitor key, the day's salt, and the daily
  // totals old events are folded into (server/db/migrations/insightTables.ts).
  createInsightTables,
  // 8: each day of visits rolled up once it is over, and speed kept as a histogram per day, page,
  // device and measure (server/db/migrations/insightRollups.ts).
  rollUpInsights,
  // 9: the inbox's full-text search and the tally of its folders, kept by triggers
  // (server/db/migrations/inboxSearch.ts).
  indexInbox,
  // 10: an index per folder of the inbox, newest first, so that a page of it costs the same at any
  // depth (server/db/migrations/inboxFolders.ts).
  indexInboxFolders,
  // 11: versions kept by their parts: each row keeps a small root instead of a full copy, the parts
  // are stored once in content_parts, and the file is vacuumed after (server/db/migrations/contentParts.ts).
  storeContentByParts,
  // 12: each account's role (owner, editor, front desk), and triggers that keep the last owner
  // (server/db/migrations/accountRoles.ts).
  addAccountRoles,
  // 13: invitations to the area, each a one-time link with a role (server/db/migrations/invitations.ts).
  createInvitations,
  // 14: one queue for every mail the server sends, in place of the contact messages' own
  // (server/db/migrations/mailQueue.ts).
  createMailQueue,
  // 15: the owners who asked for the weekly report by email (server/db/migrations/weeklyReport.ts).
  createWeeklyReportSubscribers,
  // 16: the salon's settings, its time zone first (server/db/migrations/salonSettings.ts).
  createSalonSettings,
  // 17: publishes set for a time, each with the draft as it was scheduled (server/db/migrations/contentSchedules.ts).
  createContentSchedules,
  // 18: an account without a password, for a member who joined with a passkey
  // (server/db/migrations/passwordOptional.ts).
  makePasswordOptional,
];
