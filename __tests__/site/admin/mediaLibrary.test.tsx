// The media library page: its cards, its states, uploads file by file with the anti-forgery token
// and a sentence per refused file, the focal point by keyboard, and a refused deletion listing the
// places. The area's API is faked at the network (msw, for fetch and XMLHttpRequest); the app and
// its store are real.
import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MediaItem, MediaList } from '../../../src/api/adminContract';
import { loadPageAt } from '../../../src/app/router';
import { answerApiWith, server, SIGNED_IN } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

const photo: MediaItem = {
  id: 7,
  path: 'uploads/2026/11/0123456789abcdef.jpg',
  kind: 'image',
  mime: 'image/jpeg',
  bytes: 2.5 * 1024 * 1024,
  width: 1200,
  height: 1600,
  pages: null,
  original_name: 'window-seat.jpg',
  alt: null,
  decorative: false,
  focal: null,
  revision: 2,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  uses: [
    {
      screen: 'home',
      page: 'Home page',
      field: 'Banner picture, left',
      at: 'homeSettings.banner_image_left',
      published: false,
      draft: true,
    },
  ],
  needs_description: true,
};

const limits = { maxBytes: 1000, maxVideoBytes: 5000, maxFiles: 10 };
const list = (data: MediaItem[]): MediaList => ({ data, total: data.length, limits });

answerApiWith(
  ...SIGNED_IN,
  http.get('*/api/admin/messages/counts', () => HttpResponse.json({ data: { unread: 0, inbox: 0, archived: 0 } })),
  http.get('*/api/admin/media', () => HttpResponse.json(list([photo]))),
);

/** A file as the page gets it; Node's kind, which the test environment's FormData (Node's) takes. */
const file = (text: string, name: string) => new NodeFile([text], name, { type: 'image/jpeg' }) as unknown as File;

interface FileSent {
  name: string;
  token: string | null;
}

/** What the fake API is sent with a file: the file's name and the anti-forgery token beside it. */
async function fileSent(request: Request): Promise<FileSent> {
  const sent = (await request.formData()).get('file') as File;
  return { name: sent.name, token: request.headers.get('X-CSRF-Token') };
}

async function openLibrary(route = '/admin/media') {
  await loadPageAt(route);
  const alert = jest.fn();
  return { ...renderWithProviders(undefined, { route, services: { alert } }), alert };
}

it('shows each file with its picture, name, type, size and where it is used, and what it still needs', async () => {
  await openLibrary();
  const card = (await screen.findByRole('button', { name: 'window-seat.jpg' })).closest('li')!;
  expect(within(card).getByText('Photo · JPEG · 1200 × 1600 · 2.5 MB')).toBeInTheDocument();
  expect(within(card).getByRole('list', { name: 'Used on' })).toHaveTextContent(
    'Home page: Banner picture, left (draft)',
  );
  expect(within(card).getByText(/Needs alt text/)).toBeInTheDocument();
  expect(card.querySelector('img')).toHaveAttribute('src', `/storage/${photo.path}?w=320&fm=webp&v=2`);
  expect(screen.getByText('1 file')).toBeInTheDocument();
});

it('lists 200 files at a time from the newest, and the next ones when asked, until there are no more', async () => {
  const many = Array.from({ length: 450 }, (_, index) => ({
    ...photo,
    id: 1000 + index,
    path: `uploads/2026/11/${String(index).padStart(16, '0')}.jpg`,
    original_name: `photo-${index}.jpg`,
    uses: [],
  }));
  const asked: Array<{ limit: string | null; offset: string | null }> = [];
  server.use(
    http.get('*/api/admin/media', ({ request }) => {
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      asked.push({ limit: url.searchParams.get('limit'), offset: url.searchParams.get('offset') });
      return HttpResponse.json({ data: many.slice(offset, offset + limit), total: many.length, limits });
    }),
  );
  const { user } = await openLibrary();
  // By text within buttons: a role query weighs every button's accessible name, hundreds of them here.
  const card = { selector: 'button.media-card__open' };
  const moreButton = () => screen.queryByText('Show more files', { selector: 'button' });
  await screen.findByText('photo-0.jpg', card);
  expect(screen.getByText('450 files, the newest 200 shown')).toBeInTheDocument();
  expect(screen.queryByText('photo-200.jpg', card)).not.toBeInTheDocument();

  await user.click(moreButton()!);
  await screen.findByText('photo-399.jpg', card);
  expect(screen.getByText('450 files, the newest 400 shown')).toBeInTheDocument();
  await user.click(moreButton()!);
  await screen.findByText('photo-449.jpg', card);
  expect(screen.getByText('450 files')).toBeInTheDocument();
  expect(moreButton()).not.toBeInTheDocument();
  expect(screen.getAllByText(/^photo-\d+\.jpg$/, card)).toHaveLength(450);
  expect(asked).toEqual([
    { limit: '200', offset: '0' },
    { limit: '200', offset: '200' },
    { limit: '200', offset: '400' },
  ]);
});

