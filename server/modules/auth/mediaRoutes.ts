// The media library in the admin area, at /api/admin/media: behind the admin area's session, Origin
// and anti-forgery checks like every other capability. Each change is in the activity log, and tells
// shared caches at once (app.contentChanged): alt texts, focal points and files are part of the pages.
import { adminApiPaths } from '../../../src/api/adminContract';
import { displayName } from '../media';
import { mediaLibraryRoutes, type MediaChange } from '../media';
import { adminRoute } from './area';
import type { AuthRoutes } from './context';

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

export const mediaRoutes: AuthRoutes = async (app, context) => {
  await app.register(mediaLibraryRoutes, {
    prefix: adminRoute(adminApiPaths.media),
    db: context.db,
    mediaDir: context.mediaDir,
    limits: context.mediaLimits,
    tempDir: context.uploadTempDir,
    ffmpeg: context.ffmpeg,
    requestMs: context.requestMs,
    onChange: async (change, request) => {
      context.record(request, ACTIONS[change.action], detailOf(change));
      // A new file is in no page yet; any other change may be.
      if (change.action !== 'uploaded') await app.contentChanged();
    },
  });
};
