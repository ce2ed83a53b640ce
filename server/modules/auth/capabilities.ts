// The capabilities of the admin area, each a route plugin under /api/admin. Every one is
// registered behind the session check (401 without a signed-in owner) and, for every change, the
// same-origin and anti-forgery checks; its routes read the owner from request.owner and record what
// they do with context.record(request, action, detail). A new capability is one more entry here.
import { accountRoutes } from './accountRoutes';
import { activityRoutes } from './activityRoutes';
import { editorRoutes } from './editor/editorRoutes';
import type { AdminCapability } from './context';
import { inboxRoutes } from './inboxRoutes';
import { insightsRoutes } from './insightsRoutes';
import { mediaRoutes } from './mediaRoutes';
import { passkeyRoutes } from './passkeys/passkeyRoutes';

export const signedInCapabilities: readonly AdminCapability[] = [
  accountRoutes,
  inboxRoutes,
  insightsRoutes,
  activityRoutes,
  editorRoutes,
  mediaRoutes,
  passkeyRoutes,
];
