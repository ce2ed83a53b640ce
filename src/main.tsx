// Bootstrap: the store, the router and the app-start calls.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { requestAppStartData } from './api/contentApi';
import { readEmbeddedData, seedAppStartData } from './api/embeddedData';
import { routes } from './app/router';
import { makeStore } from './app/store';
import './styles/fonts.css';
import './styles/global.css';

const store = makeStore({ services: { navigate: (to) => void router.navigate(to) } });
const router = createBrowserRouter(routes);

// Data the server embedded in the page needs no round trip; the calls then find it cached.
const embedded = readEmbeddedData(document);
if (embedded) store.dispatch(seedAppStartData(embedded));
void store.dispatch(requestAppStartData());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>
    </Provider>
  </StrictMode>,
);
