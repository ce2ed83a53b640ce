// The header's links, labels and active state, and the burger's slide-in menu.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Routes, Route } from 'react-router';
import { contentApi } from '../../../src/api/contentApi';
import type { GeneralData } from '../../../src/api/types';
import { Header } from '../../../src/layout/Header';
import { MobileMenu } from '../../../src/layout/MobileMenu';
import { initialUiState, selectMobileMenuOpen } from '../../../src/state/uiSlice';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith, server } from '../../support/apiServer';

const generalData: GeneralData = {
  headerTitles: {
    home_menu_label: 'Start',
    about_menu_label: 'Our story',
    services_menu_label: 'Treatments',
    gallery_menu_label: 'Looks',
    contact_us_menu_label: 'Say hello',
  },
  socialChannels: [
    {
      id: 1,
      name: 'Instagram',
      url: 'https://instagram.com/salon',
      icon_white: 'social/ig-white.svg',
      icon_grey: 'social/ig-grey.svg',
    },
  ],
};

answerApiWith(http.get('*/api/general-data', () => HttpResponse.json({ data: generalData })));

function renderHeader(route = '/') {
  return renderWithProviders(
    <>
      <Header />
      <MobileMenu />
      <Routes>
        <Route path="*" element={<p>Page</p>} />
      </Routes>
    </>,
    { route },
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('links the logo home, named by the words it shows and then "home" (WCAG 2.5.3, label in name)', async () => {
    renderHeader('/about');
    await screen.findByRole('link', { name: 'Our story' });
    const logo = screen.getByRole('banner').querySelector('.site-header__logo');
    expect(logo).toHaveAttribute('href', '/');
    // The words on screen, each line of the wordmark apart.
    const shown = [...(logo?.querySelectorAll('.logo__word > span') ?? [])].map((line) => line.textContent).join(' ');
    expect(shown).not.toBe('');
    expect(logo).toHaveAccessibleName(`${shown}, home`);
  });

  it('labels the five menu links from content, in order', async () => {
    renderHeader();
    await within(mainNav()).findByRole('link', { name: 'Start' });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Start', '/'],
      ['Our story', '/about'],
      ['Treatments', '/services'],
      ['Looks', '/gallery'],
      ['Say hello', '/contact'],
    ]);
  });

  it('falls back to the route names while labels are missing', async () => {
    server.use(
      http.get('*/api/general-data', () => HttpResponse.json({ data: { headerTitles: { about_menu_label: '  ' } } })),
    );
    const { store } = renderHeader();
    await waitFor(() => expect(contentApi.endpoints.getGeneralData.select()(store.getState()).isSuccess).toBe(true));
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'About', 'Services', 'Gallery', 'Contact']);
  });

  it('marks the current page with aria-current', async () => {
    renderHeader('/gallery');
    const active = await within(mainNav()).findByRole('link', { name: 'Looks' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
  });

  it('counts a services deep link as the services page', async () => {
    renderHeader('/services/section-service-2');
    const services = await within(mainNav()).findByRole('link', { name: 'Treatments' });
    expect(services).toHaveAttribute('aria-current', 'page');
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });
});

describe('Header look', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 }));

  it('takes on its scrolled look once the page moves', async () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('site-header--scrolled');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveClass('site-header--scrolled');
    await screen.findByRole('link', { name: 'Start' });
  });
});

describe('MobileMenu', () => {
  it('opens from the burger as a named modal dialog with the links and social icons', async () => {
    const { user, store } = renderHeader('/about');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    // HTML forbids aria-expanded beside `command`: the command itself tells that a dialog opens.
    expect(burger).not.toHaveAttribute('aria-expanded');
    expect(burger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(burger).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(burger);

    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(selectMobileMenuOpen(store.getState())).toBe(true);
    expect(burger).not.toHaveAttribute('aria-expanded');
    expect(within(menu).getByRole('link', { name: 'Our story' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(menu)
        .getAllByRole('link')
        .filter((l) => l.closest('nav')),
    ).toHaveLength(5);
    const instagram = within(menu).getByRole('img', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('src', '/storage/social/ig-white.svg');
    expect(document.getElementById('mobile-menu')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const { user, store } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectMobileMenuOpen(store.getState())).toBe(false);
  });

  it('closes when a link is followed, and the new page is shown', async () => {
    const { user, router } = renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: /Looks/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/gallery');
  });

  it('closes when the link to the current page is clicked', async () => {
    const { user } = renderHeader('/gallery');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: /Looks/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape (the dialog’s cancel event)', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // jsdom does not turn Escape into the native dialog's cancel event; the browser does.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when opened before it has mounted (a tap while the drawn page is still being hydrated)', async () => {
    const { store } = renderWithProviders(<MobileMenu />, {
      route: '/about',
      preloadedState: { ui: { ...initialUiState, mobileMenuOpen: true } },
    });
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    // Effects have run: only a route change closes the menu, not the first look at the route.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(selectMobileMenuOpen(store.getState())).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes on any route change, e.g. the back button', async () => {
    const { user, router } = renderHeader('/about');
    await act(() => router.navigate('/gallery'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.location.pathname).toBe('/about');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
