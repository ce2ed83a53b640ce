// The area's navigation list, the entries of the account's role only, with the number of unread
// messages beside Messages.
import { Link, matchPath, useLocation } from 'react-router';
import type { Role } from '../../api/adminContract';
import { useGetMessageCountsQuery } from '../../features/inbox/inboxApi';
import { navItemsFor } from './adminNavItems';

/** `role`: the signed-in account's; until the session is known, no entry shows. */
export function AdminNav({ role }: { role: Role | undefined }) {
  const { pathname } = useLocation();
  const items = role ? navItemsFor(role) : [];
  // New messages show when the account comes back to the tab.
  const { data: counts } = useGetMessageCountsQuery(undefined, {
    skip: !items.some((item) => item.key === 'messages'),
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const unread = counts?.unread ?? 0;

  return (
    <nav className="area-nav" aria-label="Salon area">
      <ul className="area-nav__list">
        {items.map((item) => {
          const current = item.current.some((pattern) => matchPath(pattern, pathname) !== null);
          return (
            <li key={item.key}>
              <Link to={item.to} className="area-nav__link" aria-current={current ? 'page' : undefined}>
                <span>{item.label}</span>
                {item.key === 'messages' && unread > 0 && (
                  <span className="area-nav__badge">
                    {unread}
                    <span className="visually-hidden"> unread</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
