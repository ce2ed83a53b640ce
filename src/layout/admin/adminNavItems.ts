// The salon area's navigation: one entry per capability, each shown to the accounts whose role has
// its right (the server refuses the others). A new capability adds its entry here, and its page to the
// route contract.
import { hasRight, type Right, type Role } from '../../api/adminContract';
import { adminWebsitePath, paths } from '../../paths';

export interface AdminNavItem {
  key: string;
  to: string;
  label: string;
  /** The addresses at which the entry is the current page (router patterns). */
  current: readonly string[];
  /** What the account's role must have for the entry to show: none, every account's. */
  right?: Right;
}

export const adminNavItems: readonly AdminNavItem[] = [
  {
    key: 'messages',
    to: paths.adminInbox,
    label: 'Messages',
    current: [paths.admin, paths.adminInbox, paths.adminMessage],
    right: 'messages',
  },
  { key: 'insights', to: paths.adminInsights, label: 'Visits', current: [paths.adminInsights], right: 'visits' },
  { key: 'website', to: adminWebsitePath(), label: 'Website', current: [paths.adminWebsite], right: 'website' },
  { key: 'media', to: paths.adminMedia, label: 'Media', current: [paths.adminMedia], right: 'website' },
  { key: 'team', to: paths.adminTeam, label: 'Team', current: [paths.adminTeam], right: 'team' },
  { key: 'activity', to: paths.adminActivity, label: 'Activity', current: [paths.adminActivity], right: 'team' },
  { key: 'account', to: paths.adminAccount, label: 'Account', current: [paths.adminAccount] },
];

/** The entries an account of `role` sees. */
export const navItemsFor = (role: Role): AdminNavItem[] =>
  adminNavItems.filter((item) => !item.right || hasRight(role, item.right));
