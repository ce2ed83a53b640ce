// The route contract: every page of the site, declared once. The router draws these pages; the
// content server reads the same list to choose what it embeds and preloads for a page, which
// status it answers with, and what its sitemap lists. Adding a page means an entry here and the
// page's own folder (docs/architecture.md, "Adding a page").
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
  /**
   * Whether shared caches (a CDN, a caching proxy) may keep the page: the same for every visitor.
   * Unset, the page is `private, no-store`, as anything signed-in or personal must be.
   */
  shared?: boolean;
  /**
   * The query parameters (whole numbers) the server renders the page from (e.g. `['page']`); others, and
   * other values, name the same page.
   */
  query?: readonly string[];
  /**
   * A page of the salon's own area (the sign-in page and the signed-in pages): drawn without the
   * visitor's header and footer. The server keeps its frame (the same for everyone) in a page cache of
   * its own, and answers it `Cache-Control: private, no-store`, never indexed (noindex, Disallow, out of
   * the sitemap) and never framed.
   */
  area?: true;
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
    shared: true,
  },
  {
    id: 'about',
    paths: [paths.about],
    load: () => import(/* webpackChunkName: "about" */ './pages/about/AboutPage').then((m) => m.AboutPage),
    calls: ['getAboutPage'],
    seo: 'about',
    indexable: true,
    status: 200,
    shared: true,
  },
  {
    id: 'services',
    paths: [paths.services, paths.serviceSection],
    load: () => import(/* webpackChunkName: "services" */ './pages/services/ServicesPage').then((m) => m.ServicesPage),
    calls: [],
    seo: 'services',
    indexable: true,
    status: 200,
    shared: true,
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
    shared: true,
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
    shared: true,
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
    shared: true,
  },
  {
    id: 'login',
    paths: [paths.login, paths.join],
    load: () => import(/* webpackChunkName: "login" */ './pages/login/LoginPage').then((m) => m.LoginPage),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
  },
  {
    id: 'admin-inbox',
    paths: [paths.adminInbox, paths.admin],
    load: () => import(/* webpackChunkName: "admin-inbox" */ './pages/admin-inbox/InboxPage').then((m) => m.InboxPage),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
  },
  {
    id: 'admin-message',
    paths: [paths.adminMessage],
    load: () =>
      import(/* webpackChunkName: "admin-message" */ './pages/admin-message/MessagePage').then((m) => m.MessagePage),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
  },
  {
    id: 'admin-media',
    paths: [paths.adminMedia],
    load: () => import(/* webpackChunkName: "admin-media" */ './pages/admin-media/MediaPage').then((m) => m.MediaPage),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
  },
  {
    id: 'admin-activity',
    paths: [paths.adminActivity],
    load: () =>
      import(/* webpackChunkName: "admin-activity" */ './pages/admin-activity/ActivityPage').then(
        (m) => m.ActivityPage,
      ),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
  },
  {
    id: 'admin-insights',
    paths: [paths.adminInsights],
    load: () =>
      import(/* webpackChunkName: "admin-insights" */ './pages/admin-insights/InsightsPage').then(
        (m) => m.InsightsPage,
      ),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
  },
  {
    id: 'admin-account',
    paths: [paths.adminAccount],
    load: () =>
      import(/* webpackChunkName: "admin-account" */ './pages/admin-account/AccountPage').then((m) => m.AccountPage),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
  },
  {
    id: 'admin-team',
    paths: [paths.adminTeam],
    load: () => import(/* webpackChunkName: "admin-team" */ './pages/admin-team/TeamPage').then((m) => m.TeamPage),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
  },
  {
    id: 'admin-website',
    paths: [paths.adminWebsite],
    load: () =>
      import(/* webpackChunkName: "admin-website" */ './pages/admin-website/WebsitePage').then((m) => m.WebsitePage),
    calls: [],
    indexable: false,
    status: 200,
    area: true,
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
    shared: true,
  },
];

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
