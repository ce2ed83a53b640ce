// The route contract: every page of the site, declared once. The router draws these pages; the
// content server reads the same list to choose what it embeds and preloads for a page, which
// status it answers with, and what its sitemap lists. Adding a page means an entry here and the
// page's own folder (README, "Adding a page").
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { EmbeddableCall, SeoPageName } from './api/contract';
import { contactQuery, galleryQuery, paths, productsQuery } from './paths';

export interface PageRoute {
  /** Names the page, and its lazy chunk: the webpackChunkName in `load` must be the same. */
  id: string;
  /** The addresses the page answers, in the router's syntax; a `:param` path is one per value. */
  paths: readonly string[];
  /** Fetches the page's code (its own chunk). */
  load: () => Promise<ComponentType>;
  /** The page's own API calls, embedded by the server beside the app-start ones. */
  calls: readonly EmbeddableCall[];
  /** The page's entry in the content's SEO list (its title and description), if it has one. */
  seo?: SeoPageName;
  /** Whether search engines may list the page (and the sitemap names it). */
  indexable: boolean;
  /** The HTTP status the server answers the page with. */
  status: 200 | 404;
  /** The query parameters (whole numbers) that change what the page draws; the server ignores any other. */
  query?: readonly string[];
}

export const pageRoutes: readonly PageRoute[] = [
  {
    id: 'home',
    paths: [paths.home],
    load: () => import(/* webpackChunkName: "home" */ './pages/home/HomePage').then((m) => m.HomePage),
    calls: [],
    seo: 'home',
    indexable: true,
    status: 200,
  },
  {
    id: 'about',
    paths: [paths.about],
    load: () => import(/* webpackChunkName: "about" */ './pages/about/AboutPage').then((m) => m.AboutPage),
    calls: ['getAboutPage'],
    seo: 'about',
    indexable: true,
    status: 200,
  },
  {
    id: 'services',
    paths: [paths.services, paths.serviceSection],
    load: () => import(/* webpackChunkName: "services" */ './pages/services/ServicesPage').then((m) => m.ServicesPage),
    calls: [],
    seo: 'services',
    indexable: true,
    status: 200,
  },
  {
    id: 'gallery',
    paths: [paths.gallery],
    load: () => import(/* webpackChunkName: "gallery" */ './pages/gallery/GalleryPage').then((m) => m.GalleryPage),
    calls: ['getGalleryPage', 'getGalleryItems'],
    query: [galleryQuery.page],
    seo: 'gallery',
    indexable: true,
    status: 200,
  },
  {
    id: 'products',
    paths: [paths.products],
    load: () => import(/* webpackChunkName: "products" */ './pages/products/ProductsPage').then((m) => m.ProductsPage),
    calls: [],
    query: [productsQuery.category, productsQuery.product],
    seo: 'products',
    indexable: true,
    status: 200,
  },
  {
    id: 'contact',
    paths: [paths.contact],
    load: () => import(/* webpackChunkName: "contact" */ './pages/contact/ContactPage').then((m) => m.ContactPage),
    calls: ['getContactPage'],
    query: [contactQuery.sent],
    seo: 'contact',
    indexable: true,
    status: 200,
  },
  {
    id: 'login',
    paths: [paths.login],
    load: () => import(/* webpackChunkName: "login" */ './pages/login/LoginPage').then((m) => m.LoginPage),
    calls: [],
    indexable: false,
    status: 200,
  },
  {
    id: 'not-found',
    // Last: the catch-all answers every address no other page does.
    paths: [paths.notFound, '*'],
    load: () =>
      import(/* webpackChunkName: "not-found" */ './pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
    calls: [],
    indexable: false,
    status: 404,
  },
];

/** The query of an address as far as `route` draws it: its own parameters with a whole number, in its order. */
export function pageQuery(route: PageRoute, search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of route.query ?? []) {
    const value = given.get(name);
    if (value !== null && /^\d{1,9}$/.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The page at `pathname` (the not-found page when no other matches), with the path that matched. */
export function matchPage(pathname: string): { route: PageRoute; path: string; params: Record<string, string> } {
  for (const route of pageRoutes) {
    for (const path of route.paths) {
      const match = matchPath({ path, end: true }, pathname);
      if (match)
        return { route, path, params: Object.fromEntries(Object.entries(match.params).map(([k, v]) => [k, v ?? ''])) };
    }
  }
  // Unreachable while the last page holds the catch-all, which matches every path.
  throw new Error(`No page answers ${pathname}.`);
}
