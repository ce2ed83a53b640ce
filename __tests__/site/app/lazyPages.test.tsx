// Pages are lazy chunks: the app loads the visited page's code before its first render, and a
// navigation fetches the next page's code on the way, keeping the current page until it arrives.
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadPageAt } from '../../../src/app/router';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith } from '../../support/apiServer';

answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: [] })),
  http.get('*/api/admin/sign-in', () => HttpResponse.json({ data: { ownerExists: true, signedIn: false } })),
);

it('draws a page whose code was loaded first at once, and fetches the next page’s code on navigation', async () => {
  const consoleError = jest.spyOn(console, 'error');
  await loadPageAt('/login');
  const { router } = renderWithProviders(undefined, { route: '/login' });
  // No waiting: the page's code is there, so the first render draws it.
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

  await act(async () => router.navigate('/no/such/page'));
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  // React warns when a component uses use() against its rules; nothing of the kind here.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

it('draws a page sent empty once its code has arrived', async () => {
  const consoleError = jest.spyOn(console, 'error');
  // As when the server sends the page undrawn: the app renders at once and the page waits for its code.
  await act(async () => {
    renderWithProviders(undefined, { route: '/404' });
  });
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});
