// The one draft of the whole content that the editor saves with each edit, for every owner and
// browser, and what becomes of it: published as a new version, discarded, or replaced by an older
// version to work from. Ready for the editor's routes (editorRoutes.ts); a publish is validated here
// once, and stored as what visitors see by the store's publishParsed.
import { NOTE_MAX, type EditorDraft } from '../../../src/api/adminContract';
import { contentModel, type EntityName } from '../../../src/api/model/index';
import { textProblem } from '../../../src/api/model/values';
import type { Db } from '../../db/types';
import { parseContentFile, parseDraftEntity, type ContentFile, type PublishableContent } from './schema';
import { exportContent, getVersion, latestVersionId, publishParsed, type VersionSummary } from './store';

/**
 * What content must pass to be published beside the model's own checks, with its refusal: the media
 * library's (each picture the content shows is described), given by whoever publishes.
 */
export type PublishCheck = (
  db: Db,
  content: ContentFile,
) => { ok: true } | { ok: false; message: string; errors: Record<string, string[]> };

/** The draft, or the published content while there is none, as the editor reads it. */
export type Draft = EditorDraft;

export interface DraftRow {
  content: string;
  based_on: number | null;
  restored_from: number | null;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

export type Refusal =
  | { ok: false; status: 404 | 409; message: string }
  | { ok: false; status: 422; message: string; errors: Record<string, string[]> };

/** A refusal naming the fields that need another look. */
function unfit(message: string, errors: Record<string, string[]>) {
  return { ok: false as const, status: 422 as const, message, errors };
}

export function draftRow(db: Db): DraftRow | undefined {
  return db.prepare('SELECT * FROM content_draft WHERE id = 1').get() as DraftRow | undefined;
}

/** The draft, or the published content when there is none: what the editor shows. */
export function getDraft(db: Db): Draft {
  const published = exportContent(db);
  const latest = latestVersionId(db);
  const row = draftRow(db);
  if (!row) {
    return {
      content: published,
      revision: 0,
      basedOn: latest,
      published: latest,
      restoredFrom: null,
      updatedAt: null,
      updatedBy: null,
      changed: false,
    };
  }
  const content = JSON.parse(row.content) as ContentFile;
  return {
    content,
    revision: row.revision,
    basedOn: row.based_on,
    published: latest,
    restoredFrom: row.restored_from,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    changed: JSON.stringify(content) !== JSON.stringify(published),
  };
}

function writeDraft(
  db: Db,
  content: ContentFile,
  { author, restoredFrom, basedOn }: { author: string | null; restoredFrom: number | null; basedOn: number | null },
): void {
  db.prepare(
    `INSERT INTO content_draft (id, content, based_on, restored_from, revision, updated_at, updated_by)
     VALUES (1, ?, ?, ?, 1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET content = excluded.content, restored_from = excluded.restored_from,
       revision = revision + 1, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(JSON.stringify(content), basedOn, restoredFrom, new Date().toISOString(), author);
}

export interface DraftChange {
  /** Who makes it: the owner's name or email. */
  author: string | null;
  /**
   * The draft's revision the editor last saw: a change made on an older one (another window saved
   * since) is refused with 409 rather than made over what the editor has not seen.
   */
  revision?: number;
}

export const STALE = {
  ok: false as const,
  status: 409 as const,
  message: 'The draft was changed meanwhile, in another window: reload it to see the changes.',
};

/**
 * Saves one entity of the draft (a page's settings record or a whole list, as the editor sends it):
 * validated by the model, rich text sanitised, new items given ids. A draft may leave a required
 * field empty; every other problem is refused with its message by field (422), and nothing changes.
 */
export function saveDraftEntity(
  db: Db,
  entity: string,
  value: unknown,
  { author, revision }: DraftChange,
): { ok: true; draft: Draft } | Refusal {
  if (!Object.hasOwn(contentModel, entity)) return { ok: false, status: 404, message: 'The content has no such part.' };
  const name = entity as EntityName;
  const parsed = parseDraftEntity(name, value);
  if (!parsed.ok) {
    return { ok: false, status: 422, message: 'Some fields need another look.', errors: parsed.errors };
  }
  const save = db.transaction(() => {
    const current = getDraft(db);
    if (revision !== undefined && revision !== current.revision) {
      return {
        ok: false as const,
        status: 409 as const,
        message: 'The draft was changed meanwhile, in another window: reload it.',
      };
    }
    writeDraft(
      db,
      { ...current.content, [name]: parsed.content },
      {
        author,
        restoredFrom: current.restoredFrom,
        basedOn: current.basedOn,
      },
    );
    return { ok: true as const, draft: getDraft(db) };
  });
  return save.immediate();
}

/** Goes back to what is published: the draft is gone. */
export function discardDraft(db: Db): void {
  db.prepare('DELETE FROM content_draft WHERE id = 1').run();
}

/**
 * Makes a version the draft, to look at and publish again. Every version stays in the history: the
 * newer ones too.
 */
export function restoreVersion(
  db: Db,
  id: number,
  { author }: { author: string | null },
): { ok: true; draft: Draft } | Refusal {
  const restore = db.transaction(() => {
    const version = getVersion(db, id);
    if (!version) return { ok: false as const, status: 404 as const, message: 'There is no such version.' };
    const parsed = parseContentFile(version.content, 'draft');
    if (!parsed.ok) return unfit('That version no longer fits the content model.', parsed.errors);
    writeDraft(db, parsed.content, { author, restoredFrom: id, basedOn: latestVersionId(db) });
    return { ok: true as const, draft: getDraft(db) };
  });
  return restore.immediate();
}

/** The note kept with a version in the history, trimmed (null for none), or why it cannot be kept. */
export function checkedNote(note: string | null | undefined): { ok: true; note: string | null } | Refusal {
  const written = note?.trim() ?? '';
  const problem =
    [...written].length > NOTE_MAX ? `Keep the note to at most ${NOTE_MAX} characters.` : textProblem(written);
  if (problem)
    return { ok: false, status: 422, message: 'The note cannot be kept as it is.', errors: { note: [problem] } };
  return { ok: true, note: written || null };
}

/**
 * Content about to go on the site, validated as published content must be (a required field left
 * empty is refused, with its message by field) and passed through `check`: what a publish by hand and
 * a scheduled one (when scheduled, and again at its minute) both ask.
 */
export function publishable(
  db: Db,
  raw: unknown,
  check: PublishCheck,
): { ok: true; content: PublishableContent } | Refusal {
  const parsed = parseContentFile(raw, 'content');
  if (!parsed.ok) return unfit('Some fields need another look before publishing.', parsed.errors);
  const checked = check(db, parsed.content);
  if (!checked.ok) return unfit(checked.message, checked.errors);
  return { ok: true, content: parsed.content };
}

/**
 * Publishes the draft: the whole draft is checked (publishable), then stored as the new version and
 * the draft removed, in one transaction. Visitors never see half of it.
 */
export function publishDraft(
  db: Db,
  { author, revision, note }: DraftChange & { note?: string | null },
  check: PublishCheck,
): { ok: true; version: VersionSummary } | Refusal {
  const kept = checkedNote(note);
  if (!kept.ok) return kept;
  const publish = db.transaction(() => {
    const row = draftRow(db);
    if (!row) return { ok: false as const, status: 409 as const, message: 'There are no changes to publish.' };
    if (revision !== undefined && revision !== row.revision) return STALE;
    const content = publishable(db, JSON.parse(row.content), check);
    if (!content.ok) return content;
    const version = publishParsed(db, content.content, {
      source: 'publish',
      author,
      note: kept.note,
      restoredFrom: row.restored_from,
    });
    discardDraft(db);
    return { ok: true as const, version };
  });
  return publish.immediate();
}
