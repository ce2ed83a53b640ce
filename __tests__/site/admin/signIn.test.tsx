// The sign-in page and the way back into the area: what it says before any owner exists, a wrong
// password and too many tries said in place (never an alert), and, once signed in, the page the owner
// asked for. The area's API is faked at fetch (msw), the app and its store are real.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadPageAt } from '../../../src/app/router';
import { returnPathFrom } from '../../../src/features/auth/returnPath';
import { answerApiWith, OWNER_SESSION, server } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: [] })),
  http.get('*/api/admin/sign-in', () => HttpResponse.json({ data: { ownerExists: true, signedIn: false } })),
  http.get('*/api/admin/activity', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
  http.get('*/api/admin/messages/counts', () => HttpResponse.json({ data: { unread: 2, inbox: 2, archived: 0 } })),
);

async function openSignIn(route = '/login') {
  await loadPageAt('/login');
  const alert = jest.fn();
  const rendered = renderWithProviders(undefined, { route, services: { alert } });
  await screen.findByLabelText('Email');
  return { ...rendered, alert };
}

it('says how to create the first owner when there is none, and keeps out of search results', async () => {
  server.use(
    http.get('*/api/admin/sign-in', () => HttpResponse.json({ data: { ownerExists: false, signedIn: false } })),
  );
  await loadPageAt('/login');
  renderWithProviders(undefined, { route: '/login' });
  expect(await screen.findByText('npm run owner:add -- you@example.com')).toBeInTheDocument();
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
});

it('says a wrong email or password in place, and empties the password', async () => {
  server.use(
    http.post('*/api/admin/sign-in', () =>
      HttpResponse.json(
        {
          message: 'The email or the password is not right.',
          errors: { email: ['The email or the password is not right.'] },
        },
        { status: 422 },
      ),
    ),
  );
  const { user, alert, router } = await openSignIn();
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'not the password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The email or the password is not right.');
  expect(screen.getByLabelText('Password')).toHaveValue('');
  expect(router.location.pathname).toBe('/login');
  expect(alert).not.toHaveBeenCalled();
});

it('says when to try again after too many attempts, without an alert', async () => {
  server.use(
    http.post('*/api/admin/sign-in', () =>
      HttpResponse.json(
        { message: 'Too many attempts with a wrong password. Please try again in 2 minutes.' },
        { status: 429, headers: { 'Retry-After': '120' } },
      ),
    ),
  );
  const { user, alert } = await openSignIn();
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'still not it at all');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('try again in 2 minutes');
  expect(alert).not.toHaveBeenCalled();
});

it('shows the password on request, and masks it again', async () => {
  const { user } = await openSignIn();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'password');
});

it('takes the owner to the page they asked for once signed in, and the area knows the session', async () => {
  let sent: unknown;
  server.use(
    http.post('*/api/admin/sign-in', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: OWNER_SESSION });
    }),
    // Never asked for: the sign-in's answer is the OWNER_SESSION.
    http.get('*/api/admin/session', () => HttpResponse.json({ data: OWNER_SESSION })),
  );
  await loadPageAt('/admin/activity');
  const { user, router } = await openSignIn('/login?next=%2Fadmin%2Factivity%3Fpage%3D1');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'a calm long pass phrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.location.pathname).toBe('/admin/activity'));
  expect(router.location.search).toBe('?page=1');
  expect(sent).toEqual({ email: 'ana@example.com', password: 'a calm long pass phrase' });
  expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
  expect(await screen.findByText('Nothing has happened yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Messages 2 unread' })).toBeInTheDocument();
});

describe('the page to return to', () => {
  it.each([
    ['?next=%2Fadmin%2Fmessages%2F12', '/admin/messages/12'],
    ['?next=%2Fadmin', '/admin'],
    ['?next=%2Fadmin%2Fmessages%3Ffolder%3Darchived', '/admin/messages?folder=archived'],
  ])('is the area page asked for (%s)', (search, expected) => {
    expect(returnPathFrom(search)).toBe(expected);
  });

  it.each([
    '',
    '?next=https%3A%2F%2Fevil.example%2Fadmin',
    '?next=%2F%2Fevil.example%2Fadmin',
    '?next=%2F%5Cevil.example',
    '?next=%2Fadmin%2F%2Fevil.example',
    '?next=%2Fadministrator',
    '?next=%2Fabout',
    '?next=%2Flogin',
    '?next=javascript%3Aalert(1)',
  ])('is the inbox for anything else (%s)', (search) => {
    expect(returnPathFrom(search)).toBe('/admin');
  });
});
