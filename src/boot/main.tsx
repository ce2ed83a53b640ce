// The app: the store, the router and the first render. When the server has rendered the page already,
// the app hydrates that markup instead of rendering it again. src/boot/entry.ts starts it.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory, type Location } from 'react-router';
import { requestAppStartData } from '../api/contentApi';
import { readEmbeddedData, seedEmbeddedData } from '../api/embeddedData';
import { addressActions } from './addressState';
import { AppProviders } from '../app/AppProviders';
import { DocumentRouter } from '../app/DocumentRouter';
import { AppRoutes, loadPageAt } from '../app/router';
import { ConnectRouterNavigation, routerNavigation } from '../app/RouterNavigation';
import { makeStore } from '../app/store';
import { locationRequested } from '../state/locationSlice';
import { watchInsights } from '../features/insights/watchInsights';
import { qaSessionWanted } from './qaWanted';
import { yieldToMain } from '../yieldToMain';

/** An address: where the browser's document arrived (`location` when its entry script started). */
export type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * Makes the store (from the data the server embedded in the page), asks for the app-start data and
 * fetches the visited page's code, each in a task of its own. Returns the render, for the entry to
 * call once it is ready for the app to take the page. The page on screen was drawn at `arrived`,
 * which the app draws it at too: should the visitor have moved through the history since, the router
 * follows once the app holds the page (DocumentRouter).
 */
export async function prepareApp(root: HTMLElement, arrived: Address): Promise<() => void> {
  // Before the router is drawn (it waits for the page's code when hydrating), a full load navigates.
  const navigation = routerNavigation((to) => window.location.assign(to));
  const store = makeStore({ services: { navigate: navigation.navigate } });
  // The visit counter hears everything from here on, the first page included (its collector comes
  // later). A QA session is a tester recording or replaying, not a visitor: it is not counted.
  if (!qaSessionWanted()) watchInsights(store);
  await yieldToMain();

  // Data the server embedded needs no round trip; the app-start calls then find it cached.
  const embedded = readEmbeddedData(document);
  if (embedded) store.dispatch(seedEmbeddedData(embedded));
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const drawn: Location =
    history.location.pathname === arrived.pathname ? history.location : { ...arrived, state: null, key: 'default' };
  // Each move through the history is told as the visitor makes it (the page was visited, even if the
  // visitor moves on before its code has arrived); the router tells when it shows the page.
  const requested = ({ pathname, search, hash }: Address) =>
    store.dispatch(locationRequested({ pathname, search, hash }));
  requested(drawn);
  await yieldToMain();
  void store.dispatch(requestAppStartData());

  // A rendered page is hydrated with its page's code at hand. Should that code fail to load, or the
  // page arrive empty, the app draws from scratch (a failed page shows the route's error screen).
  const [pageLoaded, drawnAddress] = await Promise.all([
    loadPageAt(drawn.pathname).then(
      () => true,
      () => false,
    ),
    addressActions(drawn.pathname, drawn.search).catch(() => []),
  ]);
  const hydrate = root.firstElementChild !== null && pageLoaded;
  for (const action of drawnAddress) store.dispatch(action);
  await yieldToMain();

  const app = (
    <AppProviders store={store}>
      <DocumentRouter history={history} drawn={drawn} onMove={requested}>
        <ConnectRouterNavigation navigation={navigation} />
        <AppRoutes arrivedAt={drawn.pathname} />
      </DocumentRouter>
    </AppProviders>
  );
  return () => {
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread until the whole page is drawn.
    startTransition(() => {
      if (hydrate) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  };
}
