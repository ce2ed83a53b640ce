// The one check every page makes: is this a QA session? Only then is the QA chunk fetched.
import { isPublicPath } from '../features/insights/pageCounter';

/** Where a tab keeps its QA session (recording or replaying) across navigations and reloads. */
export const QA_SESSION_KEY = 'salon-qa-session';

/**
 * True with ?qa=record or ?qa=replay in the address, or while a session is under way in this tab;
 * never on the salon's own pages, whose messages and accounts no recording may hold.
 */
export function qaSessionWanted(): boolean {
  try {
    if (!isPublicPath(window.location.pathname)) return false;
    return /[?&]qa=(record|replay)\b/.test(window.location.search) || sessionStorage.getItem(QA_SESSION_KEY) !== null;
  } catch {
    // Storage refused (a sandboxed frame, say): no session.
    return false;
  }
}
