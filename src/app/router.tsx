// The router: every page of the route contract (src/routes.ts) inside the site's layout. Each page
// is its own chunk, fetched on first visit. The router is react-router's declarative one: the site
// has no loaders or actions, which the data router exists for.
import { use, type ComponentType, type ReactPromise } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { RouteErrorBoundary } from '../layout/RouteErrorBoundary';
import { matchPage, pageRoutes, type PageRoute } from '../routes';
import { OwnFontsOnNewPage } from './OwnFontsOnNewPage';

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

const lazyPages = new Map<PageRoute, LazyPage>(pageRoutes.map((route) => [route, lazyPage(route.load)]));
const pageOf = (route: PageRoute): LazyPage => lazyPages.get(route) ?? lazyPage(route.load);

/** Fetches the code of the page at `pathname`, so that it renders without suspending. */
export async function loadPageAt(pathname: string): Promise<void> {
  await pageOf(matchPage(pathname).route).load();
}

const routesOf = (routes: readonly PageRoute[]) =>
  routes.flatMap((route) => {
    const { Page } = pageOf(route);
    return route.paths.map((path) => <Route key={path} path={path} element={<Page />} />);
  });

/**
 * Every route of the site, in its layout. A failing layout is replaced by the error screen's own
 * frame. `arrivedAt`: the address the browser's document arrived at (OwnFontsOnNewPage).
 */
export function AppRoutes({ arrivedAt }: { arrivedAt?: string }) {
  return (
    <RouteErrorBoundary>
      <OwnFontsOnNewPage arrivedAt={arrivedAt} />
      <Routes>
        <Route element={<AppLayout />}>{routesOf(pageRoutes.filter((route) => !route.area))}</Route>
        <Route element={<AppLayout area />}>{routesOf(pageRoutes.filter((route) => route.area))}</Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
