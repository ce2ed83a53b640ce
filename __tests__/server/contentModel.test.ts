// The content model: what each kind of field accepts (strictly: content ends up in attributes,
// headers and share previews), what the editor needs of it, and that the table of content calls
// agrees with it.
import { contentCalls, seoPageIndex, type ContentCall } from '../../src/api/contract';
import { contentModel, entityNames } from '../../src/api/model';
import type { Field } from '../../src/api/model/kinds';
import { entitySchema } from '../../src/api/model/schema';
import { originOf, storedPathProblem, webAddressProblem } from '../../src/api/model/values';
import { parseDraftEntity } from '../../server/modules/content/schema';

describe('a media field', () => {
  it.each(['home/banner-left.jpg', 'gallery/look-01.JPG', 'social/mail-white.svg', 'fotos/ñandú_2.webp'])(
    'takes the stored path %s',
    (value) => expect(storedPathProblem('image', value)).toBeNull(),
  );

  it.each([
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a web address', 'https://cdn.example.com/a.jpg'],
    ['a protocol-relative address', '//cdn.example.com/a.jpg'],
    ['an absolute path', '/etc/passwd.jpg'],
    ['a climb out of the storage', 'home/../../secret.jpg'],
    ['a hidden file', 'home/.hidden.jpg'],
    ['a query', 'home/a.jpg?w=1'],
    ['a space (srcset splits on it)', 'home/my photo.jpg'],
    ['a comma (srcset splits on it)', 'home/a,b.jpg'],
    ['a backslash', 'home\\a.jpg'],
    ['a file of another kind', 'products/catalogue.pdf'],
    ['no file name', 'home/'],
  ])('refuses %s', (_label, value) => expect(storedPathProblem('image', value)).toMatch(/\w/));

  it('takes only its own kind of file', () => {
    expect(storedPathProblem('video', 'services/hero.mp4')).toBeNull();
    expect(storedPathProblem('video', 'services/hero.jpg')).toMatch(/video/);
    expect(storedPathProblem('pdf', 'products/catalogue.pdf')).toBeNull();
  });
});

describe('a URL field', () => {
  it.each([
    'https://www.openstreetmap.org/export/embed.html?bbox=-122.68%2C45.51&layer=mapnik',
    'https://www.google.com/maps/@45.5193,-122.6765,15z',
    'https://maps.example.com:8443/embed#here',
    'https://xn--caf-dma.example/',
  ])('takes %s', (value) => expect(webAddressProblem(value)).toBeNull());

  it.each([
    ['a header-breaking host', 'https://maps.example;sandbox'],
    ['a comma after the host', 'https://maps.example,https://evil.example'],
    ['a user name', 'https://user@maps.example/'],
    ['plain http', 'http://maps.example.com'],
    ['a space', 'https://maps.example.com/a b'],
    ['a line break', 'https://maps.example.com/\nSet-Cookie: a=b'],
    ['a quote', 'https://maps.example.com/"onload="x'],
    ['no dot in the host', 'https://localhost/'],
    ['an address only of digits', 'https://127.0.0.1/'],
    ['a port past 65535', 'https://maps.example.com:70000/'],
    ['javascript:', 'javascript:alert(1)'],
    ['no scheme', 'www.example.com'],
  ])('refuses %s', (_label, value) => expect(webAddressProblem(value)).toMatch(/\w/));

  it('takes plain http or a path on the site only where the field says so', () => {
    expect(webAddressProblem('http://example.com/', { http: true })).toBeNull();
    expect(webAddressProblem('/storage/instagram/post-1.jpg?w=480', { local: true })).toBeNull();
    expect(webAddressProblem('//evil.example/a.jpg', { local: true })).toMatch(/\w/);
  });

  it('gives an origin safe to name in a header, or none', () => {
    expect(originOf('https://Maps.Example.com:8443/embed?x=1')).toBe('https://maps.example.com:8443');
    expect(originOf('https://maps.example;sandbox')).toBeNull();
    expect(originOf('data:text/html,x')).toBeNull();
  });
});

