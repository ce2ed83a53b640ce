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
  /** An invitation's link: the token after # (never sent to a server). */
  join: '/join',
  // The salon's signed-in area.
  admin: '/admin',
  adminInbox: '/admin/messages',
  adminMessage: '/admin/messages/:id',
  adminMedia: '/admin/media',
  adminActivity: '/admin/activity',
  adminInsights: '/admin/insights',
  adminAccount: '/admin/account',
  adminTeam: '/admin/team',
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

/** The query parameters of the products page's address: the category shown and the product open. */
export const productsQuery = { category: 'category', product: 'product' } as const;

/** The gallery's address with its photos up to page n (?page=n), which the server renders without the app. */
export const galleryQuery = { page: 'page' } as const;

/** The most pages of photos the server renders at once (a ?page past it draws up to this one). */
export const GALLERY_MAX_DRAWN_PAGES = 50;

/** The contact page's address after a message was sent without the app (?sent=1): it says so. */
export const contactQuery = { sent: 'sent' } as const;

/** A whole number from an address's query (an id, a page), or null. */
export function queryId(value: string | null | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The products page's address with a category shown and, optionally, a product open. */
export function productsPath(categoryId?: number | null, productId?: number | null): string {
  const query = new URLSearchParams();
  if (categoryId != null) query.set(productsQuery.category, String(categoryId));
  if (productId != null) query.set(productsQuery.product, String(productId));
  const search = query.toString();
  return search ? `${paths.products}?${search}` : paths.products;
}

/** The category and product an address of the products page names (null for none). */
export function readProductsAddress(search: string): { categoryId: number | null; productId: number | null } {
  const query = new URLSearchParams(search);
  return {
    categoryId: queryId(query.get(productsQuery.category)),
    productId: queryId(query.get(productsQuery.product)),
  };
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
