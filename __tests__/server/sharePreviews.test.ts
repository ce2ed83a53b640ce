// Share previews, as an independent checker reads them (structured-data-testing-tool with its Google,
// Twitter and Facebook presets): every page, and a product's own address, which previews the product.
import { structuredDataTest } from 'structured-data-testing-tool';
import { Facebook, Google, Twitter } from 'structured-data-testing-tool/presets';
import type { ProductsPageData } from '../../src/api/types';
import { testAppForAll } from '../support/build';

const server = testAppForAll({ prefix: 'salon-share-previews', drawPages: true });

interface Outcome {
  failed: { test: string }[];
  warnings: { test: string }[];
  schemas: string[];
}

/** What the checker finds on the page at `url`: its failed tests (none, to pass), warnings and schemas. */
async function check(url: string): Promise<Outcome> {
  const html = (await server.client({ url, headers: { accept: 'text/html' } })).body;
  try {
    return await structuredDataTest(html, { presets: [Google, Twitter, Facebook] });
  } catch (error) {
    const { type, res } = error as { type?: string; res?: Outcome };
    if (type === 'VALIDATION_FAILED' && res) return res;
    throw error;
  }
}

describe('share previews', () => {
  it.each(['/', '/about', '/services', '/gallery', '/products', '/contact'])('pass the checker on %s', async (url) => {
    const { failed, warnings } = await check(url);
    expect(failed.map((item) => item.test)).toEqual([]);
    // The site's name, locale and account are there; no author's account (twitter:creator).
    expect(warnings.map((item) => item.test)).toEqual(['"twitter:creator"']);
  });

  it("names the salon's account from the content (the contact page's social handle) on every page", async () => {
    const contact = JSON.parse((await server.client({ url: '/api/contact-page' })).body) as {
      data: { contactSettings?: { social_media_handle?: string } };
    };
    const handle = contact.data.contactSettings?.social_media_handle?.trim().replace(/^@?/, '@');
    expect(handle).toMatch(/^@\w+$/);
    for (const url of ['/', '/contact', '/products']) {
      const html = (await server.client({ url, headers: { accept: 'text/html' } })).body;
      expect(html).toContain(`<meta name="twitter:site" content="${handle}">`);
    }
  });

  it("pass on a product's address, which names the product in its tags and as a Product", async () => {
    const answer = (await server.client({ url: '/api/products-page' })).body;
    const category = (JSON.parse(answer) as { data: ProductsPageData }).data.products?.[1];
    const product = category?.products?.[0];
    expect(product?.title).toBeTruthy();
    const url = `/products?category=${category?.id}&product=${product?.id}`;
    const { failed, schemas } = await check(url);
    expect(failed.map((item) => item.test)).toEqual([]);
    expect(schemas).toContain('Product');

    const html = (await server.client({ url, headers: { accept: 'text/html' } })).body;
    const escaped = (text: string) => text.replace(/&/g, '&amp;');
    expect(html).toContain(`<meta data-server-head property="og:title" content="${escaped(product?.title ?? '')}"/>`);
    expect(html).toMatch(
      new RegExp(
        `<meta data-server-head property="og:url" content="[^"]*${url.replace(/[?]/g, '\\?')}"/>`.replace(
          /&/g,
          '&amp;',
        ),
      ),
    );
  });
});
