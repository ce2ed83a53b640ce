// The area's navigation list, with the number of unread messages beside Messages.
import { Link, matchPath, useLocation } from 'react-router';
import { useGetMessageCountsQuery } from '../../features/inbox/inboxApi';
import { adminNavItems } from './adminNavItems';

export function AdminNav({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  // New messages show when the owner comes back to the tab.
  const { data: counts } = useGetMessageCountsQuery(undefined, {
    skip: !signedIn,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const unread = counts?.unread ?? 0;

  return (
    <nav className="area-nav" aria-label="Salon area">
      <ul className="area-nav__list">
        {adminNavItems.map((item) => {
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
