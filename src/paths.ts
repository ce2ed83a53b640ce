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
} as const;

/** The anchor id of a service's section on the services page. */
export const serviceSectionId = (serviceId: number | string): string => `section-service-${serviceId}`;

/** The link to a service's section, e.g. /services/section-service-3. */
export const serviceSectionPath = (serviceId: number | string): string =>
  `${paths.services}/${serviceSectionId(serviceId)}`;

/** Navigation state that keeps the scroll position on a route change. */
export interface NavigationState {
  noScroll?: boolean;
}