it('says when nothing matches a search, and when the library could not be loaded', async () => {
  const searched: string[] = [];
  server.use(
    http.get('*/api/admin/media', ({ request }) => {
      searched.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(list([]));
    }),
  );
  await openLibrary('/admin/media?q=balayage');
  expect(await screen.findByText('No files match “balayage”.')).toBeInTheDocument();
  expect(searched).toContain('balayage');

  server.use(http.get('*/api/admin/media', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
  await openLibrary('/admin/media?q=other');
  expect(await screen.findByText(/The library could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('uploads files one by one with the token, and says which file was refused and why', async () => {
  const sent: FileSent[] = [];
  server.use(
    http.post('*/api/admin/media', async ({ request }) => {
      const received = await fileSent(request);
      sent.push(received);
      if (received.name === 'script.jpg') {
        return HttpResponse.json({ message: '“script.jpg” was not accepted. It is a PHP script.' }, { status: 415 });
      }
      return HttpResponse.json({ data: [{ ...photo, id: 8, original_name: file.name }] }, { status: 201 });
    }),
  );
  const { user } = await openLibrary();
  await screen.findByRole('button', { name: 'window-seat.jpg' });
  await user.upload(screen.getByLabelText('Choose files'), [
    file('jpeg', 'curls.jpg'),
    file('<?php', 'script.jpg'),
    file('x'.repeat(2000), 'huge.jpg'),
  ]);
  const uploads = screen.getByRole('list', { name: 'Uploads' });
  const entry = (name: string) =>
    within(uploads)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith(name))!;
  expect(await within(uploads).findByText(/PHP script/)).toBeInTheDocument();
  expect(await within(entry('curls.jpg')).findByText('Uploaded')).toBeInTheDocument();
  expect(entry('script.jpg')).toHaveTextContent('Not uploaded: “script.jpg” was not accepted. It is a PHP script.');
  expect(
    await within(entry('huge.jpg')).findByText(/Not uploaded: It is .*photos and PDFs can be at most/),
  ).toBeInTheDocument();
  // The one over the limit was never sent.
  expect(sent).toEqual([
    { name: 'curls.jpg', token: 'token-1' },
    { name: 'script.jpg', token: 'token-1' },
  ]);
  expect(uploads.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
});

it('moves the focal point with the arrow keys and saves it with the alt text', async () => {
  const saved: unknown[] = [];
  server.use(
    http.patch('*/api/admin/media/7', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ data: photo });
    }),
  );
  const { user } = await openLibrary();
  await user.click(await screen.findByRole('button', { name: 'window-seat.jpg' }));
  const dialog = screen.getByRole('dialog', { name: 'window-seat.jpg' });
  const point = within(dialog).getByRole('button', { name: /^Focal point, 50% across and 50% down/ });
  point.focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
  expect(point).toHaveAccessibleName(/Focal point, 54% across and 40% down/);
  await user.type(within(dialog).getByLabelText('Alt text'), 'A client by the window');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Saved.')).toBeInTheDocument();
  expect(saved).toEqual([{ alt: 'A client by the window', decorative: false, focal: { x: 0.54, y: 0.4 } }]);
});

it('replaces the file in place, keeping the item, with the token', async () => {
  const replaced: FileSent[] = [];
  server.use(
    http.put('*/api/admin/media/7/file', async ({ request }) => {
      replaced.push(await fileSent(request));
      return HttpResponse.json({ data: { ...photo, revision: 3 } });
    }),
  );
  const { user } = await openLibrary();
  await user.click(await screen.findByRole('button', { name: 'window-seat.jpg' }));
  const dialog = screen.getByRole('dialog', { name: 'window-seat.jpg' });
  await user.upload(within(dialog).getByLabelText('Replace the file'), file('jpeg', 'new-cut.jpg'));
  expect(
    await within(dialog).findByText(/Replaced: every place that showed it shows the new file/),
  ).toBeInTheDocument();
  expect(replaced).toEqual([{ name: 'new-cut.jpg', token: 'token-1' }]);
});

it('asks before deleting, and lists the places when the file is in use', async () => {
  server.use(
    http.delete('*/api/admin/media/7', ({ request }) => {
      if (request.headers.get('X-CSRF-Token') !== 'token-1') return new HttpResponse(null, { status: 403 });
      return HttpResponse.json(
        { message: '“window-seat.jpg” is in use, so it was not deleted.', uses: photo.uses },
        { status: 409 },
      );
    }),
  );
  const { user, alert } = await openLibrary();
  await user.click(await screen.findByRole('button', { name: 'window-seat.jpg' }));
  const dialog = screen.getByRole('dialog', { name: 'window-seat.jpg' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Delete window-seat.jpg?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  const refusal = await within(dialog).findByRole('alert');
  expect(await within(refusal).findByText(/is in use/)).toBeInTheDocument();
  expect(refusal).toHaveTextContent('Home page: Banner picture, left');
  expect(alert).not.toHaveBeenCalled();
});
