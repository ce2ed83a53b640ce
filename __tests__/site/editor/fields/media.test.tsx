// Media fields in the generated forms: the chosen file shown as it looks (a small variant of a
// picture, the name of a PDF), chosen again from the files the server lists for the field's kind,
// or cleared. The server's list is faked at fetch; the store and the form are real.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerApiWith, server } from '../../../support/apiServer';
import { renderEntityForm } from '../../../support/entityForm';

// Typing and TipTap's transactions are slow on a machine shared by several test runs; never stuck.
jest.setTimeout(30_000);

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  answerApiWith(
    http.get('*/api/admin/content/media', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind') ?? '';
      asked.push(kind);
      const files = {
        image: ['gallery/one.jpg', 'gallery/two.webp', 'home/banner-left.jpg'],
        pdf: ['products/catalogue.pdf'],
      }[kind];
      return HttpResponse.json({ data: (files ?? []).map((path) => ({ path, kind, size: 1000 })) });
    }),
    // The pickers' upload asks the library for its limits.
    http.get('*/api/admin/media', () =>
      HttpResponse.json({ data: [], total: 0, limits: { maxBytes: 1000, maxVideoBytes: 5000, maxFiles: 10 } }),
    ),
  );
});

it('shows the chosen picture small, from the media server’s variants', () => {
  renderEntityForm('gallerySettings', { first_image: 'home/banner-left.jpg' });
  const field = screen
    .getByRole('button', { name: 'Banner picture, first Change' })
    .closest('.form-field') as HTMLElement;
  const picture = field.querySelector('img');
  expect(picture?.getAttribute('src')).toMatch(/home\/banner-left\.jpg\?w=\d+&fm=webp$/);
  expect(within(field).getByText('banner-left.jpg')).toBeInTheDocument();
});

it('chooses a picture among the stored ones, found by name, and clears it', async () => {
  const { user, last } = renderEntityForm('gallerySettings', { title: 'Gallery' });
  const choose = screen.getByRole('button', { name: 'Banner picture, first Choose' });
  expect(choose).toHaveAccessibleDescription('None chosen');
  await user.click(choose);
  const dialog = screen.getByRole('dialog', { name: 'Choose a picture: Banner picture, first' });
  expect(await within(dialog).findByRole('button', { name: 'gallery/one.jpg' })).toBeInTheDocument();
  expect(asked).toEqual(['image']);
  await user.type(within(dialog).getByRole('searchbox', { name: 'Find by name' }), 'two');
  expect(within(dialog).queryByRole('button', { name: 'gallery/one.jpg' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'gallery/two.webp' }));
  expect(last()).toEqual({ title: 'Gallery', first_image: 'gallery/two.webp' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear Banner picture, first' }));
  expect(last()).toEqual({ title: 'Gallery', first_image: null });
});

it('offers 200 pictures at a time, the next ones when asked, and asks the server for the words typed', async () => {
  const many = Array.from({ length: 250 }, (_, index) => `uploads/photo-${index}.jpg`);
  const queries: Array<{ q: string | null; offset: string | null }> = [];
  server.use(
    http.get('*/api/admin/content/media', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push({ q: params.get('q'), offset: params.get('offset') });
      const words = params.get('q') ?? '';
      const matching = many.filter((path) => path.includes(words));
      const offset = Number(params.get('offset'));
      const files = matching.slice(offset, offset + Number(params.get('limit')));
      return HttpResponse.json({
        data: files.map((path) => ({ path, kind: 'image', size: 1000 })),
        total: matching.length,
      });
    }),
  );
  const { user } = renderEntityForm('gallerySettings', { title: 'Gallery' });
  await user.click(screen.getByRole('button', { name: 'Banner picture, first Choose' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose a picture: Banner picture, first' });
  await within(dialog).findByRole('button', { name: 'uploads/photo-199.jpg' });
  expect(within(dialog).queryByRole('button', { name: 'uploads/photo-200.jpg' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Show more files' }));
  await within(dialog).findByRole('button', { name: 'uploads/photo-249.jpg' });
  expect(within(dialog).queryByRole('button', { name: 'Show more files' })).not.toBeInTheDocument();
  expect(queries).toEqual([
    { q: null, offset: '0' },
    { q: null, offset: '200' },
  ]);
  await user.type(within(dialog).getByRole('searchbox', { name: 'Find by name' }), 'photo-24');
  await within(dialog).findByRole('button', { name: 'uploads/photo-245.jpg' });
  expect(queries.at(-1)).toEqual({ q: 'photo-24', offset: '0' });
  expect(within(dialog).queryByRole('button', { name: 'uploads/photo-199.jpg' })).not.toBeInTheDocument();
});

it('shows a PDF by its file name and offers only PDFs', async () => {
  const { user } = renderEntityForm('productCategories', [{ id: 1, title: 'Cleanse', pdf_file: 'products/old.pdf' }]);
  await user.click(screen.getByRole('button', { name: 'Category 1: Cleanse' }));
  const change = screen.getByRole('button', { name: 'Catalogue Change' });
  expect(change).toHaveAccessibleDescription(expect.stringContaining('old.pdf'));
  await user.click(change);
  const dialog = screen.getByRole('dialog', { name: 'Choose a PDF: Catalogue' });
  expect(await within(dialog).findByRole('button', { name: 'products/catalogue.pdf' })).toBeInTheDocument();
  expect(asked).toEqual(['pdf']);
});

it('adds a picture to a list of pictures by choosing it, never as an empty entry', async () => {
  const { user, last } = renderEntityForm('productCategories', [
    { id: 1, title: 'Cleanse', products: [{ id: 7, title: 'Co-wash', images: ['gallery/one.jpg'] }] },
  ]);
  await user.click(screen.getByRole('button', { name: 'Category 1: Cleanse' }));
  await user.click(screen.getByRole('button', { name: 'Product 1: Co-wash' }));
  await user.click(screen.getByRole('button', { name: 'Add picture' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose a picture: Pictures' });
  await user.click(await within(dialog).findByRole('button', { name: 'home/banner-left.jpg' }));
  expect(last()).toEqual([
    {
      id: 1,
      title: 'Cleanse',
      products: [{ id: 7, title: 'Co-wash', images: ['gallery/one.jpg', 'home/banner-left.jpg'] }],
    },
  ]);
});

it('removes a picture from a list of pictures when it is cleared, with an undo', async () => {
  const { user, last } = renderEntityForm('productCategories', [
    {
      id: 1,
      title: 'Cleanse',
      products: [{ id: 7, title: 'Co-wash', images: ['gallery/one.jpg', 'gallery/two.webp'] }],
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Category 1: Cleanse' }));
  await user.click(screen.getByRole('button', { name: 'Product 1: Co-wash' }));
  await user.click(screen.getAllByRole('button', { name: 'Clear Picture' })[0]!);
  expect(last()).toEqual([
    { id: 1, title: 'Cleanse', products: [{ id: 7, title: 'Co-wash', images: ['gallery/two.webp'] }] },
  ]);
  expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
});

it('says when the storage has no file of the kind', async () => {
  server.use(http.get('*/api/admin/content/media', () => HttpResponse.json({ data: [] })));
  const { user } = renderEntityForm('servicesPage', {});
  await user.click(screen.getByRole('button', { name: 'Video Choose' }));
  expect(await screen.findByText('There is no video in the media storage yet.')).toBeInTheDocument();
});
