// The route error screen inside the layout (lost chunk, 404 answer, anything else) and standalone.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { makeStore } from '../../../src/app/store';
import { AppLayout } from '../../../src/layout/AppLayout';
import { isChunkLoadError, RouteError } from '../../../src/layout/RouteError';

const server = setupServer(
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: [] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// React and the router report the thrown errors on the console; that is the point of these tests.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function chunkError(): Error {
  const error = new Error('Loading chunk 7 failed. (error: http://localhost/static/js/about.1234abcd.chunk.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function Throws(): never {
  throw new Error('A bug in the page');
}

const layoutRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <p>Loading</p>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/lost-chunk', lazy: () => Promise.reject(chunkError()) },
          {
            path: '/gone',
            loader: () => {
              throw new Response('Not here', { status: 404 });
            },
            element: <p>never</p>,
          },
          { path: '/bug', element: <Throws /> },
        ],
      },
    ],
  },
];

function renderAt(routes: RouteObject[], path: string) {
  const store = makeStore({ services: { alert: () => undefined, navigate: () => undefined } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Provider store={store}>
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>
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
    renderAt(layoutRoutes, '/lost-chunk');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The site's frame stays around it.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found screen for a 404 answer', async () => {
    renderAt(layoutRoutes, '/gone');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('404')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows a friendly message with a way home for anything else', async () => {
    renderAt(layoutRoutes, '/bug');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(within(main).queryByText('A bug in the page')).not.toBeInTheDocument();
  });
});

describe('RouteError at the root', () => {
  it('draws its own minimal frame when the layout itself failed', async () => {
    renderAt([{ path: '/', element: <Throws />, errorElement: <RouteError /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
