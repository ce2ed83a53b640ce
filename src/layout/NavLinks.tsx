// The site's menu links as the header and the footer list them, classed after their block:
// `{block}__nav`, `{block}__links`, `{block}__link`.
import { Link, NavLink } from 'react-router';
import type { NavItem } from './navItems';

export interface NavLinksProps {
  block: string;
  /** The navigation's accessible name. */
  label: string;
  items: NavItem[];
  /** Marks the current page's link (aria-current, `active`): the header does, the footer does not. */
  current?: boolean;
}

export function NavLinks({ block, label, items, current = false }: NavLinksProps) {
  const className = `${block}__link`;
  return (
    <nav className={`${block}__nav`} aria-label={label}>
      <ul className={`${block}__links plain-list`}>
        {items.map((item) => (
          <li key={item.key}>
            {current ? (
              <NavLink to={item.to} end={item.end} className={className}>
                {item.label}
              </NavLink>
            ) : (
              <Link to={item.to} className={className}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
