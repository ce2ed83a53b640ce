// What wraps the router in the browser and in the server render alike: hydration needs both
// trees to be the same.
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MediaDetailsProvider } from './MediaDetailsProvider';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <MediaDetailsProvider>{children}</MediaDetailsProvider>
      </Provider>
    </StrictMode>
  );
}
