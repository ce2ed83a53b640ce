// The content editor: the draft (read, saved one entity at a time, discarded), publishing it (now, or
// at a set time: scheduleRoutes.ts), the history of published versions (listed, read, restored into
// the draft) and the preview of any page rendered from the draft or a version. Signed-in routes of the
// admin area (auth's signedIn). Every change is in the activity log; a publish tells shared caches at
// once (app.contentChanged), and cancels the publish scheduled, which it makes moot.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminApiPaths,
  DRAFT_SAVE_LIMIT,
  VERSIONS_PAGE_SIZE,
  type DraftStatus,
  type EditorDraft,
} from '../../../src/api/adminContract';
import { contentModel } from '../../../src/api/model/index';
import { matchPage } from '../../../src/routes';
import { adminRoute, recordDraftSave, recordOwnerActivity, signedIn } from '../auth';
import { refuse, shapeProblems, SHARED_FIELD_PROBLEMS } from './bodyShape';
import { discardDraft, getDraft, restoreVersion, saveDraftEntity, type PublishCheck } from './drafts';
import type { PagePreview } from './pagePreview';
import { publishNow } from './schedule';
import { scheduleRoutes } from './scheduleRoutes';
import { whenScheduled } from './scheduleTimes';
import { getVersion, listVersions } from './store';

const saveBody = z.strictObject({ value: z.unknown(), revision: z.number().int().nonnegative() });
const publishBody = z.strictObject({
  note: z.string().optional(),
  revision: z.number().int().nonnegative().optional(),
});
const PUBLISH_FIELD_PROBLEMS = { ...SHARED_FIELD_PROBLEMS, body: 'Send the note and the revision as a JSON object.' };
const ID = /^[1-9]\d{0,14}$/;

/** The draft's standing without its content: what a save answers, small whatever the content's size. */
const statusOf = ({ content: _content, ...status }: EditorDraft): DraftStatus => status;

function versionId(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: string }).id ?? '';
  return ID.test(raw) ? Number(raw) : null;
}

const noSuchVersion = (reply: FastifyReply) => reply.code(404).send({ message: 'There is no such version.' });

/** The public page a preview shows: a path of the route contract outside the admin area. */
function previewedPath(raw: unknown): string | null {
  if (raw === undefined) return '/';
  if (typeof raw !== 'string' || raw.length > 200 || !/^\/(?!\/)[\w\-/.]*$/.test(raw)) return null;
  const { route } = matchPage(raw);
  return route.area || route.status !== 200 ? null : raw;
}

export interface EditorRoutesOptions {
  /** Renders a page of the site from a draft or a version (the site module's). */
  preview: PagePreview;
  /** What the draft must pass to be published beside the model (the media library's: pictures described). */
  checkBeforePublish: PublishCheck;
  /** The clock schedules are measured against (Date.now unless given). */
  now?: () => number;
}

export const editorRoutes = signedIn<EditorRoutesOptions>(
  async (app, { preview, checkBeforePublish, now = Date.now }) => {
    const { db } = app;
    await app.register(scheduleRoutes, { checkBeforePublish, now });
    const author = (request: FastifyRequest) => request.owner.email;
    const record = (request: FastifyRequest, action: string, detail?: string) =>
      recordOwnerActivity(db, request, action, detail);

    app.get(adminRoute(adminApiPaths.contentDraft), async () => ({ data: getDraft(db) }));

    app.put(
      adminRoute(adminApiPaths.contentDraftEntity(':entity')),
      { bodyLimit: DRAFT_SAVE_LIMIT },
      async (request, reply) => {
        const { entity = '' } = request.params as { entity?: string };
        if (!Object.hasOwn(contentModel, entity))
          return reply.code(404).send({ message: 'The content has no such part.' });
        const body = saveBody.safeParse(request.body);
        if (!body.success) {
          return reply.code(400).send({ message: 'Send the value and the revision of the draft it was edited on.' });
        }
        const saved = saveDraftEntity(db, entity, body.data.value, {
          author: author(request),
          revision: body.data.revision,
        });
        if (!saved.ok) return refuse(reply, saved);
        recordDraftSave(db, {
          account: request.owner.email,
          address: request.ip,
          part: entity,
          revision: saved.draft.revision,
        });
        return { data: statusOf(saved.draft) };
      },
    );

    app.delete(adminRoute(adminApiPaths.contentDraft), async (request) => {
      const { changed, revision } = getDraft(db);
      discardDraft(db);
      if (revision > 0) record(request, 'draft-discarded', changed ? undefined : 'it held no changes');
      return { data: getDraft(db) };
    });

    app.post(adminRoute(adminApiPaths.contentPublish), async (request, reply) => {
      const body = publishBody.safeParse(request.body ?? {});
      if (!body.success) {
        return reply.code(422).send(shapeProblems(body.error, PUBLISH_FIELD_PROBLEMS));
      }
      const published = publishNow(db, { author: author(request), ...body.data }, checkBeforePublish, now());
      if (!published.ok) return refuse(reply, published);
      const { version, cancelled } = published;
      const restored = version.restoredFrom === null ? '' : ` (restored from version ${version.restoredFrom})`;
      record(
        request,
        'content-published',
        `version ${version.id}${restored}${version.note ? `: ${version.note}` : ''}`,
      );
      if (cancelled) {
        const when = whenScheduled(cancelled.date, cancelled.time, cancelled.timeZone);
        record(request, 'schedule-cancelled', `the publish for ${when}: the draft was published by hand`);
        app.scheduleChanged();
      }
      await app.contentChanged();
      return { data: version };
    });

    app.get(adminRoute(adminApiPaths.contentVersions), async (request, reply) => {
      const { before } = request.query as { before?: string };
      if (before !== undefined && !ID.test(before)) return reply.code(400).send({ message: 'before is a version id.' });
      return { data: listVersions(db, { limit: VERSIONS_PAGE_SIZE, before: before ? Number(before) : undefined }) };
    });

    app.get(adminRoute(adminApiPaths.contentVersion(':id')), async (request, reply) => {
      const id = versionId(request);
      const version = id === null ? null : getVersion(db, id);
      return version ? { data: { ...version.summary, content: version.content } } : noSuchVersion(reply);
    });

    app.post(adminRoute(adminApiPaths.contentRestore(':id')), async (request, reply) => {
      const id = versionId(request);
      if (id === null) return noSuchVersion(reply);
      const restored = restoreVersion(db, id, { author: author(request) });
      if (!restored.ok) return refuse(reply, restored);
      record(request, 'version-restored', `version ${id}, into the draft`);
      return { data: restored.draft };
    });

    app.get(adminRoute(adminApiPaths.contentPreview), async (request, reply) => {
      const { page, version } = request.query as { page?: unknown; version?: unknown };
      const pathname = previewedPath(page);
      if (pathname === null) return reply.code(400).send({ message: 'page is the address of a page of the site.' });
      if (version !== undefined) {
        const id = typeof version === 'string' && ID.test(version) ? Number(version) : null;
        const found = id === null ? null : getVersion(db, id);
        if (!found) return noSuchVersion(reply);
        const label = `version ${found.summary.id}, of ${found.summary.createdAt.slice(0, 16).replace('T', ' ')} UTC`;
        return preview(request, reply, { pathname, content: found.content, label });
      }
      return preview(request, reply, { pathname, content: getDraft(db).content, label: 'your draft' });
    });
  },
  'website',
);
