// The app's own not-found screen, rendered through the real route table (the sign-in page has its
// own tests, in __tests__/site/admin).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contentApi } from '../../../src/api/contentApi';
import { loadPageAt } from '../../../src/app/router';
import { useAppDispatch } from '../../../src/state/hooks';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith } from '../../support/apiServer';

answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: [] })),
  http.get('*/api/gone', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
);

describe('not-found screen', () => {
  it.each(['/404', '/no/such/page'])('shows a large 404 and a way home at %s', async (route) => {
    // As the app does, the page's code is loaded before the first render.
    await loadPageAt(route);
    renderWithProviders(undefined, { route });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('is where a 404 answer from the API sends the visitor', async () => {
    const probeApi = contentApi.injectEndpoints({
      endpoints: (build) => ({ gone: build.query<unknown, void>({ query: () => '/gone' }) }),
    });
    function Probe() {
      const dispatch = useAppDispatch();
      return (
        <button type="button" onClick={() => void dispatch(probeApi.endpoints.gone.initiate())}>
          Load
        </button>
      );
    }
    const { user, router } = renderWithProviders(<Probe />, { route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(router.location.pathname).toBe('/404'));
  });
});
