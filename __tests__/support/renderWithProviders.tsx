// Renders UI the way the app does: a real store, the real route table (or a given element), a head manager.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';
import { MediaDetailsProvider } from '../../src/app/MediaDetailsProvider';
import { AppRoutes } from '../../src/app/router';
import { ConnectRouterNavigation, routerNavigation } from '../../src/app/RouterNavigation';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import type { AppServices } from '../../src/state/services';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The URL to start at. */
  route?: string;
  /** Side effects of listeners (alert, navigate); navigation defaults to the test's router. */
  services?: Partial<AppServices>;
  store?: AppStore;
}

/** What a test reads of the router, and how it navigates as the browser's buttons would. */
export interface TestRouter {
  location: Location;
  /** How the current entry was reached: PUSH, REPLACE or POP. */
  action: NavigationType;
  navigate: NavigateFunction;
}

function ExposeRouter({ into }: { into: Partial<TestRouter> }) {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    Object.assign(into, { location, action, navigate });
  });
  return null;
}

/**
 * With `ui`, renders it at `route` inside the providers; without, renders the whole app's route table.
 * Returns the store, the router and a user-event instance.
 */
export function renderWithProviders(ui?: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { preloadedState, route = '/', services, store: givenStore, ...renderOptions } = options;
  const navigation = routerNavigation(() => {
    throw new Error('Navigation before the router was drawn');
  });
  const store =
    givenStore ??
    makeStore({ preloadedState, services: { navigate: navigation.navigate, alert: () => undefined, ...services } });
  const router = {} as TestRouter;
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MediaDetailsProvider>
        <MemoryRouter initialEntries={[route]}>
          <ConnectRouterNavigation navigation={navigation} />
          <ExposeRouter into={router} />
          {ui ? (
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          ) : (
            <AppRoutes />
          )}
        </MemoryRouter>
      </MediaDetailsProvider>
    </Provider>,
    renderOptions,
  );
  return { ...result, store, router, user };
}
