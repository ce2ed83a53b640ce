// The editor's screens, one per page of the site and one for what every page shares, and the history.
import { Link } from 'react-router';
import { adminWebsitePath } from '../../paths';
import { editorScreens, HISTORY_SCREEN } from './screens';

export function ScreenNav({ current }: { current: string }) {
  const items = [...editorScreens.map(({ key, label }) => ({ key, label })), { key: HISTORY_SCREEN, label: 'History' }];
  return (
    <nav className="screen-nav" aria-label="Parts of the website">
      <ul className="screen-nav__list inline-list">
        {items.map(({ key, label }) => (
          <li key={key}>
            <Link to={adminWebsitePath(key)} className="area-pill" aria-current={key === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
