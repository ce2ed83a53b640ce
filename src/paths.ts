// Every route path of the site, in one place.
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  serviceSection: '/services/:id',
  gallery: '/gallery',
  products: '/products',
  contact: '/contact',
  notFound: '/404',
  login: '/login',
  // The salon's signed-in area.
  admin: '/admin',
  adminInbox: '/admin/messages',
  adminMessage: '/admin/messages/:id',
  adminMedia: '/admin/media',
  adminActivity: '/admin/activity',
  adminAccount: '/admin/account',
  adminWebsite: '/admin/website/:screen?',
} as const;

/** The address of one of the website editor's screens (its first, the home page, without one). */
export const adminWebsitePath = (screen?: string): string => (screen ? `/admin/website/${screen}` : '/admin/website');

/** The address of one message in the area's inbox. */
export const adminMessagePath = (id: number | string): string => `${paths.adminInbox}/${id}`;

/** The anchor id of a service's section on the services page. */
export const serviceSectionId = (serviceId: number | string): string => `section-service-${serviceId}`;

/** The link to a service's section, e.g. /services/section-service-3. */
export const serviceSectionPath = (serviceId: number | string): string =>
  `${paths.services}/${serviceSectionId(serviceId)}`;

/** Navigation state that keeps the scroll position on a route change. */
export interface NavigationState {
  noScroll?: boolean;
}

/** The query parameter of /login that names the page to return to after signing in. */
export const RETURN_PARAM = 'next';

/** Whether a path is a page of the salon's signed-in area. */
export const inArea = (pathname: string): boolean => pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

/**
 * Where a 401 sends the visitor: /login, remembering the area page they were on, so that signing in
 * brings them back to it (a visitor's page needs no sign-in to return to).
 */
export function signInPathFrom(location: { pathname: string; search: string }): string {
  if (!inArea(location.pathname)) return paths.login;
  return `${paths.login}?${RETURN_PARAM}=${encodeURIComponent(location.pathname + location.search)}`;
}
