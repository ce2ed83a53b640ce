// What each entry of the activity log means, in words an owner reads at a glance. An action this
// site does not know yet (a newer server's) is shown as it is named.
import type { ActivityEntry } from '../../api/adminContract';
import { PASSKEY_ACTIVITY, PASSKEY_WARNINGS } from '../../api/passkeyContract';

const SENTENCES: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in (wrong email or password)',
  'sign-in-throttled': 'Sign-ins slowed down after repeated failures',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  'session-expired': 'Session ended after a time without use',
  'password-changed': 'Password changed',
  'password-set': 'Password set (the account had passkeys only)',
  'password-change-failed': 'Password change refused (not confirmed by the current password or a passkey)',
  'owner-added': 'Account added',
  'owner-removed': 'Account removed',
  'role-changed': 'Role changed',
  'member-signed-out': 'Signed out everywhere by an owner',
  'message-archived': 'Message archived',
  'message-restored': 'Message moved back to the inbox',
  'message-deleted': 'Message deleted',
  'content-published': 'Website changes published',
  'content-imported': 'Content imported from a file',
  'draft-saved': 'Website draft saved',
  'draft-discarded': 'Website draft discarded',
  'version-restored': 'Website version restored',
  'publish-scheduled': 'Website changes scheduled to publish',
  'schedule-cancelled': 'Scheduled publish cancelled',
  'published-as-scheduled': 'Website changes published as scheduled',
  'scheduled-publish-failed': 'Scheduled publish failed: nothing was published',
  'time-zone-changed': 'The salon’s time zone changed',
  'media-uploaded': 'File uploaded to the media library',
  'media-replaced': 'File replaced in the media library',
  'media-described': 'Alt text or focal point changed in the media library',
  'media-deleted': 'File deleted from the media library',
  'weekly-report-on': 'Weekly report by email turned on',
  'weekly-report-off': 'Weekly report by email turned off',
  ...PASSKEY_ACTIVITY,
};

export function activitySentence(entry: Pick<ActivityEntry, 'action'>): string {
  return SENTENCES[entry.action] ?? entry.action.replace(/[-_]+/g, ' ');
}

/** Entries an owner should look at twice. */
export const isWarning = (entry: Pick<ActivityEntry, 'action'>) =>
  entry.action === 'sign-in-failed' ||
  entry.action === 'sign-in-throttled' ||
  entry.action === 'password-change-failed' ||
  entry.action === 'scheduled-publish-failed' ||
  PASSKEY_WARNINGS.has(entry.action);
