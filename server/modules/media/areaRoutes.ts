// The media module's part of the admin area, behind its session, Origin and anti-forgery checks
// (auth's signedIn): the media library at /api/admin/media, and the stored media the editor's pickers
// choose from. Each change to the library is in the activity log, and tells shared caches at once
// (app.contentChanged): alt texts, focal points and files are part of the pages.
import { adminApiPaths } from '../../../src/api/adminContract';
import { adminRoute, recordOwnerActivity, signedIn } from '../auth';
import { displayName } from './library';
import { libraryRoutes, MEDIA_LIST_MAX, type MediaChange } from './libraryRoutes';
import { listStoredMedia, storedMediaQuery } from './storedMedia';
import type { MediaUploadLimits } from './uploads';

const ACTIONS: Record<MediaChange['action'], string> = {
  uploaded: 'media-uploaded',
  replaced: 'media-replaced',
  described: 'media-described',
  deleted: 'media-deleted',
};

/** What the log says of the item: its name as uploaded and where it is stored. */
function detailOf({ action, item }: MediaChange): string {
  const named = `${displayName(item.original_name)} (${item.path})`;
  if (action !== 'described') return named;
  const said = item.decorative ? 'decorative' : item.alt ? `alt text “${item.alt}”` : 'no alt text';
  const focal = item.focal
    ? `, focal point ${Math.round(item.focal.x * 100)}% × ${Math.round(item.focal.y * 100)}%`
    : '';
  return `${named}: ${said}${focal}`;
}

export interface MediaLibraryRoutesOptions {
  /** The stored media (MEDIA_DIR). */
  mediaDir: string;
  /** What one upload to the media library may hold. */
  limits: MediaUploadLimits;
  /** Where uploads wait while they are checked (the system's temporary folder by default). */
  tempDir?: string | undefined;
  /** The ffmpeg that cleans uploaded videos of their metadata, or null (videos are then refused). */
  ffmpeg: string | null;
  /** The server's whole-request deadline, which uploads extend by their size. */
  requestMs: number;
  /** How much lower than the server's the covers' process runs (imageEncoder.ts; its default otherwise). */
  encoderNiceness?: number | undefined;
}

export const mediaLibraryRoutes = signedIn<MediaLibraryRoutesOptions>(async (app, options) => {
  await app.register(libraryRoutes, {
    prefix: adminRoute(adminApiPaths.media),
    db: app.db,
    mediaDir: options.mediaDir,
    limits: options.limits,
    tempDir: options.tempDir,
    ffmpeg: options.ffmpeg,
    requestMs: options.requestMs,
    encoderNiceness: options.encoderNiceness,
    onChange: async (change, request) => {
      recordOwnerActivity(app.db, request, ACTIONS[change.action], detailOf(change));
      // A new file is in no page yet; any other change may be.
      if (change.action !== 'uploaded') await app.contentChanged();
    },
  });

  app.get(adminRoute(adminApiPaths.contentMedia), async (request, reply) => {
    const query = storedMediaQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ message: `kind is image, video or pdf; limit at most ${MEDIA_LIST_MAX}; offset from 0.` });
    }
    const { kind, ...page } = query.data;
    return listStoredMedia(app.db, kind, page);
  });
}, 'website');
