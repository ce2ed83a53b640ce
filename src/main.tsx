// The app's start: the store, the router and the app-start calls, then the first render. When the
// server has rendered the page already, the app hydrates that markup instead of drawing it again.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { requestAppStartData } from './api/contentApi';
import { readEmbeddedData, seedEmbeddedData } from './api/embeddedData';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, loadPageAt } from './app/router';
import { ConnectRouterNavigation, routerNavigation } from './app/RouterNavigation';
import { SERVER_HEAD_ATTRIBUTE } from './app/serverHead';
import { makeStore } from './app/store';

// Before the router is drawn (it waits for the page's code when hydrating), a full load navigates.
const navigation = routerNavigation((to) => window.location.assign(to));
const store = makeStore({ services: { navigate: navigation.navigate } });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

function start(root: HTMLElement, hydrate: boolean) {
  const app = (
    <AppProviders store={store}>
      <BrowserRouter>
        <ConnectRouterNavigation navigation={navigation} />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // React writes the head's title and meta tags itself; the server's copies would linger.
  document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is drawn.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

/** Lets the browser paint and answer input between start-up steps, so that none holds it for long. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(root: HTMLElement) {
  await yieldToBrowser();
  // Data the server embedded in the page needs no round trip; the calls then find it cached.
  const embedded = readEmbeddedData(document);
  if (embedded) store.dispatch(seedEmbeddedData(embedded));
  await yieldToBrowser();
  void store.dispatch(requestAppStartData());
  if (!root.firstElementChild) {
    start(root, false);
    return;
  }
  await yieldToBrowser();
  // The page's code fails to load: a render from scratch shows the route's error screen.
  const loaded = await loadPageAt(window.location.pathname).then(
    () => true,
    () => false,
  );
  await yieldToBrowser();
  start(root, loaded);
}

void boot(container);
