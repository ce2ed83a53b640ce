// The app: the store, the router and the first render. When the server has rendered the page already,
// the app hydrates that markup instead of rendering it again. src/boot/entry.ts starts it.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { requestAppStartData } from '../api/contentApi';
import { readEmbeddedData, seedEmbeddedData } from '../api/embeddedData';
import { addressActions } from './addressState';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes, loadPageAt } from '../app/router';
import { ConnectRouterNavigation, routerNavigation } from '../app/RouterNavigation';
import { makeStore } from '../app/store';
import { watchInsights } from '../features/insights/watchInsights';
import { qaSessionWanted } from './qaWanted';
import { yieldToMain } from '../yieldToMain';

/**
 * Makes the store (from the data the server embedded in the page), asks for the app-start data and
 * fetches the visited page's code, each in a task of its own. Returns the render, for the entry to
 * call once it is ready for the app to take the page.
 */
export async function prepareApp(root: HTMLElement): Promise<() => void> {
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
  for (const action of addressActions(window.location.pathname, window.location.search)) store.dispatch(action);
  await yieldToMain();
  void store.dispatch(requestAppStartData());

  // A rendered page is hydrated with its page's code at hand. Should that code fail to load, or the
  // page arrive empty, the app draws from scratch (a failed page shows the route's error screen).
  const hydrate =
    root.firstElementChild !== null &&
    (await loadPageAt(window.location.pathname).then(
      () => true,
      () => false,
    ));
  await yieldToMain();

  const app = (
    <AppProviders store={store}>
      <BrowserRouter>
        <ConnectRouterNavigation navigation={navigation} />
        <AppRoutes arrivedAt={window.location.pathname} />
      </BrowserRouter>
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
