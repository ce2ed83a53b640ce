// The site's main navigation, labelled from content. The route's own name stands in while a label is
// missing: a menu without words cannot be used, and these names are navigation, not content.
import { useGetGeneralDataQuery } from '../api/contentApi';
import type { FooterTitles, HeaderTitles } from '../api/types';
import { paths } from '../paths';

export interface NavItem {
  key: 'home' | 'about' | 'services' | 'gallery' | 'contact';
  to: string;
  label: string;
  /** Only the exact path counts as active (the home link would otherwise match every page). */
  end: boolean;
}

const label = (value: string | null | undefined, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export function headerNavItems(titles: HeaderTitles | null | undefined): NavItem[] {
  return [
    { key: 'home', to: paths.home, label: label(titles?.home_menu_label, 'Home'), end: true },
    { key: 'about', to: paths.about, label: label(titles?.about_menu_label, 'About'), end: false },
    // Not `end`: /services/section-service-3 is still the services page.
    { key: 'services', to: paths.services, label: label(titles?.services_menu_label, 'Services'), end: false },
    { key: 'gallery', to: paths.gallery, label: label(titles?.gallery_menu_label, 'Gallery'), end: false },
    { key: 'contact', to: paths.contact, label: label(titles?.contact_us_menu_label, 'Contact'), end: false },
  ];
}

export function footerNavItems(titles: FooterTitles | null | undefined): NavItem[] {
  return [
    { key: 'about', to: paths.about, label: label(titles?.about_label, 'About'), end: false },
    { key: 'services', to: paths.services, label: label(titles?.services_label, 'Services'), end: false },
    { key: 'gallery', to: paths.gallery, label: label(titles?.gallery_label, 'Gallery'), end: false },
    { key: 'contact', to: paths.contact, label: label(titles?.contact_us_label, 'Contact'), end: false },
  ];
}

export function useHeaderNavItems(): NavItem[] {
  const { data } = useGetGeneralDataQuery();
  return headerNavItems(data?.headerTitles);
}

export function useFooterNavItems(): NavItem[] {
  const { data } = useGetGeneralDataQuery();
  return footerNavItems(data?.footerTitles);
}
