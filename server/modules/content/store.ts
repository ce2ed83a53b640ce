// Published content and its history. Every change of what visitors see (the seed, an import, a
// publish) is one call of publishParsed, which keeps it as a new version: the newest version is
// what the site shows. A version row holds a small root; the content's parts are shared with the
// other versions that hold them (./parts.ts), so a publish stores what changed, not a full copy. The pages and API answers the server caches are named by the content's
// version, so the next view after a change is rendered from the new content, in this process or any other.
import type { ContentVersion, VersionSource } from '../../../src/api/adminContract';
import { contentModel, type EntityName } from '../../../src/api/model/index';
import type { Field } from '../../../src/api/model/kinds';
import { readContentParts, writeContentParts } from './parts';
import { CONTENT_FORMAT_VERSION, parseContentFile, type ContentFile, type PublishableContent } from './schema';
import type { Db } from '../../db/types';

export type { VersionSource };

export interface VersionMeta {
  source: VersionSource;
  /** Who made it: an owner's name or email, or the command that did. */
  author?: string | null;
  note?: string | null;
  /** The version a restored draft came from. */
  restoredFrom?: number | null;
}

/** A version as the editor's history lists it (src/api/adminContract.ts). */
export type VersionSummary = ContentVersion;

/** Content that does not match the model, with what is wrong: a line per problem, and by field. */
export class ContentError extends Error {
  constructor(
    readonly problems: string,
    readonly errors: Record<string, string[]>,
  ) {
    super(`The content does not match the content model:\n${problems}`);
  }
}

// Who scheduled a version published at its minute: the schedule names the version it made.
const SUMMARY = `id, created_at, source, author, note, restored_from,
  (SELECT scheduled_by FROM content_schedules WHERE version_id = content_versions.id) AS scheduled_by`;

interface SummaryRow {
  id: number;
  created_at: string;
  source: VersionSource;
  author: string | null;
  note: string | null;
  restored_from: number | null;
  scheduled_by: string | null;
}

const summaryOf = (row: SummaryRow): VersionSummary => ({
  id: row.id,
  createdAt: row.created_at,
  source: row.source,
  author: row.author,
  note: row.note,
  restoredFrom: row.restored_from,
  scheduledBy: row.scheduled_by,
});

/**
 * Validates the content (rich text sanitised, ids given) and makes it what visitors see, as
 * publishParsed does: for content not yet validated (the seed, a test's).
 */
export function publishContent(db: Db, content: unknown, meta: VersionMeta): VersionSummary {
  const parsed = parseContentFile(content);
  if (!parsed.ok) throw new ContentError(parsed.problems, parsed.errors);
  return publishParsed(db, parsed.content, meta);
}

/**
 * Makes validated content what visitors see, in one transaction: either the new version is stored
 * and named the content's version, or nothing changes. The one way content changes; a hook for
 * what must follow every change belongs here. Its content comes from parseContentFile, so it is
 * validated once, by whoever parsed it (a publish of the draft, an import).
 */
export function publishParsed(db: Db, content: PublishableContent, meta: VersionMeta): VersionSummary {
  const createdAt = new Date().toISOString();
  const publish = db.transaction(() => {
    const id = addVersion(db, content, meta, createdAt);
    markContentChanged(db, createdAt);
    return id;
  });
  // IMMEDIATE: another process (the command line, a second server) cannot slip a change in between.
  const id = publish.immediate();
  const row = db.prepare(`SELECT ${SUMMARY} FROM content_versions WHERE id = ?`).get(id) as SummaryRow;
  return summaryOf(row);
}

/**
 * Stores `content` as a new version: what a JSON round trip gives, as a version always read back.
 * Called in publishParsed's transaction: the row and the parts it adds are written together or not at all.
 */