describe('the schema built from the model', () => {
  it('gives the field its message, and stores a flag as 0 or 1', () => {
    const channels = entitySchema('socialChannels').safeParse([
      { id: 4, url: 'https://www.instagram.com/x/', is_mail: true },
      { url: 'hello@example.com' },
      { url: 'mailto:hello@example.com', is_mail: 1 },
      { url: 'javascript:alert(1)' },
    ]);
    expect(channels.success).toBe(false);
    expect(channels.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['3.url']);
    const valid = entitySchema('socialChannels').parse([{ url: 'https://www.instagram.com/x/', is_mail: true }]);
    expect(valid).toEqual([{ url: 'https://www.instagram.com/x/', is_mail: 1 }]);
  });

  it('refuses a duplicate id anywhere in a nested list, and a field the model does not have', () => {
    const categories = entitySchema('productCategories').safeParse([
      { id: 1, products: [{ id: 7 }] },
      { id: 2, products: [{ id: 7, product_features: [] }] },
    ]);
    expect(categories.error?.issues).toEqual([
      expect.objectContaining({ path: [1, 'products', 0, 'id'], message: 'duplicate id 7' }),
    ]);
    expect(entitySchema('homeSettings').safeParse({ banner_titel: 'x' }).error?.issues[0]?.message).toMatch(
      /banner_titel/,
    );
  });

  it('stores new items with an id after the highest of their list, counted across parents, and without empty fields', () => {
    const services = parseDraftEntity('services', [{ id: 3 }, { title: 'New', image: null }, { id: 1 }]);
    expect(services.ok && services.content).toEqual([{ id: 3 }, { id: 4, title: 'New' }, { id: 1 }]);
    const categories = parseDraftEntity('productCategories', [
      { id: 1, products: [{ id: 5 }, { title: 'New' }] },
      { products: [{ title: 'Newer', product_features: [{ title: 'How to use' }] }] },
    ]);
    expect(categories.ok && categories.content).toEqual([
      {
        id: 1,
        products: [
          { id: 5, images: [], product_features: [] },
          { id: 6, title: 'New', images: [], product_features: [] },
        ],
      },
      {
        id: 2,
        products: [{ id: 7, title: 'Newer', images: [], product_features: [{ id: 1, title: 'How to use' }] }],
      },
    ]);
  });

  it('lets a draft leave a required field empty, and published content not', () => {
    expect(entitySchema('galleryItems').safeParse([{ alt: 'A photo to come' }]).success).toBe(false);
    expect(entitySchema('galleryItems', { mode: 'draft' }).safeParse([{ alt: 'A photo to come' }]).success).toBe(true);
  });
});

/** Every field of the model, with where it is. */
function allFields(field: Field, where: string): [string, Field][] {
  const children =
    field.kind === 'record'
      ? Object.entries(field.fields)
      : field.kind === 'list' && 'item' in field
        ? Object.entries(field.item)
        : field.kind === 'list'
          ? [['*', field.of] as [string, Field]]
          : [];
  return [[where, field], ...children.flatMap(([name, child]) => allFields(child, `${where}.${name}`))];
}

it('gives the editor a label for every field and a screen for every entity', () => {
  const fields = entityNames.flatMap((name) => allFields(contentModel[name], name));
  expect(fields.length).toBeGreaterThan(150);
  expect(fields.filter(([, field]) => !field.label.trim()).map(([where]) => where)).toEqual([]);
  expect(entityNames.filter((name) => !('screen' in contentModel[name]))).toEqual([]);
});

it('sends the SEO entries in the order the site reads them', () => {
  expect(contentModel.seoPages.sentAsList.order).toEqual(
    Object.entries(seoPageIndex)
      .sort(([, a], [, b]) => a - b)
      .map(([page]) => page),
  );
  expect(Object.keys(contentModel.seoPages.fields)).toEqual([...contentModel.seoPages.sentAsList.order]);
});

it('answers every call of the table from entities of the model', () => {
  for (const call of Object.values(contentCalls) as ContentCall[]) {
    const sources = [
      ...Object.values(call.answer ?? {}).map((source) => (typeof source === 'string' ? source : source.from)),
      ...(call.feed ? [call.feed] : []),
      ...(call.pages ? [call.pages.from] : []),
    ];
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(entityNames).toContain(source);
  }
});
