// The slide-in menu for small screens: the same links as the header, the social icons and a close
// button. Drawn with every page, closed: the burger opens it before the app runs, or without it.
import { useEffect, useRef, type CSSProperties } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../state/hooks';
import { paths } from '../paths';
import { menuClosed, menuOpened, selectMobileMenuOpen } from '../state/uiSlice';
import { Dialog } from '../ui/Dialog';
import { Icon } from '../ui/Icon';
import { useMediaQuery } from '../ui/useMediaQuery';
import { Logo, logoLinkLabel } from './Logo';
import { useHeaderNavItems } from './navItems';
import { SocialLinks } from './SocialLinks';
import './MobileMenu.css';

export const MOBILE_MENU_ID = 'mobile-menu';

export function MobileMenu() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const open = useAppSelector(selectMobileMenuOpen);
  const items = useHeaderNavItems();
  const { pathname } = useLocation();
  const wide = useMediaQuery('(min-width: 992px)');

  // Any navigation (back button included) leaves the menu behind. Only a change of page does: a
  // menu opened while the rendered page was still being hydrated is open when this first runs.
  const menuPathname = useRef(pathname);
  useEffect(() => {
    if (menuPathname.current === pathname) return;
    menuPathname.current = pathname;
    if (selectMobileMenuOpen(store.getState())) dispatch(menuClosed());
  }, [pathname, dispatch, store]);

  // Grown past the burger's breakpoint, the header shows the links itself.
  useEffect(() => {
    if (wide && selectMobileMenuOpen(store.getState())) dispatch(menuClosed());
  }, [wide, dispatch, store]);

  const close = () => dispatch(menuClosed());

  return (
    <Dialog
      id={MOBILE_MENU_ID}
      open={open}
      onOpen={() => dispatch(menuOpened())}
      onClose={close}
      label="Menu"
      className="mobile-menu dark-panel"
    >
      <div className="mobile-menu__panel">
        {/* Close comes first so the dialog's first focus lands on it; CSS puts it on the right. */}
        <div className="mobile-menu__top">
          <button
            type="button"
            className="icon-button mobile-menu__close"
            aria-label="Close"
            commandfor={MOBILE_MENU_ID}
            command="close"
          >
            <Icon name="close" size={22} strokeWidth={1.8} />
          </button>
          <Link
            to={paths.home}
            className="mobile-menu__logo dark-panel__logo"
            aria-label={logoLinkLabel('home')}
            onClick={close}
          >
            <Logo />
          </Link>
        </div>
        <nav className="mobile-menu__nav" aria-label="Main">
          <ul className="mobile-menu__links plain-list">
            {items.map((item, index) => (
              <li key={item.key} style={{ '--i': index } as CSSProperties}>
                <NavLink to={item.to} end={item.end} className="mobile-menu__link" onClick={close}>
                  <span className="mobile-menu__index" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-menu__bottom">
          <SocialLinks variant="white" className="mobile-menu__social" />
        </div>
      </div>
    </Dialog>
  );
}
