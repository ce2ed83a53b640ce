// Renders UI the way the app does: a real store, the real route table (or a given element), a head manager.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes as appRoutes } from '../../src/app/router';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import type { AppServices } from '../../src/app/services';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The URL to start at. */
  route?: string;
  /** Side effects of listeners (alert, navigate); navigation defaults to the test's router. */
  services?: Partial<AppServices>;
  store?: AppStore;
}

/**
 * With `ui`, renders it at `route` inside the providers; without, renders the whole app's route table.
 * Returns the store, the router and a user-event instance.
 */
export function renderWithProviders(ui?: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { preloadedState, route = '/', services, store: givenStore, ...renderOptions } = options;
  const store =
    givenStore ??
    makeStore({
      preloadedState,
      services: { navigate: (to) => void router.navigate(to), alert: () => undefined, ...services },
    });
  const routes: RouteObject[] = ui ? [{ path: '*', element: ui }] : appRoutes;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>
    </Provider>,
    renderOptions,
  );
  return { ...result, store, router, user };
}