function addVersion(db: Db, content: unknown, meta: VersionMeta, createdAt = new Date().toISOString()): number {
  const root = writeContentParts(db, JSON.parse(JSON.stringify(content)));
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO content_versions (root, source, author, note, restored_from, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(root, meta.source, meta.author ?? null, meta.note ?? null, meta.restoredFrom ?? null, createdAt);
  return Number(lastInsertRowid);
}

/**
 * Moves the content's version on, so the pages and API answers cached for the old one are rendered again:
 * after a publish, and after a change of what the answers carry beside the content (the media
 * library's alt texts, focal points and file versions). Call it inside the change's transaction.
 */
export function markContentChanged(db: Db, at = new Date().toISOString()): void {
  db.prepare(
    "INSERT INTO meta (key, value) VALUES ('content_updated_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  ).run(at);
  // A counter beside the time: two changes within the same millisecond are still two versions.
  db.prepare(
    `INSERT INTO meta (key, value) VALUES ('content_version', '1')
     ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`,
  ).run();
}

/** The newest versions first, `limit` of them, older than `before` when given. */
export function listVersions(
  db: Db,
  { limit = 50, before }: { limit?: number; before?: number } = {},
): VersionSummary[] {
  const rows = db
    .prepare(`SELECT ${SUMMARY} FROM content_versions WHERE id < ? ORDER BY id DESC LIMIT ?`)
    .all(before ?? Number.MAX_SAFE_INTEGER, limit) as SummaryRow[];
  return rows.map(summaryOf);
}

export function getVersion(db: Db, id: number): { summary: VersionSummary; content: ContentFile } | null {
  // One read transaction: the row and its parts as of the same moment.
  return db.transaction(() => {
    const row = db.prepare(`SELECT ${SUMMARY}, root FROM content_versions WHERE id = ?`).get(id) as
      (SummaryRow & { root: string }) | undefined;
    return row ? { summary: summaryOf(row), content: readContentParts(db, row.root) as ContentFile } : null;
  })();
}

const LATEST_ROOT = 'SELECT root FROM content_versions ORDER BY id DESC LIMIT 1';

/** The content visitors see, in the content file format: what `content:export` writes. */
export function exportContent(db: Db): ContentFile {
  return db.transaction(() => {
    const root = db.prepare(LATEST_ROOT).pluck().get() as string | undefined;
    return root === undefined ? emptyContent() : (readContentParts(db, root) as ContentFile);
  })();
}

/** The version visitors see: the newest. */
export function latestVersionId(db: Db): number | null {
  const row = db.prepare('SELECT MAX(id) AS id FROM content_versions').get() as { id: number | null };
  return row.id;
}

/** Content with nothing in it: what the site shows before anything was published. */
export function emptyContent(): ContentFile {
  const empty = (field: Field): unknown =>
    field.kind === 'record'
      ? Object.fromEntries(
          Object.entries(field.fields)
            .filter(([, child]) => child.kind === 'record' || child.kind === 'list')
            .map(([name, child]) => [name, empty(child)]),
        )
      : field.kind === 'list'
        ? []
        : null;
  return {
    version: CONTENT_FORMAT_VERSION,
    ...Object.fromEntries((Object.keys(contentModel) as EntityName[]).map((name) => [name, empty(contentModel[name])])),
  } as ContentFile;
}

export interface PublishedContent {
  /**
   * Names the content as it is now: it changes with every change, also one made by another process
   * (the command line) while the server runs. One look-up by primary key, cheap enough for every view.
   */
  version(): string;
  /** The content visitors see, read again only when its version has changed. */
  content(): ContentFile;
  /** When the content last changed, as an ISO timestamp; null before the first. */
  updatedAt(): string | null;
}

export function publishedContentOf(db: Db): PublishedContent {
  const versionStatement = db
    .prepare("SELECT key, value FROM meta WHERE key IN ('content_version', 'content_updated_at') ORDER BY key")
    .raw();
  const readVersion = () => (versionStatement.all() as string[][]).map((row) => row[1]).join('/');
  const latest = db.prepare(LATEST_ROOT).pluck();
  let known: { version: string; content: ContentFile } | null = null;
  return {
    version: readVersion,
    content() {
      // One read transaction: the version and the content it names come from the same moment.
      const current = db.transaction(() => {
        const version = readVersion();
        if (known?.version === version) return known;
        const root = latest.get() as string | undefined;
        return { version, content: root === undefined ? emptyContent() : (readContentParts(db, root) as ContentFile) };
      })();
      known = current;
      return current.content;
    },
    updatedAt() {
      const row = db.prepare("SELECT value FROM meta WHERE key = 'content_updated_at'").pluck().get() as
        string | undefined;
      return row ?? null;
    },
  };
}
