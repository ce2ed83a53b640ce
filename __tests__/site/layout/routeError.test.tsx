// The route error screen inside the layout (lost chunk, anything else) and standalone, and the
// boundaries that show it.
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore } from '../../../src/app/store';
import { AppLayout } from '../../../src/layout/AppLayout';
import { isChunkLoadError } from '../../../src/layout/RouteError';
import { RouteErrorBoundary } from '../../../src/layout/RouteErrorBoundary';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith } from '../../support/apiServer';

answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: [] })),
);

// React reports the thrown errors on the console; that is the point of these tests.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function chunkError(): Error {
  const error = new Error('Loading chunk 7 failed. (error: http://localhost/static/js/about.1234abcd.chunk.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function Throws({ error = new Error('A bug in the page') }: { error?: Error }): never {
  throw error;
}

/** The site's layout around a few routes of its own. */
function LayoutRoutes({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {children}
        <Route path="/fine" element={<p>A page that works</p>} />
      </Route>
    </Routes>
  );
}

function renderAt(path: string, routes: ReactNode) {
  const store = makeStore({ services: { alert: () => undefined, navigate: () => undefined } });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary>{routes}</RouteErrorBoundary>
      </MemoryRouter>
    </Provider>,
  );
}

describe('isChunkLoadError', () => {
  it('knows webpack’s error by name or by message', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('RouteError inside the layout', () => {
  it('offers a reload when a page’s chunk could not be loaded', async () => {
    renderAt(
      '/lost-chunk',
      <LayoutRoutes>
        <Route path="/lost-chunk" element={<Throws error={chunkError()} />} />
      </LayoutRoutes>,
    );
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The site's frame stays around it.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a friendly message with a way home for anything else', async () => {
    renderAt(
      '/bug',
      <LayoutRoutes>
        <Route path="/bug" element={<Throws />} />
      </LayoutRoutes>,
    );
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(within(main).queryByText('A bug in the page')).not.toBeInTheDocument();
  });

  it('draws the next page the visitor goes to', async () => {
    const { router } = renderWithProviders(
      <LayoutRoutes>
        <Route path="/bug" element={<Throws />} />
      </LayoutRoutes>,
      { route: '/bug' },
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(await screen.findByText('A page that works')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe('RouteError at the root', () => {
  it('draws its own minimal frame when the layout itself failed', async () => {
    function BrokenLayout(): never {
      throw new Error('The layout broke');
    }
    renderAt(
      '/',
      <Routes>
        <Route path="/" element={<BrokenLayout />} />
      </Routes>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /, home$/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
