// The salon area's navigation: one entry per capability. A new capability (the content editor, the
// media library) adds its entry here, and its page to the route contract.
import { adminWebsitePath, paths } from '../../paths';

export interface AdminNavItem {
  key: string;
  to: string;
  label: string;
  /** The addresses at which the entry is the current page (router patterns). */
  current: readonly string[];
}

export const adminNavItems: readonly AdminNavItem[] = [
  {
    key: 'messages',
    to: paths.adminInbox,
    label: 'Messages',
    current: [paths.admin, paths.adminInbox, paths.adminMessage],
  },
  { key: 'insights', to: paths.adminInsights, label: 'Visits', current: [paths.adminInsights] },
  { key: 'website', to: adminWebsitePath(), label: 'Website', current: [paths.adminWebsite] },
  { key: 'media', to: paths.adminMedia, label: 'Media', current: [paths.adminMedia] },
  { key: 'activity', to: paths.adminActivity, label: 'Activity', current: [paths.adminActivity] },
  { key: 'account', to: paths.adminAccount, label: 'Account', current: [paths.adminAccount] },
];
