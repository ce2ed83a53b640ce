// The route table. Pages are lazy: each is its own chunk, fetched on first visit. The router is
// react-router's declarative one: the site has no loaders or actions, and the data router would add
// about 15 KB gzip to every first page for features it would not use.
import { use, type ComponentType, type ReactPromise } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { RouteErrorBoundary } from '../layout/RouteErrorBoundary';
import { paths } from './paths';

/** A page whose code arrives on demand. */
interface LazyPage {
  Page: ComponentType;
  /** Fetches the page's code; the app awaits it before hydrating, so the first render needs nothing more. */
  load: () => PromiseLike<unknown>;
}

function lazyPage(importPage: () => Promise<ComponentType>): LazyPage {
  let loading: ReactPromise<ComponentType> | undefined;
  const load = () => {
    if (!loading) {
      const promise = importPage();
      // Settled, the promise says so in the fields React's use() reads (the types name them): use()
      // then returns the page at once instead of suspending for a moment first.
      promise.then(
        (value) => Object.assign(promise, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
      );
      loading = promise;
    }
    return loading;
  };
  function Page() {
    // Loaded (the app loads the page's code before hydrating): drawn at once. Not yet: suspends until
    // it is, and a navigation keeps the previous page on screen meanwhile. A chunk that fails to
    // arrive throws to the route's error boundary, which offers a reload (as with React.lazy, the
    // failure is kept: trying again while drawing would try again on every render).
    const Component = use(load());
    // The page's own component, the same one on every render: nothing is created here.
    // eslint-disable-next-line react-hooks/static-components
    return <Component />;
  }
  return { Page, load };
}

const home = lazyPage(() => import(/* webpackChunkName: "home" */ '../pages/home/HomePage').then((m) => m.HomePage));
const about = lazyPage(() =>
  import(/* webpackChunkName: "about" */ '../pages/about/AboutPage').then((m) => m.AboutPage),
);
const services = lazyPage(() =>
  import(/* webpackChunkName: "services" */ '../pages/services/ServicesPage').then((m) => m.ServicesPage),
);
const gallery = lazyPage(() =>
  import(/* webpackChunkName: "gallery" */ '../pages/gallery/GalleryPage').then((m) => m.GalleryPage),
);
const products = lazyPage(() =>
  import(/* webpackChunkName: "products" */ '../pages/products/ProductsPage').then((m) => m.ProductsPage),
);
const contact = lazyPage(() =>
  import(/* webpackChunkName: "contact" */ '../pages/contact/ContactPage').then((m) => m.ContactPage),
);
const login = lazyPage(() =>
  import(/* webpackChunkName: "login" */ '../pages/login/LoginPage').then((m) => m.LoginPage),
);
const notFound = lazyPage(() =>
  import(/* webpackChunkName: "not-found" */ '../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);

const pageRoutes: { path: string; page: LazyPage }[] = [
  { path: paths.home, page: home },
  { path: paths.about, page: about },
  { path: paths.services, page: services },
  { path: paths.serviceSection, page: services },
  { path: paths.gallery, page: gallery },
  { path: paths.products, page: products },
  { path: paths.contact, page: contact },
  { path: paths.login, page: login },
  { path: paths.notFound, page: notFound },
  { path: '*', page: notFound },
];

/** Fetches the code of the page at `pathname`, so that it renders without suspending. */
export async function loadPageAt(pathname: string): Promise<void> {
  const matches = matchRoutes(pageRoutes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => route.page.load()));
}

/** Every route of the site, in its layout. A failing layout is replaced by the error screen's own frame. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<AppLayout />}>
          {pageRoutes.map(({ path, page: { Page } }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
