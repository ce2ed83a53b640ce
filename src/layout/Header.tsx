// The sticky site header: logo, the five menu links and, below 992 px, the burger that opens the menu
// through the browser itself, with the app or without (the store follows the menu). The burger
// carries no aria-expanded: HTML forbids it beside `command`, which tells assistive technology
// itself that the button opens a dialog.
import { Link } from 'react-router';
import { paths } from '../paths';
import { Icon } from '../ui/Icon';
import { Logo, logoLinkLabel } from './Logo';
import { MOBILE_MENU_ID } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { useHeaderNavItems } from './navItems';
import { useScrolledPast } from './useScrolledPast';
import './Header.css';

export function Header() {
  const items = useHeaderNavItems();
  const scrolled = useScrolledPast();

  return (
    <header className={['site-header', scrolled ? 'site-header--scrolled' : ''].filter(Boolean).join(' ')}>
      <div className="container site-header__inner">
        <Link to={paths.home} className="site-header__logo" aria-label={logoLinkLabel('home')}>
          <Logo />
        </Link>
        <NavLinks block="site-header" label="Main" items={items} current />
        <button
          type="button"
          className="icon-button site-header__burger"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-controls={MOBILE_MENU_ID}
          commandfor={MOBILE_MENU_ID}
          command="show-modal"
        >
          <Icon name="menu" size={24} />
        </button>
      </div>
    </header>
  );
}
