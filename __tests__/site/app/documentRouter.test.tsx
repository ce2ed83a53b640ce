// The app's router hydrates the page at the address it was drawn at, then follows the history: a back
// or forward made before the app holds the page (WebKit moves within the document after a reload)
// is shown once the page is the app's, and the server's markup is kept, not thrown away and drawn again.
import { act, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  BrowserRouter,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  UNSAFE_createBrowserHistory,
  type Location,
} from 'react-router';
import { DocumentRouter } from '../../../src/app/DocumentRouter';
import { PageDrawn } from '../../../src/layout/pageDrawn';

/** As in the app: the routed page inside a Suspense boundary, with the mark that it is drawn. */
function Layout({ marked = true }: { marked?: boolean }) {
  return (
    <main>
      <Suspense fallback={<p>Loading</p>}>
        <Outlet />
        {marked && <PageDrawn />}
      </Suspense>
    </main>
  );
}

const routes = (layout: ReactNode) => (
  <Routes>
    <Route element={layout}>
      <Route path="/about" element={<h1>About the salon</h1>} />
      <Route path="/services" element={<h1>Our services</h1>} />
    </Route>
  </Routes>
);
const pages = routes(<Layout />);

// Rendering through react-dom itself (hydrateRoot) rather than Testing Library: say so to React's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const drawnAtServices: Location = { pathname: '/services', search: '', hash: '', state: null, key: 'default' };

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  window.history.replaceState(null, '', '/services');
  container = document.createElement('div');
  container.innerHTML = renderToString(<StaticRouter location="/services">{pages}</StaticRouter>);
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Hydrates the server's markup with `router`; returns the errors React recovered from. */
async function hydrate(router: ReactNode): Promise<unknown[]> {
  const recovered: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, router, { onRecoverableError: (error) => recovered.push(error) });
  });
  return recovered;
}

const heading = () => container.querySelector('h1')?.textContent;

it('hydrates the page it was drawn at, then shows where the visitor went back to meanwhile', async () => {
  // The visitor went back while the app's code was loading.
  window.history.pushState(null, '', '/about');
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });

  const recovered = await hydrate(
    <DocumentRouter history={history} drawn={drawnAtServices}>
      {pages}
    </DocumentRouter>,
  );

  expect(recovered).toEqual([]);
  expect(heading()).toBe('About the salon');
  expect(container.querySelectorAll('h1')).toHaveLength(1);
});

it('holds a move made before the page is drawn, and shows the last one once it is, telling each as it is made', async () => {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const moves: string[] = [];
  const onMove = ({ pathname }: Location) => moves.push(pathname);
  container.innerHTML = '';
  root = createRoot(container);
  const draw = (marked: boolean) => (
    <DocumentRouter history={history} drawn={history.location} onMove={onMove}>
      {routes(<Layout marked={marked} />)}
    </DocumentRouter>
  );
  await act(async () => root?.render(draw(false)));
  await act(async () => {
    window.history.pushState(null, '', '/gallery');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(heading()).toBe('Our services');
  // The page the visitor passed through is never shown, and the move to it is told all the same.
  expect(moves).toEqual(['/gallery', '/about']);

  await act(async () => root?.render(draw(true)));
  expect(heading()).toBe('About the salon');
  expect(moves).toEqual(['/gallery', '/about']);
});

it('keeps the markup it hydrated when the address has not changed', async () => {
  const serverHeading = container.querySelector('h1');
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const recovered = await hydrate(
    <DocumentRouter history={history} drawn={history.location}>
      {pages}
    </DocumentRouter>,
  );
  expect(recovered).toEqual([]);
  expect(container.querySelector('h1')).toBe(serverHeading);
});

it('follows back and forward once it holds the page', async () => {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  await hydrate(
    <DocumentRouter history={history} drawn={history.location}>
      {pages}
    </DocumentRouter>,
  );
  await act(async () => {
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(heading()).toBe('About the salon');
});

it('is needed: a router that reads the address as it hydrates throws the markup away', async () => {
  window.history.pushState(null, '', '/about');
  const recovered = await hydrate(<BrowserRouter>{pages}</BrowserRouter>);
  expect(recovered).toHaveLength(1);
  expect(heading()).toBe('About the salon');
});
