// Pages whose address names what they show, drawn by the server as a visitor without the app sees
// them: the products page with a category and a product open, the gallery up to a page. Only the
// page's own query parameters count; anything else is ignored and draws the page as it is.
import type { GalleryPageData, ProductsPageData } from '../../src/api/types';
import { testAppForAll } from '../support/build';

const server = testAppForAll({ prefix: 'salon-addressed', drawPages: true });

const page = async (url: string) => (await server.client({ url, headers: { accept: 'text/html' } })).body;
const api = async <T>(url: string) => (JSON.parse((await server.client({ url })).body) as { data: T }).data;
const embedded = (body: string) =>
  JSON.parse(/<script id="app-start-data" type="application\/json">([^<]*)<\/script>/.exec(body)?.[1] ?? '{}') as {
    getGalleryItems?: { pages: unknown[]; pageParams: number[] };
  };

describe('the products page at its addresses', () => {
  it('shows the category the address names, its chip current, every other category drawn hidden', async () => {
    const { products = [] } = await api<ProductsPageData>('/api/products-page');
    const [first, second] = products ?? [];
    const body = await page(`/products?category=${second?.id}`);
    expect(body).toMatch(new RegExp(`<div class="products-category" id="products-category-${second?.id}">`));
    expect(body).toMatch(new RegExp(`<div class="products-category" id="products-category-${first?.id}" hidden="">`));
    expect(body).toMatch(
      new RegExp(`href="/products\\?category=${second?.id}" class="category-filter__chip" aria-current="true"`),
    );
    expect(body).not.toContain('<dialog open=""');
  });

  it('draws the product the address names in its dialog, open, with a way back that is a link', async () => {
    const { products = [] } = await api<ProductsPageData>('/api/products-page');
    const category = products?.[1];
    const product = category?.products?.[1];
    const body = await page(`/products?category=${category?.id}&product=${product?.id}&utm_source=share`);
    const dialog = /<dialog open=""[^>]*class="dialog product-modal"[^>]*>([\s\S]*?)<\/dialog>/.exec(body)?.[1] ?? '';
    expect(dialog).toContain(product?.title?.replace(/&/g, '&amp;'));
    expect(dialog).toContain(
      `href="/products?category=${category?.id}" class="product-modal__close" aria-label="Close"`,
    );
  });

  it('draws the page as it is for an id no product has, or a query that is no id', async () => {
    for (const url of ['/products?product=999999', '/products?category=abc&product=-1']) {
      const body = await page(url);
      expect(body).not.toContain('<dialog open=""');
      expect(body).toContain('class="category-filter__chip" aria-current="true"');
    }
  });
});

describe('the gallery at ?page', () => {
  it('draws the photos up to the page asked for, and links to the next', async () => {
    const { galleryItems } = await api<GalleryPageData>('/api/gallery-page?page=1');
    const perPage = galleryItems?.data?.length ?? 0;
    expect(galleryItems?.last_page).toBeGreaterThan(1);
    const body = await page('/gallery?page=2');
    expect(embedded(body).getGalleryItems?.pageParams).toEqual([1, 2]);
    expect(body.match(/class="gallery-grid__item"/g)).toHaveLength(perPage * 2);
    expect(body).toContain(`href="/gallery?page=3#photo-${perPage * 2 + 1}"`);
  });

  it('never draws past the last page', async () => {
    const { galleryItems } = await api<GalleryPageData>('/api/gallery-page?page=1');
    const body = await page('/gallery?page=999');
    expect(embedded(body).getGalleryItems?.pageParams).toHaveLength(galleryItems?.last_page ?? 0);
    expect(body).not.toContain('More photos');
    expect(body).toContain('You have seen every photo');
  });
});
