// Uploading from a media field's picker: the new file goes into the media library and becomes the
// field's value, a picture without alt text asks for it in place, and a refusal (by the server or
// by the page's own size check) is said in the dialog with nothing chosen. The area's API is faked
// at the network (msw, for fetch and XMLHttpRequest); the store and the form are real.
import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MediaItem } from '../../../../src/api/adminContract';
import { answerApiWith } from '../../../support/apiServer';
import { renderEntityForm } from '../../../support/entityForm';

jest.setTimeout(30_000);

const stored = (path: string, alt: string | null) => ({ path, kind: 'image', size: 1000, alt, decorative: false });

const uploaded: MediaItem = {
  id: 12,
  path: 'uploads/2026/11/00aa11bb22cc33dd.png',
  kind: 'image',
  mime: 'image/png',
  bytes: 900,
  width: 40,
  height: 30,
  pages: null,
  original_name: 'new-cut.png',
  alt: null,
  decorative: false,
  focal: null,
  revision: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  uses: [],
  needs_description: false,
};

let library: ReturnType<typeof stored>[];
let sent: string[];
let described: unknown[];

beforeEach(() => {
  library = [stored('gallery/one.jpg', 'Two curly heads'), stored('gallery/two.webp', null)];
  sent = [];
  described = [];
  answerApiWith(
    http.get('*/api/admin/content/media', () => HttpResponse.json({ data: library })),
    http.get('*/api/admin/media', () =>
      HttpResponse.json({ data: [], total: 0, limits: { maxBytes: 1000, maxVideoBytes: 5000, maxFiles: 10 } }),
    ),
    http.post('*/api/admin/media', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      sent.push(file.name);
      if (file.name === 'script.png') {
        return HttpResponse.json({ message: '“script.png” was not accepted. It is a PHP script.' }, { status: 415 });
      }
      library = [stored(uploaded.path, null), ...library];
      return HttpResponse.json({ data: [uploaded] }, { status: 201 });
    }),
    http.patch('*/api/admin/media/12', async ({ request }) => {
      described.push(await request.json());
      return HttpResponse.json({ data: { ...uploaded, alt: 'A fresh twist-out' } });
    }),
  );
});

const file = (bytes: number, name: string, type = 'image/png') =>
  new NodeFile(['x'.repeat(bytes)], name, { type }) as unknown as File;

async function openPicker() {
  const rendered = renderEntityForm('gallerySettings', { title: 'Gallery' });
  await rendered.user.click(screen.getByRole('button', { name: 'Banner picture, first Choose' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose a picture: Banner picture, first' });
  await within(dialog).findByRole('button', { name: 'gallery/one.jpg' });
  return { ...rendered, dialog };
}

it('shows what the library says of each picture, so the owner picks knowingly', async () => {
  const { dialog } = await openPicker();
  expect(within(dialog).getByRole('button', { name: 'gallery/one.jpg' })).toHaveAccessibleDescription(
    'Alt text: Two curly heads',
  );
  expect(within(dialog).getByRole('button', { name: 'gallery/two.webp' })).toHaveAccessibleDescription(
    'Needs alt text',
  );
});

it('uploads a picture in place, chooses it, lists it, and saves the alt text it needs', async () => {
  const { user, dialog, last } = await openPicker();
  const input = within(dialog).getByLabelText('Upload a picture');
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
  await user.upload(input, file(900, 'new-cut.png'));
  expect(await within(dialog).findByRole('heading', { name: /Uploaded and chosen/ })).toBeInTheDocument();
  expect(sent).toEqual(['new-cut.png']);
  expect(last()).toEqual({ title: 'Gallery', first_image: uploaded.path });
  // The picker's list follows the library.
  const listed = await within(dialog).findByRole('button', { name: uploaded.path });
  expect(listed).toHaveAttribute('aria-current', 'true');
  expect(within(dialog).getByText(/needs alt text before the site can be published/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Alt text'), 'A fresh twist-out');
  await user.click(within(dialog).getByRole('button', { name: 'Save alt text' }));
  expect(await within(dialog).findByText('Alt text saved: “A fresh twist-out”.')).toBeInTheDocument();
  expect(described).toEqual([{ alt: 'A fresh twist-out' }]);
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Banner picture, first Change' })).toHaveAccessibleDescription(
    expect.stringContaining('00aa11bb22cc33dd.png'),
  );
});

it('says in the dialog why a file was refused, and chooses nothing', async () => {
  const { user, dialog, sent: values } = await openPicker();
  const input = within(dialog).getByLabelText('Upload a picture');
  await user.upload(input, file(10, 'script.png'));
  expect(
    await within(dialog).findByText('script.png was not uploaded: “script.png” was not accepted. It is a PHP script.'),
  ).toBeInTheDocument();
  // Too large for the library's limits: refused by the page, never sent.
  await user.upload(input, file(2000, 'huge.png'));
  expect(
    await within(dialog).findByText(/huge\.png was not uploaded: It is .*photos and PDFs can be at most/),
  ).toBeInTheDocument();
  expect(sent).toEqual(['script.png']);
  expect(values).toEqual([]);
  expect(within(dialog).queryByRole('heading', { name: /Uploaded and chosen/ })).not.toBeInTheDocument();
});

it('keeps a file the server found to be of another kind out of the field, saying where it went', async () => {
  const { user, sent: values } = renderEntityForm('productCategories', [{ id: 1, title: 'Cleanse' }]);
  await user.click(screen.getByRole('button', { name: 'Category 1: Cleanse' }));
  await user.click(screen.getByRole('button', { name: 'Catalogue Choose' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose a PDF: Catalogue' });
  const input = within(dialog).getByLabelText('Upload a PDF');
  expect(input).toHaveAttribute('accept', 'application/pdf');
  // The server answers with the picture it found in the bytes.
  await user.upload(input, file(10, 'catalogue.pdf', 'application/pdf'));
  expect(
    await within(dialog).findByText(/catalogue\.pdf was added to the media library, but it is not a PDF/),
  ).toBeInTheDocument();
  expect(values).toEqual([]);
});
